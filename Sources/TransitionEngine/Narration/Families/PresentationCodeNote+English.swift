extension PresentationCodeNote {
  /// The words in English, with the spaces that join them to the next note.
  var english: String {
    switch self {
    case .sizeTransition(let className, let line, let alongside, let notModelled):
      return " \(className)'s viewWillTransition(to:with:) (\(line)) ran before the size "
        + "changed (PC-9)"
        + (alongside
          ? "; the block it gave coordinator.animate(alongsideTransition:) runs inside the "
            + "rotation's animation, so the frames it sets are where that animation ends (PC-9, "
            + "PC-6)" : "") + "." + notModelled.map { " not modelled: \($0)" }.joined()
    case .containerLayout(let className, let bounds, let presented, let frame):
      let layout =
        " \(className)'s containerViewWillLayoutSubviews and "
        + "containerViewDidLayoutSubviews run for the new container \(bounds)"
      switch frame {
      case .unknown(let unknown):
        return layout + "; its frameOfPresentedViewInContainerView depends on what the tool "
          + "cannot know (\(unknown)), so \(presented) takes the container's bounds, UIKit's "
          + "default (PC-7, PC-4)."
      case .code(let line, let frame):
        return layout + ", and \(presented) goes to what its frameOfPresentedViewInContainerView"
          + (line.map { " (\($0))" } ?? "") + " returns for it, \(frame) (PC-7, PC-4)."
      case .fills:
        return layout + "; \(presented) fills the container, UIKit's default frame (PC-7, PC-4)."
      }
    case .keyChrome(let presented, let chrome):
      return " UIKit does not lay out the views \(presented)'s presentation "
        + "controller added (\(chrome.joined(separator: ", "))): they keep their frames unless "
        + "its containerViewWillLayoutSubviews sets them again (PC-6, PC-7; that they keep them "
        + "is inferred [I]). The scene's `custom: chrome:` gives no such code, so what the app "
        + "does there is unknown; written in Swift, the presentation controller's own layout is "
        + "run."
    case .visibility(let className, let animated, let changes):
      return
        (animated
        ? "In \(className)'s alongside block, isHidden takes effect at once when the "
          + "animation starts, as it does not animate: " : "")
        + changes.map(Self.english).joined(separator: "; ") + " (X-10)."
    case .hiddenPresentedView(let presented, let line, let presenter, let removes?):
      return "The mistake: \(line) leaves \(presented)'s view hidden, and \(removes) returns "
        + "true from shouldRemovePresentersView, so UIKit has removed \(presenter)'s view from "
        + "the window (M-7, T-4): nothing of either is drawn, and the user sees the window's "
        + "background, black (X-10)."
    case .hiddenPresentedView(let presented, let line, let presenter, nil):
      return "The mistake: \(presented)'s view is in the window and counts as appeared, but the "
        + "user cannot see it: \(line) left it hidden and no later line shows it again; UIKit "
        + "does not show a hidden view again (X-10). \(presenter) shows where it would be."
    case .dismissalAlphas(let alphas):
      return alphas.map {
        "\($0.setBy ?? "") sets the \($0.className) it added (\($0.added)) to alpha \($0.alpha)"
      }.joined(separator: "; ")
        + ", at once: outside an alongside block nothing animates it with the transition (PC-6)."
    case .alongside(let className, let alphas):
      return "The alongside block of \(className) animated "
        + alphas.map { "the \($0.className) of \($0.added) to alpha \($0.alpha)" }
        .joined(separator: ", ") + " with the transition (PC-6)."
    case .seeThroughUnknown(let removes, let presenter, let unknown, let className):
      return "\(removes) returns true from shouldRemovePresentersView, so UIKit has removed "
        + "\(presenter)'s view (M-7, T-4); whether the presented frame covers the screen is "
        + "unknown (\(unknown)), but \(className) adds a dimming view, which only makes "
        + "sense over a presenter that stays. If the frame leaves part of the screen, the user "
        + "sees black there." + Self.englishFix
    case .seeThroughFrame(
      let removes, let presented, let frame, let container, let presenter, let chrome):
      return "The mistake: \(removes) returns true from shouldRemovePresentersView, but "
        + "\(presented)'s frame \(frame) does not cover the container \(container) "
        + "(frameOfPresentedViewInContainerView, PC-4). UIKit has removed \(presenter)'s view "
        + "from the window (M-7, T-4): outside the frame"
        + (chrome.map { ", through the \($0) it added," } ?? "")
        + " the user sees no \(presenter) but the window's background, black." + Self.englishFix
    case .seeThroughBackground(let removes, let presented, let presenter, let cause):
      let because: String
      switch cause {
      case .line(let line, let clear):
        because =
          "\(line) gives \(presented)'s view a \(clear ? "clear" : "partly transparent") "
          + "background"
      case .scene(let background):
        because = "the scene gives \(presented) `background: \(background)`"
      }
      return "The mistake: \(removes) returns true from shouldRemovePresentersView, but "
        + "\(because): it is see-through. UIKit has removed \(presenter)'s view from the window "
        + "(M-7, T-4), so through \(presented) the user sees no \(presenter) but the window's "
        + "background, black. Leave shouldRemovePresentersView false (UIKit's default, PC-5) "
        + "when the presented view lets the presenter show, or give it an opaque background."
    }
  }

  /// The fix beside a see-through mistake (PC-5).
  private static let englishFix =
    " Leave shouldRemovePresentersView false (UIKit's default, PC-5) when the presented view "
    + "lets the presenter show."

  /// One visibility line in English.
  private static func english(_ change: VisibilityChange) -> String {
    let view: String
    switch change.view {
    case .chrome(let className, let line):
      view = "the \(className ?? "view") it added" + (line.map { " (\($0))" } ?? "")
    case .presented(let name): view = "\(name)'s view"
    }
    return change.hidden
      ? "\(change.line) hides \(view): it stays where it is, but neither it nor its subviews "
        + "are drawn, and what is below shows as if it were not there"
      : "\(change.line) shows \(view) again: isHidden = false"
  }
}
