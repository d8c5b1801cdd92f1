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

  /// `base.name` from an extension of UIKit's type, or of an app protocol the scene
  /// controller's class adopts; nil when no extension declares it.
  func extensionMember(_ base: SwiftValue, _ name: String) -> SwiftValue? {
    func getter(_ typeName: String) -> SwiftValue? {
      guard let type = program.types[typeName], !type.isDeclared,
        let getter = type.computed[name]
      else { return nil }
      return invoke(body: getter, parameters: [], arguments: [], on: nil, selfValue: base)
    }
    for typeName in uikitTypes(of: base) {
      if let value = getter(typeName) { return value }
    }
    for typeName in protocolDefaultOwners(base, name) {
      if let value = getter(typeName) { return value }
    }
    return nil
  }

  /// `base.method(…)` from an extension of UIKit's type, or of an app protocol the scene
  /// controller's class adopts; nil when no extension declares it.
  func extensionCall(_ base: SwiftValue, _ method: String, _ arguments: SwiftArguments)
    -> SwiftValue?
  {
    func run(_ typeName: String) -> SwiftValue? {
      guard let type = program.types[typeName], !type.isDeclared,
        let function = type.method(method, labels: arguments.labels), let body = function.body
      else { return nil }
      let parameters = function.signature.parameterClause.parameters
      return invoke(
        body: body.statements, parameters: parameters.map(\.innerName),
        arguments: bind(parameters, arguments) ?? arguments.values, on: nil, selfValue: base)
    }
    for typeName in uikitTypes(of: base) {
      if let value = run(typeName) { return value }
    }
    for typeName in protocolDefaultOwners(base, method) {
      if let value = run(typeName) { return value }
    }
    return nil
  }

  /// The app's protocols whose extensions give `member` to the scene controller `base`'s
  /// class (issue 32): `rootViewController?.dismissAnimator` on a controller adopting a
  /// protocol with that default. Empty for any other value, or when no extension declares
  /// `member` (checked first: the common case costs one set lookup).
  private func protocolDefaultOwners(_ base: SwiftValue, _ member: String) -> [String] {
    guard case .controller(let name) = base, program.protocolDefaultGives(member),
      let className = controllerClass(name)
    else { return [] }
    return program.protocolDefaultOwners(ofClass: className, member)
  }

  /// `self` inside an extension of UIKit's type: the context, view or controller it runs on.
  func implicitSelf(_ scope: SwiftScope) -> SwiftValue? {
    guard scope.selfObject == nil, let value = scope.lookup("self") else { return nil }
    return value
  }
}
