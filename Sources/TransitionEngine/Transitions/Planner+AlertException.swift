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
    let via =
      presenter == spec.from
      ? ""
      : " (present was called on \(spec.from); the popover style walks up to \(presenter), P-2)"
    let what =
      (systemClass.map {
        SystemControllers.sentence($0, presented: name, requested: requested)
      } ?? "")
      + (isActionSheet
        ? "On an iPad an action sheet's modalPresentationStyle is popover and its presentation "
          + "controller is \(controllerClass), a UIPopoverPresentationController subclass (M-19). "
        : "A popover's presentation controller is a UIPopoverPresentationController (M-6). ")
    recorder.capture(
      &world, .containerReady,
      what + "present is accepted\(via): UIKit "
        + (isActionSheet ? "" : "loads the presented view (its viewDidLoad comes first), ")
        + "sets the links presentingViewController / presentedViewController (P-7) and makes "
        + "the presentation's UITransitionView (T-2). No sourceView, sourceRect or "
        + "barButtonItem was given (M-17).")
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
    let source =
      systemClass != nil
      ? "M-21; crash logs in public issue threads quote it, thrown from this method"
      : isActionSheet
        ? "M-19; crash logs show the exception thrown from this method, so after present was "
          + "accepted"
        : "M-17; decompiled iOS 26.1 UIKit [D] shows the check in this method, after the delegate's "
          + "prepareForPopoverPresentation(_:), the last place to give an anchor"
    recorder.capture(
      &world, .willBegin,
      "\(controllerClass).presentationTransitionWillBegin() finds no anchor and raises "
        + "NSGenericException, the text shown above (\(source)). No dimming view or popover is "
        + "added and no appearance callback starts. Only Apple's own apps get a centred "
        + "fallback.")
    world = saved
    recorder.capture(
      &world, .after,
      "A real app would crash here. TransitionScope shows the exception and carries on from "
        + "the state before this step, as if the present call had never been made. "
        + (isActionSheet
          ? "Give the action sheet an anchor (sourceView and sourceRect, or barButtonItem) to "
            + "see it as a popover."
          : "Give the popover an anchor (sourceView and sourceRect, or barButtonItem) to see "
            + "it on screen."))
  }

  /// M-6, M-17 [C: POPOVER-EXC]: what UIKit raises for a popover without an anchor.
  static func missingPopoverAnchorException(_ presented: String) -> String {
    "NSGenericException: UIPopoverPresentationController (<UIPopoverPresentationController: "
      + "\(presented)>) should have a non-nil sourceView or barButtonItem set before the "
      + "presentation occurs."
  }
}
