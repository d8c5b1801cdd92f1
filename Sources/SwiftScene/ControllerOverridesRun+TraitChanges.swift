import SwiftSyntax
import TransitionEngine

/// iOS 17's `registerForTraitChanges(_:handler:)` and `registerForTraitChanges(_:action:)` /
/// `(_:target:action:)` on the controller whose overrides run: the registration is kept with the
/// controller, and UIKit calls it when one of its traits changes (A-5; `LiveController`).
extension ControllerOverridesRun {
  /// One registration: the traits it watches, and its handler or the method its selector names.
  struct TraitRegistration {
    /// `verticalSizeClass`, `horizontalSizeClass`: the traits the tool's world changes.
    let traits: Set<String>
    let handler: SwiftClosure?
    let action: String?
    /// `Gallery.swift:8`.
    let place: String
  }

  /// UIKit's trait types as the size classes they carry; `systemTraitsAffectingSizeClass`
  /// stands for both. Other traits (appearance, dynamic type) never change in a scene.
  static let watchedTraits: [String: Set<String>] = [
    "UITraitVerticalSizeClass": ["verticalSizeClass"],
    "UITraitHorizontalSizeClass": ["horizontalSizeClass"],
    "systemTraitsAffectingSizeClass": ["verticalSizeClass", "horizontalSizeClass"],
  ]

  /// Records the registration written in the statement running now; `.void` (the token UIKit
  /// returns is not modelled).
  func registerTraitChanges(_ arguments: SwiftArguments, _ interpreter: SwiftInterpreter)
    -> SwiftValue
  {
    let call = interpreter.current.flatMap(Self.registration(in:))
    let traits = call.map(Self.traits(of:)) ?? []
    var handler: SwiftClosure?
    for value in arguments.values {
      if case .closure(let closure) = value { handler = closure }
    }
    let action = call.flatMap(Self.selectorMethod(of:))
    guard handler != nil || action != nil else {
      interpreter.notModelled("the tool cannot read this registerForTraitChanges call's handler")
      return .void
    }
    traitRegistrations.append(
      TraitRegistration(traits: traits, handler: handler, action: action, place: interpreter.place))
    return .void
  }

  /// The `registerForTraitChanges(…)` call inside `node`.
  private static func registration(in node: Syntax) -> FunctionCallExprSyntax? {
    if let call = node.as(FunctionCallExprSyntax.self),
      call.calledExpression.trimmedDescription.hasSuffix("registerForTraitChanges")
    {
      return call
    }
    for child in node.children(viewMode: .sourceAccurate) {
      if let found = registration(in: child) { return found }
    }
    return nil
  }

  /// The size classes the call's first argument (`[UITraitVerticalSizeClass.self]`) watches.
  private static func traits(of call: FunctionCallExprSyntax) -> Set<String> {
    guard let first = call.arguments.first?.expression else { return [] }
    let written =
      first.as(ArrayExprSyntax.self)?.elements.map { $0.expression.trimmedDescription }
      ?? [first.trimmedDescription]
    var traits: Set<String> = []
    for text in written {
      let name = text.replacingSuffix(".self").split(separator: ".").last.map(String.init) ?? ""
      traits.formUnion(watchedTraits[name] ?? [])
    }
    return traits
  }

  /// `update` of `action: #selector(update)` or `#selector(Self.update(_:))`.
  private static func selectorMethod(of call: FunctionCallExprSyntax) -> String? {
    guard let argument = call.arguments.first(where: { $0.label?.text == "action" }),
      let selector = argument.expression.as(MacroExpansionExprSyntax.self),
      selector.macroName.text == "selector",
      let inner = selector.arguments.first?.expression.trimmedDescription
    else { return nil }
    let path = inner.split(separator: "(").first.map(String.init) ?? inner
    return path.split(separator: ".").last.map(String.init)
  }
}

extension String {
  /// The string without `suffix` at its end, if it ends so.
  fileprivate func replacingSuffix(_ suffix: String) -> String {
    hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
  }
}
