import SwiftSyntax
import TransitionEngine

/// A call's arguments: labels, values, and the closures (trailing ones under their labels).
struct SwiftArguments {
  var labels: [String?] = []
  var values: [SwiftValue] = []

  subscript(_ label: String) -> SwiftValue? {
    labels.firstIndex(of: label).map { values[$0] }
  }

  /// The closures passed, in order.
  var closures: [SwiftClosure] {
    values.compactMap {
      if case .closure(let closure) = $0 { return closure }
      return nil
    }
  }

  /// The animation block: labelled `animations`, or the first unlabelled closure.
  var animations: SwiftClosure? {
    // A labelled `animations:` that is nil or a value the tool cannot know is no block: the
    // trailing closure after it is the completion, never a second animation block.
    if let labelled = self["animations"] {
      if case .closure(let closure) = labelled { return closure }
      return nil
    }
    return unlabelled.first
  }

  /// The completion block: labelled `completion`, or the unlabelled closure after the
  /// animation block (`UIView.animate(withDuration: 1, animations: { … }) { _ in … }`).
  var completion: SwiftClosure? {
    if let labelled = self["completion"] {
      if case .closure(let closure) = labelled { return closure }
      return nil
    }
    let rest = self["animations"] == nil ? Array(unlabelled.dropFirst()) : unlabelled
    return rest.first
  }

  private var unlabelled: [SwiftClosure] {
    zip(labels, values).compactMap { label, value -> SwiftClosure? in
      guard label == nil, case .closure(let closure) = value else { return nil }
      return closure
    }
  }
}

extension SwiftInterpreter {
  func call(_ call: FunctionCallExprSyntax, _ scope: SwiftScope) -> SwiftValue {
    let statementLevel = atStatement
    atStatement = false
    var arguments = SwiftArguments()
    for argument in call.arguments {
      arguments.labels.append(argument.label?.text)
      arguments.values.append(eval(argument.expression, scope))
    }
    if let trailing = call.trailingClosure {
      // A first trailing closure has no label; the API's names it by position.
      arguments.labels.append(nil)
      arguments.values.append(.closure(makeClosure(trailing, scope)))
    }
    for extra in call.additionalTrailingClosures {
      arguments.labels.append(extra.label.text)
      arguments.values.append(.closure(makeClosure(extra.closure, scope)))
    }
    var called = call.calledExpression
    if let chain = called.as(OptionalChainingExprSyntax.self) { called = chain.expression }
    if let access = called.as(MemberAccessExprSyntax.self) {
      let method = access.declName.baseName.text
      guard let baseSyntax = access.base else {
        // `.tab(direction)`: a case of a files' enum, with its values.
        if program.isPayloadCase(method, of: nil) {
          return .enumCase(LegacySpelling.caseName(method), arguments.values)
        }
        return construct(method, arguments, scope)
      }
      if baseSyntax.is(SuperExprSyntax.self) {
        return superCall(access, method, arguments, scope)
      }
      let base = eval(baseSyntax, scope)
      if case .member(let type) = base, program.isPayloadCase(method, of: type) {
        return .enumCase(LegacySpelling.caseName(method), arguments.values)
      }
      if method == "init", case .object(let object) = base {
        // `self.init(…)` in a convenience initializer.
        runInit(object.type, arguments, on: object)
        return .void
      }
      if let legacy = legacyCall(base, method, arguments) {
        if legacy.isProperty { return member(base, legacy.name) }
        return callMethod(base, legacy.name, legacy.arguments, statementLevel: statementLevel)
      }
      return callMethod(base, method, arguments, statementLevel: statementLevel)
    }
    if let reference = called.as(DeclReferenceExprSyntax.self) {
      var text = reference.baseName.text
      if let value = scope.lookup(text), case .closure(let closure) = value {
        return self.call(closure, arguments.values)
      }
      if let object = scope.selfObject, object.type.method(text) != nil {
        return callMethod(.object(object), text, arguments, statementLevel: statementLevel)
      }
      if let base = scope.selfObject.map(SwiftValue.object) ?? implicitSelf(scope),
        let legacy = legacyCall(base, text, arguments)
      {
        // `presentViewController(…)` in a controller's method: today's `present(…)`.
        if legacy.isProperty { return name(legacy.name, scope) }
        text = legacy.name
        arguments = legacy.arguments
      }
      if let value = legacyGlobal(text, arguments, scope) { return value }
      if let run = controllerRun, let object = scope.selfObject,
        let handled = run.call(.object(object), text, arguments, self)
      {
        return handled
      }
      if let object = scope.selfObject,
        let forwarded = percentDrivenCall(object, text, arguments)
      {
        return forwarded
      }
      if let object = scope.selfObject, let handled = uikitSelfCall(object, text, arguments) {
        return handled
      }
      if let value = implicitSelf(scope), !(text.first?.isUppercase ?? false) {
        return callMethod(value, text, arguments, statementLevel: statementLevel)
      }
      return construct(text, arguments, scope, statementLevel: statementLevel)
    }
    let value = eval(called, scope)
    if case .closure(let closure) = value { return self.call(closure, arguments.values) }
    if statementLevel { notModelled("a call the tool does not know") }
    return .unknown("`\(Self.oneLine(call.trimmedDescription))`")
  }

