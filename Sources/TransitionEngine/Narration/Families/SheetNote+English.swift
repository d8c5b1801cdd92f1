extension SheetNote {
  /// The words in English, with the spaces that join them to the next note.
  var english: String {
    switch self {
    case .detentMoving(let from, let to, let interactive, let pushBack):
      return "Half-way: the card moves from the \(from) detent towards \(to) (M-10)."
        + (interactive ? " The user's finger drives it." : "") + (pushBack?.english ?? "")
    case .detentSettled(
      let name, let detent, let unchanged, let follows, let interactive, let dimming):
      var text =
        unchanged
        ? "\(name) already rests at the \(detent) detent; nothing moves. "
        : "selectedDetentIdentifier becomes \(detent): the card's frame follows the detent "
          + "(M-10). "
      if !follows {
        text += "In this size class the card does not follow detents, so its frame stays. "
      }
      text +=
        interactive
        ? "The user dragged it, so the sheet's delegate hears "
          + "sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:) (M-10). "
        : "A change made in code (inside animateChanges) does not call the delegate (M-10). "
      text += dimming?.english ?? ""
      return SheetStory.trimmed(text)
    case .modalSwipeRefused(let holder, let top):
      let who = holder == top ? top : "\(holder) (inside \(top))"
      return "\(who) has isModalInPresentation = true, so the user's swipe never becomes a "
        + "dismissal (D-8): no presentationControllerWillDismiss, no dismissal transition, no "
        + "appearance callbacks, no presentationControllerDidDismiss; the links and the tree "
        + "are unchanged. The delegate hears only presentationControllerDidAttemptToDismiss(_:), "
        + "where apps typically ask \"discard changes?\". The card may follow the finger a "
        + "little and spring back (inferred). dismiss(animated:) in code still dismisses it "
        + "(D-9)."
    case .swipeDelegateRefused:
      return "The user's swipe asks the delegate presentationControllerShouldDismiss(_:) first "
        + "(D-10), and it says no, so the swipe never becomes a dismissal (D-8): only "
        + "presentationControllerDidAttemptToDismiss(_:) follows; no "
        + "presentationControllerWillDismiss, no dismissal transition, no appearance "
        + "callbacks, the links and the tree unchanged. The card may follow the finger a "
        + "little and spring back (inferred)."
    case .swipe(let completed):
      return "A user's swipe, not a dismiss call: the presentation controller's delegate hears "
        + "presentationControllerWillDismiss(_:) as the drag begins (D-7, M-12)"
        + (completed
          ? "; the user lets go far enough, so the dismissal finishes."
          : "; presentationControllerDidDismiss(_:) comes only if the sheet really goes.")
    case .releasedEarly(let events, let zoom):
      return "Released too early: dismissalTransitionDidEnd(false). The container stays and the "
        + "links are kept (D-6). Callbacks: "
        + AppearanceSentence.sequence(events, rule: "T-6")
        + (zoom ? " The zoom springs back and the source view is shown again (N-15)." : "")
    case .stillPresented(let top):
      return "\(top) is still presented, exactly as before."
    }
  }
}

extension SheetNote.Dimming {
  /// Whether the dimming shows at this detent and whether push-back holds, in English.
  var english: String {
    (undimmed
      ? "At or below the largest undimmed detent the dimming is not visible and \(presenter) "
        + "stays interactive; here the UIDimmingView stays with alpha 0 (M-10, Q-19). "
      : "The dimming view is visible at this detent (M-10). ")
      + (pushBack?.english
        ?? (wasPushingBack
          ? "Below the large detent nothing is pushed back, so the transform goes (M-11). " : ""))
  }
}

extension SheetNote.PushBack {
  /// The name of the pushed-back view in English.
  var view: String {
    below.map { "\($0)'s card (its UIDropShadowView)" } ?? "the root wrapper's UIDropShadowView"
  }

  /// The push-back sentence where the sheet rests, in English.
  var english: String {
    "A sheet at its large detent in compact width and regular height pushes back what it "
      + "came up over: \(view) gets transform = \(values) and its printed "
      + "frame is the scaled one (M-11). " + Self.numbers
  }

  /// Where the push-back numbers come from (M-11, Q-25, Q-19).
  static let numbers =
    "No published dump shows a pushed-back view: the scale, 1 − 2m/W with a 16-pt margin "
    + "(20 pt on windows wider than 393 pt), is inferred from a third-party port of iOS 16, the "
    + "shift is unknown and left at 0, whether iOS 26 still pushes back is not established, "
    + "and which view carries the transform is inferred too (M-11, Q-25, Q-19). "

  /// The push-back numbers in Chinese.
  static let chineseNumbers =
    "没有任何公开的 dump 显示过被缩后的视图：缩放比例 1 − 2m/W（边距 16 pt，窗口宽于 393 pt "
    + "时为 20 pt）是从 iOS 16 的一个第三方移植推断出来的，位移未知，这里取 0；iOS 26 是否仍然"
    + "缩后尚无定论，由哪个视图承载这个 transform 也是推断的 (M-11, Q-25, Q-19)。"
}
