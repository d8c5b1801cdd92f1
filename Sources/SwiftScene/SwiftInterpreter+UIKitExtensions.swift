import SwiftSyntax
import TransitionEngine

/// The developer's extensions of UIKit's own types and protocols: `extension
/// UIViewControllerContextTransitioning { var toVC: UIViewController? { … } }`, `extension
/// UIView { func fadeIn() { … } }`. Their computed properties and methods run with `self` the
/// transition's context, view or controller, and a bare name in them (`viewController(forKey:
/// .to)`) is a member of that `self`.
extension SwiftInterpreter {
  /// The UIKit type names whose extensions apply to `value`.
  private func uikitTypes(of value: SwiftValue) -> [String] {
    switch value {
    case .context: return ["UIViewControllerContextTransitioning"]
    case .view, .madeView: return ["UIView"]
    case .controller: return ["UIViewController"]
    default: return []
    }
  }

  /// `base.name` from an extension of UIKit's type; nil when no extension declares it.
  func extensionMember(_ base: SwiftValue, _ name: String) -> SwiftValue? {
    for typeName in uikitTypes(of: base) {
      guard let type = program.types[typeName], !type.isDeclared,
        let getter = type.computed[name]
      else { continue }
      return invoke(body: getter, parameters: [], arguments: [], on: nil, selfValue: base)
    }
    return nil
  }

  /// `base.method(…)` from an extension of UIKit's type; nil when no extension declares it.
  func extensionCall(_ base: SwiftValue, _ method: String, _ arguments: SwiftArguments)
    -> SwiftValue?
  {
    for typeName in uikitTypes(of: base) {
      guard let type = program.types[typeName], !type.isDeclared,
        let function = type.method(method, labels: arguments.labels), let body = function.body
      else { continue }
      let parameters = function.signature.parameterClause.parameters
      return invoke(
        body: body.statements, parameters: parameters.map(\.innerName),
        arguments: bind(parameters, arguments) ?? arguments.values, on: nil, selfValue: base)
    }
    return nil
  }

  /// `self` inside an extension of UIKit's type: the context, view or controller it runs on.
  func implicitSelf(_ scope: SwiftScope) -> SwiftValue? {
    guard scope.selfObject == nil, let value = scope.lookup("self") else { return nil }
    return value
  }
}
