import SwiftSyntax
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

  /// The object a step's delegate expression builds: the one kept under `kept`'s key when
  /// UIKit asks it again (N-24, TB-14, X-1), else built now in `self`'s scope and kept.
  func delegateObject(
    _ syntax: ExprSyntax, _ interpreter: SwiftInterpreter, selfType: String?,
    kept: SwiftKeptObject?
  ) -> SwiftValue {
    if let kept, !kept.fresh, let object = keptObjects[kept.key] {
      // UIKit asks the same object again, with the values it kept.
      return .object(object)
    }
    // The step's expression may name the scene's controllers (an init that takes them).
    interpreter.namesSceneControllers = true
    let built = interpreter.eval(syntax, expressionScope(interpreter, selfType: selfType))
    interpreter.namesSceneControllers = false
    if let kept, case .object(let object) = built { keptObjects[kept.key] = object }
    return built
  }
}
