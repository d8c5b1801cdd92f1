extension Planner {
  /// M-17, M-19 [D: UIPopoverPresentationController `-presentationTransitionWillBegin`]
  /// [C: ALERT-EXC]: a popover (or an iPad action sheet, whose presentation controller is a
  /// popover one) with no anchor. UIKit accepts the call, loads the presented view, builds the
  /// container and sets the links (P-7); then the popover controller's
  /// `presentationTransitionWillBegin` asks the delegate's `prepareForPopoverPresentation(_:)`
  /// (the last chance to give an anchor), finds none and raises. A real app crashes there;
  /// the program shows that moment and carries on from the state before the step.
  mutating func raiseFromWillBegin(
    _ spec: PresentSpec, presenter: String, placement: PresentationPlacement,
    requested: PresentationStyle, systemClass: String? = nil, _ recorder: inout StepRecorder
  ) {
    let saved = world
    let name = spec.controller.name
    let isActionSheet = requested == .actionSheet
    let controllerClass =
      isActionSheet ? AlertPresentation.regularController : "UIPopoverPresentationController"
    world.instantiate(spec.controller)
    world.loadViewIfNeeded(name)
    let container = makeContainer(presenter: presenter, placement: placement)
    world.linkPresentation(
      Presentation(
        presented: name, presenter: presenter, source: spec.from, requestedStyle: requested,
        style: .popover, custom: nil, anchor: nil, placement: placement, container: container),
      controllerClass: controllerClass)
    world.forest.setRole(container, .containerView)
    let walk =
      presenter == spec.from
      ? nil : AlertExceptionNote.Walk(from: spec.from, presenter: presenter)
    let system = systemClass.flatMap {
      SystemControllers.note($0, presented: name, requested: requested)
    }
    recorder.capture(
      &world, .containerReady,
      note: AlertExceptionNote.accepted(
        system: system, actionSheet: isActionSheet, controllerClass: controllerClass, walk: walk
      ).note)
    world.emit(
      .presentationController(of: ControllerID(name), .presentationTransitionWillBegin))
    recorder.error =
      isActionSheet
      ? AlertPresentation.missingAnchorException(
        alert: name, presenterClass: world[presenter]?.className ?? "UIViewController",
        presenter: presenter)
      : systemClass.map {
        SystemControllers.missingAnchorException(name, className: $0)
      } ?? Self.missingPopoverAnchorException(name)
    let source: AlertExceptionNote.Source =
      systemClass != nil ? .systemController : isActionSheet ? .actionSheet : .popover
    recorder.capture(
      &world, .willBegin,
      note: AlertExceptionNote.raised(controllerClass: controllerClass, source: source).note)
    world = saved
    recorder.capture(
      &world, .after, note: AlertExceptionNote.carriedOn(actionSheet: isActionSheet).note)
  }

  /// M-6, M-17 [C: POPOVER-EXC]: what UIKit raises for a popover without an anchor.
  static func missingPopoverAnchorException(_ presented: String) -> String {
    "NSGenericException: UIPopoverPresentationController (<UIPopoverPresentationController: "
      + "\(presented)>) should have a non-nil sourceView or barButtonItem set before the "
      + "presentation occurs."
  }
}
