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

  /// D-8 [C: DOC-isModal; DOC-didAttempt]: a sheet whose presented controller (or a
  /// controller inside it [I]) has `isModalInPresentation` never turns the user's swipe into a
  /// dismissal: the delegate hears only `presentationControllerDidAttemptToDismiss(_:)`, and
  /// the links, the tree and the appearance states stay as they are. With `sheet == false` the
  /// gesture is a zoom's own drag (N-15): refused the same way [I], with no delegate call
  /// (unknown for a zoom). True when it refused.
  mutating func refuseModalSwipe(_ top: String, sheet: Bool, _ recorder: inout StepRecorder)
    -> Bool
  {
    let modal = ([top] + world.descendants(of: top)).filter {
      world[$0]?.options.modalInPresentation == true
    }
    guard let holder = modal.first else {
      return sheet && refuseBySwipeDelegate(top, &recorder)
    }
    guard sheet else {
      let who = holder == top ? top : "\(holder) (inside \(top))"
      recorder.capture(&world, .after, ZoomDragStory.refusedByModal(who: who, top: top))
      return true
    }
    world.emit(.controller(ControllerID(top), .presentationControllerDidAttemptToDismiss))
    recorder.capture(
      &world, .after, note: PhaseNote(.sheet(.modalSwipeRefused(holder: holder, top: top))))
    return true
  }

  /// The sentence for a user's swipe (D-7, M-12).
  func swipeStory(_ top: String, completed: Bool) -> String {
    SheetNote.swipe(completed: completed).english
  }

  /// D-10, D-8 [C: DOC-shouldDismiss; DOC-didAttempt]: the delegate asked by a user's swipe
  /// answers no (`shouldDismiss: false`): it hears presentationControllerShouldDismiss(_:),
  /// then only presentationControllerDidAttemptToDismiss(_:). True when it refused.
  private mutating func refuseBySwipeDelegate(_ top: String, _ recorder: inout StepRecorder)
    -> Bool
  {
    guard world[top]?.options.shouldDismiss == false else { return false }
    world.emit(.controller(ControllerID(top), .presentationControllerShouldDismiss))
    world.emit(.controller(ControllerID(top), .presentationControllerDidAttemptToDismiss))
    recorder.capture(&world, .after, note: PhaseNote(.sheet(.swipeDelegateRefused)))
    return true
  }
}
