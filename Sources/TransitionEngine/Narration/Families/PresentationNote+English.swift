extension PresentationNote {
  /// The words in English, with the spaces that join them to the next note.
  var english: String {
    switch self {
    case .lifecycle(let outcome, let source, let callback, let presented):
      return Self.english(outcome, source: source, callback: callback, presented: presented)
    case .secondInTurn(let source, let callback, let presented):
      return "\(source).\(callback.rawValue) calls present(\(presented)) in the same run-loop "
        + "turn as an earlier present on the same presenter, whose presentation is still "
        + "running, so UIKit refuses with \"… while a presentation is in progress.\" (P-12, the "
        + "first check of §3.1; inferred [I])."
    case .popoverPresents(let presented, let ignoredStyle):
      return "The popover presentation controller vends its own animation controller, "
        + "\(PopoverAnimation.animationControllerClass) (M-20; decompiled iOS 26.1 UIKit [D]): "
        + "\(presented) comes out of its anchor, never from the bottom edge"
        + (ignoredStyle.map { "; its modalTransitionStyle \($0) is ignored (inferred)" } ?? "")
        + ". No source shows its frames in between, so the picture shows the popover at its "
        + "final frame throughout (unknown)."
    case .popoverDismisses(let presented):
      return
        "The popover's own animation controller, \(PopoverAnimation.animationControllerClass), "
        + "takes \(presented) back into its anchor (M-20 [D]); its frames in between are in no "
        + "source, so the picture keeps the popover at its frame until it goes (unknown)."
    case .popoverMidway(let presented):
      return "\(presented)'s popover is drawn at its final frame: the frames of its own "
        + "animation are unknown (M-20)."
    case .zoomRefused(let presented, let style):
      return "\(presented) asks for a zoom, but which presentation styles accept one is an open "
        + "question and sources differ (Q-24): TransitionScope zooms only fullScreen, "
        + "overFullScreen, pageSheet and formSheet presentations, so a presentation requested as "
        + "\(style) keeps its own animation and no source view is hidden (inferred). "
    case .pushBackMoves(let percent, let views, let inset):
      let moving = views.map { "\(Self.englishName($0)) is at transform = \($0.transform)" }
      return " Push-back moves with the card"
        + (inset
          ? " (on iOS 26 a card's own inset, M-13, goes with its progress toward full height)"
          : "") + ", \(percent)% of the way: " + CallbackSentence.list(moving)
        + " (M-11; the straight-line path between the two transforms is inferred)."
    case .activityPopover(let presented, let className):
      return "\(presented) is a \(className): in regular width the share sheet is a popover "
        + "whatever style the app set, and it needs an anchor (M-21, M-17). "
    case .activityCompact(let presented, let className, let style):
      return "\(presented) is a \(className): in compact width it is presented with the app's "
        + "style, \(style) here; in regular width it would be a popover (M-21). "
    case .systemController(let presented, let className, let style, let picker):
      return "\(presented) is a \(className), a system controller that may choose its own "
        + "presentation; that choice is not modelled, so TransitionScope presents it with the "
        + "scene's style, \(style), and the class name is all that differs (M-21, inferred)."
        + (picker
          ? " UIKit's camera picker stays full screen under .automatic and its library picker "
            + "is a sheet; the scene does not say which source this one uses." : "") + " "
    case .adapts(let presented, let requested, let style, let presenter, let window):
      return
        (style == requested
        ? "\(presented)'s \(requested) presentation no longer adapts: it is a \(style) again "
          + "(A-1, A-3)"
        : "\(presented)'s \(requested) presentation now adapts to \(style) (A-1, A-3)")
        + (window.map {
          $0 == .removesPresenter
            ? ", which removes \(presenter)'s view from the window"
            : ", which puts \(presenter)'s view back in the window"
        } ?? "")
    case .sheetNavigationBar(let nav, let pad, let ios26):
      return "\(nav)'s UINavigationBar is 56 pt tall at the top of the card, 12 pt taller than "
        + "a full-screen bar, as a real iPhone dump of iOS 14–16 shows (N-17)"
        + (pad
          ? "; on iPad the 56 pt is inferred from a 6-pt difference to the 50-pt iPad bar [I]"
          : "")
        + (ios26 ? "; the iOS 26 value is not in any source (Q-26), the model keeps 56" : "")
        + ". "
    }
  }

  /// How the English names a push-back view.
  private static func englishName(_ view: PushBackView) -> String {
    guard let owner = view.owner else { return "the root wrapper's UIDropShadowView" }
    return owner.isEmpty ? "a card" : "\(owner)'s card (its UIDropShadowView)"
  }

  /// Why a `present` from a lifecycle callback goes the way it does (P-10, P-11, P-12).
  private static func english(
    _ outcome: LifecycleOutcome, source: String, callback: LifecycleCallback, presented: String
  ) -> String {
    let call = "\(source).\(callback.rawValue) calls present(\(presented))"
    let rule = callback == .viewDidLoad ? "P-10" : "P-11"
    let q31 =
      callback == .viewWillAppear
      ? " Which outcome viewWillAppear meets is inferred: no log was found and sources differ "
        + "(P-11, Q-31 [I]); TransitionScope answers as for viewDidLoad at the same moment."
      : ""
    switch outcome {
    case .notInWindow:
      return "\(call) while the window shows its root for the first time: the view is not in "
        + "a window yet, so UIKit refuses with \"… whose view is not in the window hierarchy.\" "
        + "(\(rule), the third check of §3.1); nothing is presented. The fix is to present from "
        + "viewDidAppear (P-12)." + q31
    case .inProgress:
      return "\(call) while a presentation or dismissal is still running, so UIKit refuses "
        + "with \"… while a presentation is in progress.\" (\(rule), the first check of §3.1; "
        + "inferred [I]); nothing is presented." + q31
    case .queued:
      return "\(call) while the navigation transition is running. The presenter (the window's "
        + "root, P-2) is on screen, so UIKit queues the call until the transition ends (P-9) "
        + "and then presents (\(rule); inferred [I] from P-2, P-9 and §3.1)." + q31
    case .proceeds where callback == .viewDidAppear:
      return "\(call): the view is in the window and the transition that showed it has ended, "
        + "so the presentation goes ahead (P-12). It runs again on every later viewDidAppear "
        + "unless the app guards it (a flag in its code, or `once: true` in a scene): "
        + "dismissing a full-screen presentation sends \(source) viewDidAppear again (M-9, 13.2)."
    case .proceeds:
      return "\(call) outside any push, pop or presentation. No source covers this case; "
        + "nothing runs on the presenter and its view is in the window, so §3.1's checks pass "
        + "and TransitionScope presents once the step's work has ended (inferred [I])." + q31
    }
  }
}
