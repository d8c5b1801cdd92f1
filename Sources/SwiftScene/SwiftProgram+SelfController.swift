import TransitionEngine

extension SwiftProgram {
  /// The scope a step's delegate expression is read in: `self` is an instance of `selfType`
  /// (the class a scene controller's `class:` names), so `transitioningDelegate: self` is that
  /// controller; without one, `self` is unknown.
  func expressionScope(_ interpreter: SwiftInterpreter, selfType: String?) -> SwiftScope {
    guard let selfType, let type = types[selfType],
      case .object(let controller) = interpreter.instantiate(type, SwiftArguments())
    else { return SwiftScope(parent: globals) }
    return SwiftScope(parent: globals, selfObject: controller)
  }
}
