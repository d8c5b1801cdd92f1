extension Planner {
  /// M-22 [C: DOC-style-popover; POPOVER-DOCS; DOC-isModal] [D: `_UIPopoverDimmingView
  /// -hitTest:withEvent:`, `popoverDimmingViewDidReceiveDismissalInteraction:`]: the user taps
  /// outside a popover. A tap on one of its `passthroughViews` reaches that view and keeps the
  /// popover; `isModalInPresentation` ignores the tap (D-9); otherwise the full-window dimming
  /// view starts D-10's ask, and a yes becomes the presenter's `dismiss(animated: true)` with
  /// WillDismiss before it and DidDismiss after it.
  mutating func tapOutside(_ name: String, at tapped: String?, _ recorder: inout StepRecorder)
    -> ResolvedAction
  {
    let action = ResolvedAction.tapOutside(ControllerID(name))
    guard let (base, _) = dismissalBase(for: name), let popover = world.presentations[base]
    else {
      refuse(
        warning: "\(name) presents nothing and is not presented, so there is no popover to "
          + "tap outside of", &recorder)
      return action
    }
    let top = popover.presented
    guard PopoverAnimation.replacesTransitionStyle(popover.style),
      world.presentations(within: base).allSatisfy({ $0.presented == base })
    else {
      refuse(
        warning: PopoverNote.notAPopoverWarning(top: top, style: popover.style.rawValue),
        &recorder)
      return action
    }
    if let tapped, popover.passthrough.contains(tapped) {
      recorder.capture(
        &world, .after, note: PhaseNote(.popover(.tapPassthrough(tapped: tapped))))
      return action
    }
    let spot = tapped.map { PopoverNote.TapSpot.over($0) } ?? .outside
    let modal = ([top] + world.descendants(of: top)).first {
      world[$0]?.options.modalInPresentation == true
    }
    if let holder = modal {
      // D-9, D-10 (as D-8): isModalInPresentation ignores taps outside.
      world.emit(.controller(ControllerID(top), .presentationControllerDidAttemptToDismiss))
      recorder.capture(
        &world, .after,
        note: PhaseNote(.popover(.tapModal(spot: spot, holder: holder, top: top))))
      return action
    }
    // D-10: the dimming view's dismissal interaction asks the delegate first.
    world.emit(.controller(ControllerID(top), .presentationControllerShouldDismiss))
    guard world[top]?.options.shouldDismiss != false else {
      world.emit(.controller(ControllerID(top), .presentationControllerDidAttemptToDismiss))
      recorder.capture(&world, .after, note: PhaseNote(.popover(.tapRefused(spot: spot))))
      return action
    }
    _ = dismiss(
      top, cancelled: false, animated: true,
      tapReason: .tapDismisses(spot: spot), &recorder)
    return action
  }
}
