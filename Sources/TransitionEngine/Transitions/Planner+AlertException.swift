extension Planner {
  /// M-19 [C: ALERT-EXC] [D]: an iPad action sheet with no anchor. UIKit accepts the call,
  /// builds the container and sets the links (P-7), then the regular presentation
  /// controller's `presentationTransitionWillBegin` raises. A real app crashes there; the
  /// program shows that moment and carries on from the state before the step.
  mutating func raiseFromWillBegin(
    _ spec: PresentSpec, presenter: String, placement: PresentationPlacement,
    _ recorder: inout StepRecorder
  ) {
    let saved = world
    let name = spec.controller.name
    let controllerClass = AlertPresentation.regularController
    world.instantiate(spec.controller)
    world.loadViewIfNeeded(name)
    let container = makeContainer(presenter: presenter, placement: placement)
    world.linkPresentation(
      Presentation(
        presented: name, presenter: presenter, source: spec.from, requestedStyle: .actionSheet,
        style: .popover, custom: nil, anchor: nil, placement: placement, container: container),
      controllerClass: controllerClass)
    world.forest.setRole(container, .containerView)
    let via =
      presenter == spec.from
      ? ""
      : " (present was called on \(spec.from); the popover style walks up to \(presenter), P-2)"
    recorder.capture(
      &world, .containerReady,
      "On an iPad an action sheet's modalPresentationStyle is popover and its presentation "
        + "controller is \(controllerClass), a UIPopoverPresentationController subclass (M-19). "
        + "present is accepted\(via): UIKit sets the links presentingViewController / "
        + "presentedViewController (P-7) and makes the presentation's UITransitionView (T-2). "
        + "No sourceView, sourceRect or barButtonItem was given (M-17).")
    world.emit(
      .presentationController(of: ControllerID(name), .presentationTransitionWillBegin))
    recorder.error = AlertPresentation.missingAnchorException(
      alert: name, presenterClass: world[presenter]?.className ?? "UIViewController",
      presenter: presenter)
    recorder.capture(
      &world, .willBegin,
      "\(controllerClass).presentationTransitionWillBegin() finds no anchor and raises "
        + "NSGenericException, the text shown above (M-19; crash logs show the exception thrown "
        + "from this method, so after present was accepted). No dimming view or popover is "
        + "added and no appearance callback starts. Only Apple's own apps get a centred "
        + "fallback.")
    world = saved
    recorder.capture(
      &world, .after,
      "A real app would crash here. TransitionScope shows the exception and carries on from "
        + "the state before this step, as if the present call had never been made. Give the "
        + "action sheet an anchor: (sourceView and sourceRect, or barButtonItem) to see it "
        + "as a popover.")
  }
}