  /// `Type(…)`: the developer's type, or one of UIKit's the tool knows.
  func construct(
    _ type: String, _ arguments: SwiftArguments, _ scope: SwiftScope, statementLevel: Bool = false
  ) -> SwiftValue {
    // `Self()` in a static method (`static func make() -> Self { Self() }`) or an instance's:
    // a new instance of the type it names there.
    if type == "Self", let named = selfTypeName(scope) {
      return construct(named, arguments, scope, statementLevel: statementLevel)
    }
    if let made = controllerRun?.made.construct(type, arguments, self) { return made }
    // An extension of UIKit's `UIView` does not make `UIView()` one of the app's types.
    if let custom = program.types[type], custom.isDeclared {
      let made = instantiate(custom, arguments)
      registerWorldView(made, arguments)
      return made
    }
    if let made = makeWorldView(type, arguments) { return made }
    if let interactor = makePercentDriven(type) { return interactor }
    if let animation = makeLayerAnimation(type) { return animation }
    switch type {
    case "CGAffineTransform":
      return transform(arguments) ?? .unknown("a transform the tool does not model")
    case "UIViewPropertyAnimator":
      let box = PropertyAnimatorBox()
      if let animations = arguments.animations {
        box.animations.append(animations)
      }
      return .propertyAnimator(box)
    case "UIView", "UIImageView", "UIVisualEffectView", "UIButton", "UILabel":
      return .madeView(presentationRun?.make(type) ?? "a \(type) the code made")
    case "max", "min":
      let numbers = arguments.values.compactMap {
        if case .number(let value) = $0 { return value }
        return nil
      }
      guard numbers.count == arguments.values.count, !numbers.isEmpty else {
        return .unknown(type)
      }
      return .number((type == "max" ? numbers.max() : numbers.min()) ?? 0)
    case "abs", "round", "floor", "ceil":
      // The standard library's rounding of one number (`round(width * 0.75)`).
      guard arguments.values.count == 1, case .number(let value)? = arguments.values.first,
        value.isFinite
      else { return .unknown(type) }
      switch type {
      case "abs": return .number(abs(value))
      case "round": return .number(value.rounded())
      case "floor": return .number(value.rounded(.down))
      default: return .number(value.rounded(.up))
      }
    case "CGFloat", "Double", "Float", "TimeInterval":
      return arguments.values.first ?? .number(0)
    default:
      if let geometry = makeGeometry(type, arguments) { return geometry }
      if statementLevel { notModelled("\(type)(…) is not modelled") }
      return .unknown("a \(type)")
    }
  }

  /// `CGAffineTransform(scaleX:y:)` and `(translationX:y:)`.
  private func transform(_ arguments: SwiftArguments) -> SwiftValue? {
    let numbers = arguments.values.compactMap { value -> Double? in
      if case .number(let number) = value, number.isFinite { return number }
      return nil
    }
    guard numbers.count == 2 else { return nil }
    switch arguments.labels.first ?? nil {
    case "scaleX":
      let x = min(max(numbers[0], -100), 100)
      let y = min(max(numbers[1], -100), 100)
      return .transform(Transform(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0))
    case "translationX":
      let x = min(max(numbers[0], -10_000), 10_000)
      let y = min(max(numbers[1], -10_000), 10_000)
      return .transform(Transform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y))
    default: return nil
    }
  }

  /// The type `Self` names in `scope`: the class of `self`, or the type a static method or a
  /// static property's initializer runs for; nil outside the files' types.
  func selfTypeName(_ scope: SwiftScope) -> String? {
    if let object = scope.selfObject { return object.type.name }
    if case .member(let type)? = scope.lookup("self"), program.types[type]?.isDeclared == true {
      return type
    }
    return nil
  }

  /// A new instance of the developer's type: defaults, then the matching `init`.
  func instantiate(_ type: SwiftType, _ arguments: SwiftArguments) -> SwiftValue {
    let object = SwiftObject(type: type)
    let scope = SwiftScope(parent: program.globals, selfObject: object)
    let saved = source
    for (name, initial) in type.stored {
      // An inherited property's default is written in its own class's file.
      source = initial.flatMap { program.source(containing: $0) } ?? type.source
      object.fields[name] = initial.map { eval($0, scope) } ?? .null
    }
    source = saved
    if !type.inits.isEmpty {
      runInit(type, arguments, on: object)
    } else {
      // A struct's memberwise initializer.
      for (label, value) in zip(arguments.labels, arguments.values) {
        if let label { object.fields[label] = value }
      }
    }
    return .object(object)
  }
}

extension FunctionParameterSyntax {
  /// The label a caller writes, nil for `_`.
  var callLabel: String? { firstName.tokenKind == .wildcard ? nil : firstName.text }
}
