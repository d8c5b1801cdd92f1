import TransitionEngine

extension SwiftStepReader {
  /// a dismissal a `code` step's lines make (`Card.dismiss(animated: true)`, or a member
  /// of the app that says `dismiss(animated:)`) asks the presented controller's
  /// `transitioningDelegate` as a `dismiss:` step does: the same kept object, for every
  /// presented controller an earlier step gave one. Empty for other steps.
  func dismissalCalls(for step: StepSpec) throws(SceneError) -> [String: AppCall] {
    guard case .code = step.action else { return [:] }
    var calls: [String: AppCall] = [:]
    for (name, node) in context.delegates {
      let probe = StepSpec(action: .dismiss(name, interactiveCancelled: false))
      let inputs = Inputs(cancelled: nil, controllerClasses: controllerClasses(for: probe))
      calls[name] = try call(
        node, role: .transitioningDelegate(presenting: false), inputs,
        selfType: context.delegateSelves[name].flatMap { context.classes[$0] },
        kept: ("presented " + name, false))
    }
    return calls
  }
}
