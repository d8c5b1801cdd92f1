import SwiftSyntax
import TransitionEngine

/// What changes while a `code:` line's call of the app's own member runs (issue 32): the
/// controller object is the world's controller, so its UIKit calls on itself (`self.present`,
/// a bare `addChild(…)`, `super.addChild(…)` into UIKit's class) are the world's calls on that
/// controller, and assigning a stored property runs its `willSet` / `didSet`.
extension SwiftInterpreter {
  /// UIKit's controller methods a controller of the app calls on itself that the engine plays.
  static let selfControllerCalls: Set<String> = [
    "present", "dismiss", "addChild", "removeFromParent", "willMove", "didMove", "transition",
    "pushViewController", "popViewController", "setViewControllers",
  ]

  /// `object.method(…)` as UIKit's own method of the world's controller `object` stands for
  /// (K-1, K-2, K-4, P-1, N-1); nil outside a member call or for another method.
  func uikitSelfCall(_ object: SwiftObject, _ method: String, _ arguments: SwiftArguments)
    -> SwiftValue?
  {
    guard runsAppMember, let name = object.worldName, object.type.isController,
      Self.selfControllerCalls.contains(method)
    else { return nil }
    return controllerCall(name, method, arguments)
  }

  /// `self` passed to UIKit (`child.didMove(toParent: self)`) is the world's controller.
  func worldController(_ value: SwiftValue) -> SwiftValue {
    guard runsAppMember, case .object(let object) = value, let name = object.worldName,
      object.type.isController
    else { return value }
    return .controller(name)
  }

  /// `object.property = value` on a stored property with observers in the files: `willSet`
  /// with `newValue` (or its own name), the store, then `didSet` with `oldValue`, as Swift runs
  /// them. False when the property has no observer or no member call runs.
  func assignObserved(_ object: SwiftObject, _ property: String, _ value: SwiftValue) -> Bool {
    guard runsAppMember, let accessors = observers(of: object.type, property) else {
      return false
    }
    let old = object.fields[property] ?? .null
    runObserver(accessors, .keyword(.willSet), "newValue", value, on: object)
    object.fields[property] = value
    runObserver(accessors, .keyword(.didSet), "oldValue", old, on: object)
    return true
  }

  private func observers(of type: SwiftType, _ property: String) -> [AccessorDeclSyntax]? {
    var current: SwiftType? = type
    var depth = 0
    while let here = current, depth < Self.depthLimit {
      if let found = here.observers[property] { return found }
      current = here.superclass
      depth += 1
    }
    return nil
  }

  private func runObserver(
    _ accessors: [AccessorDeclSyntax], _ kind: TokenKind, _ implicitName: String,
    _ value: SwiftValue, on object: SwiftObject
  ) {
    guard let accessor = accessors.first(where: { $0.accessorSpecifier.tokenKind == kind }),
      let body = accessor.body
    else { return }
    let name = accessor.parameters?.name.text ?? implicitName
    _ = invoke(body: body.statements, parameters: [name], arguments: [value], on: object)
  }
}
