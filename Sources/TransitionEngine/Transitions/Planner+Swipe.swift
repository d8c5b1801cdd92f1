extension Planner {
  /// D-7 / M-12: only a sheet (iOS 13+) can be swiped down, and only by the user; the
  /// adaptive delegate hears the swipe.
  func isSwipeable(_ presentation: Presentation) -> Bool {
    world.environment.ios >= 13 && PresentationRules.isCard(presentation.style)
  }

  /// Why a completed swipe cannot happen, or nil: the top controller must be a sheet, and a
  /// swipe takes away only the sheet it is on.
  func swipeRefusal(top: String, chain: [String]) -> String? {
    guard let presentation = world.presentations[top], isSwipeable(presentation) else {
      return "\(top) is not presented as a sheet, so there is nothing to swipe down; only "
        + "iOS 13+ sheets can be swiped away"
    }
    guard chain.count == 1 else {
      return "a swipe takes away only the top sheet, \(top); dismiss the others in code"
    }
    return nil
  }

  /// The sentence for a user's swipe (D-7, M-12).
  func swipeStory(_ top: String, completed: Bool) -> String {
    "A user's swipe, not a dismiss call: the presentation controller's delegate hears "
      + "presentationControllerWillDismiss(_:) as the drag begins (D-7, M-12)"
      + (completed
        ? "; the user lets go far enough, so the dismissal finishes."
        : "; presentationControllerDidDismiss(_:) comes only if the sheet really goes.")
  }
}
