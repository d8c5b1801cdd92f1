extension CodeNote {
  /// The words in English, as the `code` step's phases have always said them.
  var english: String {
    switch self {
    case .lineLead(let place, let code):
      return (place.file.map { "\($0):\(place.line)" } ?? "Line \(place.line)") + ", `\(code)`: "
    case .completionLead(let place, let code):
      return (place.file.map { "\($0):\(place.line)" } ?? "Line \(place.line)")
        + " calls `\(code)`. "
    case .addChild(let child, let parent, let managedBy):
      return "links \(child) under \(parent) and calls \(child).willMove(toParent: \(parent)) "
        + "for you (K-1). \(child)'s view is in no view yet: adding it is your job."
        + Self.byHand(parent, managedBy, adding: true)
    case .noParent(let child): return "\(child) has no parent view controller; nothing happens."
    case .removedFromParent(let child, let parent, let managedBy, let stillInWindow):
      return "unlinks \(child) from \(parent) and calls \(child).didMove(toParent: nil) for you "
        + "(K-2)." + Self.byHand(parent, managedBy, adding: false)
        + (stillInWindow
          ? " Its view is still in the window, now with no parent controller forwarding "
            + "appearance callbacks to it." : "")
    case .willMoveByHand(let child):
      return "you call willMove yourself; it changes nothing but tells \(child) (K-1, K-2)."
    case .didMoveByHand: return "you call didMove yourself to finish the move (K-1, K-2)."
    case .presentationStyle(let name, let style):
      return "sets \(name)'s modalPresentationStyle to .\(style): when \(name) is presented, "
        + "UIKit makes the presentation controller of that style then (PC-1), so the style "
        + "decides what happens to the presenter's view (§5)."
    case .transitionStyle(let name, let style):
      return "sets \(name)'s modalTransitionStyle to .\(style): the "
        + "animation UIKit plays when it is presented (MT-1)."
    case .elsewhere(.completeTransition):
      return "completeTransition belongs to an animator; nothing happens."
    case .elsewhere(.snapshot): return "a snapshot belongs to an animator; nothing happens."
    case .elsewhere(.madeViews):
      return "views the code makes and reorders belong to an animator here; nothing happens."
    case .elsewhere(.interaction):
      return "this call belongs to an interaction controller; nothing happens."
    case .presentingNil:
      return "source.presentingViewController is nil: the segue's source is not presented, "
        + "so `?.dismiss` calls nothing (D-1)."
    case .notNavigation(let name): return "\(name) is not a navigation controller; nothing happens."
    case .replaceNotModelled(let from):
      return "not modelled: \(from)'s superview is not a controller's view the code can name, "
        + "so TransitionScope does not swap the views there (X-11)."
    case .replaceAdds: return "UIView.transition(from:to:) first adds the to-view (X-11): "
    case .replaceRemoves: return "when the animation ends it takes the from-view out (X-11): "
    case .loadsView(let controller): return "asking for \(controller).view loads it first (LC-1). "
    case .transformOutOfWindow(let controller, let transform):
      return "\(controller)'s view has transform \(transform) now. It is in no window "
        + "yet, so nothing on screen changes; it enters with it."
    case .presentRefused, .pushDropped, .awaitingDidMove, .removedWithoutWillMove, .orphanView,
      .everyLineRan:
      return englishOfTurn
    }
  }

  private static func byHand(_ parent: String, _ kind: String?, adding: Bool) -> String {
    guard let kind else { return "" }
    return " \(parent) is a \(kind) controller, which manages its children "
      + "itself: \(adding ? "adding" : "removing") one by hand is the app's mistake, and what "
      + "\(parent) then shows is not documented; TransitionScope leaves its views as they are."
  }

  /// The refusals of one run-loop turn and what the block left undone.
  private var englishOfTurn: String {
    switch self {
    case .presentRefused(let presented, let earlier):
      let held =
        earlier.isDismissal
        ? "\(earlier.presenter) keeps presenting \(earlier.presented) until that dismissal "
          + "completes (D-6)"
        : "\(earlier.presenter) is already busy presenting \(earlier.presented) (§3.1)"
      return "refused. This line runs in the same run-loop turn as line "
        + "\(earlier.line) (`\(earlier.code)`), before any animation "
        + "(P-13): the \(earlier.what) has only begun, and \(held). So UIKit logs the warning "
        + "shown above and \(presented) never appears: this call sends no callbacks and runs no "
        + "completion block. Present \(presented) in the completion block instead: "
        + "`\(earlier.code) {` … `}` (D-5). No source gives the exact wording UIKit logs "
        + "here since iOS 13; TransitionScope prints the first check of §3.1 (Q-37, inferred). "
        + Self.turnOrder(earlier)
    case .pushDropped(let nav, let earlier):
      return "dropped. This line runs in the same run-loop turn as line \(earlier.line) "
        + "(`\(earlier.code)`), before any animation (P-13), while the \(earlier.what) is "
        + "occurring; UIKit does not update \(nav)'s stack then (N-19) and logs the warning shown "
        + "above: the stack stays as it was, and this call sends no callbacks. Push in the "
        + "completion block of line \(earlier.line) instead: "
        + "`\(earlier.code) {` … `}` (D-5). " + Self.turnOrder(earlier)
    case .awaitingDidMove(let child, let parent, let line):
      return "The mistake: \(child) was added to \(parent) by line \(line) "
        + "but no line calls \(child).didMove(toParent: \(parent)); addChild calls "
        + "willMove for you, never didMove (K-1), so \(child) is never told the move is over."
    case .removedWithoutWillMove(let child, let line):
      return "The mistake: line \(line) removes \(child) from its parent without "
        + "calling \(child).willMove(toParent: nil) first; removeFromParent calls only "
        + "didMove(toParent: nil) for you (K-2)."
    case .orphanView(let child, let line, let state):
      return "The mistake: \(child)'s view is in the window (line \(line)) but \(child) "
        + "is no child of any controller, so no appearance callbacks reach it (K-5) and it "
        + "still counts as \(state)."
    default:
      return "Every line has run; the tree and callbacks are what UIKit makes of them."
    }
  }

  /// Why the earlier line's phases come first although UIKit animates it after the turn.
  private static func turnOrder(_ earlier: Earlier) -> String {
    "TransitionScope draws line \(earlier.line)'s transition before this line "
      + "only because it plays each line's transition to its end in turn; the tree and "
      + "callbacks are what UIKit ends with."
  }
}

extension CodeNote.Earlier {
  /// `dismissal of Card by Home` / `presentation of Card on Home`.
  var what: String {
    isDismissal
      ? "dismissal of \(presented) by \(presenter)"
      : "presentation of \(presented) on \(presenter)"
  }
}
