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
        warning: "\(top) is not shown as a popover on top (its style in force is "
          + "\(popover.style.rawValue)), so there is no popover dimming view to tap; a popover "
          + "that adapted to a sheet is swiped down instead (interactive: completed, D-7)",
        &recorder)
      return action
    }
    if let tapped, popover.passthrough.contains(tapped) {
      recorder.capture(
        &world, .after,
        "The tap lands on \(tapped)'s view, one of the popover's passthroughViews: the "
          + "dimming view's hitTest lets the touch through to it (M-22; decompiled iOS 26.1 "
          + "UIKit [D]). \(tapped) handles the tap as its own, the popover stays, and no "
          + "delegate hears anything.")
      return action
    }
    let spot =
      tapped.map { "The tap lands over \($0)'s view, which is not a passthrough view, so " }
      ?? "The tap lands outside the popover, where "
    let modal = ([top] + world.descendants(of: top)).first {
      world[$0]?.options.modalInPresentation == true
    }
    if let holder = modal {
      // D-9, D-10 (as D-8): isModalInPresentation ignores taps outside.
      world.emit(.controller(ControllerID(top), .presentationControllerDidAttemptToDismiss))
      recorder.capture(
        &world, .after,
        spot + "the popover's full-window dimming view catches it (M-22). "
          + "\(holder == top ? top : "\(holder) (inside \(top))") has isModalInPresentation = "
          + "true, so the tap never becomes a dismissal (D-9): the delegate is not asked and "
          + "hears only presentationControllerDidAttemptToDismiss(_:), as for a refused swipe "
          + "(D-10, D-8). Apple's page says only that events outside are ignored; that the "
          + "delegate hears DidAttemptToDismiss for a popover too is inferred [I].")
      return action
    }
    // D-10: the dimming view's dismissal interaction asks the delegate first.
    world.emit(.controller(ControllerID(top), .presentationControllerShouldDismiss))
    guard world[top]?.options.shouldDismiss != false else {
      world.emit(.controller(ControllerID(top), .presentationControllerDidAttemptToDismiss))
      recorder.capture(
        &world, .after,
        spot + "the popover's full-window dimming view catches it and asks the delegate "
          + "presentationControllerShouldDismiss(_:) (M-22, D-10). The delegate says no, so "
          + "the tap ends as a refused swipe does (D-8): only "
          + "presentationControllerDidAttemptToDismiss(_:) follows; no dismissal, no appearance "
          + "callbacks, the links and the tree unchanged.")
      return action
    }
    _ = dismiss(
      top, cancelled: false, animated: true,
      tapReason: spot
        + "the popover's full-window dimming view catches it and asks the delegate "
        + "presentationControllerShouldDismiss(_:), which says yes (M-22, D-10), so UIKit calls "
        + "the presenter's dismiss(animated: true) and the delegate hears "
        + "presentationControllerWillDismiss(_:). ", &recorder)
    return action
  }
}
