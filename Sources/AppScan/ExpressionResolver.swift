import SwiftSyntax

/// Turns an expression of the app's Swift into the controller it makes or names, using the
/// function's local variables and the type's stored properties read so far.
struct ExpressionResolver {
  var locals: [String: ControllerRef] = [:]
  var stored: [String: ControllerRef] = [:]
  /// Class names of the files that are navigation or tab bar controllers (by their superclass).
  var navigationClasses: Set<String> = ["UINavigationController"]
  var tabClasses: Set<String> = ["UITabBarController"]

  /// The controller `expression` makes or names; `.unknown` with its text when it cannot tell.
  func resolve(_ expression: ExprSyntax, depth: Int = 0) -> ControllerRef {
    let bare = Self.unwrapped(expression)
    guard depth < 16 else { return .unknown(Self.text(bare)) }
    if let cast = Self.cast(of: bare) {
      let inner = resolve(cast.expression, depth: depth + 1)
      if case .storyboardID(let id, _) = inner { return .storyboardID(id, cast: cast.type) }
      if case .unknown = inner { return .type(cast.type) }
      if case .made = inner { return .type(cast.type) }
      // `someStoryboard.instantiateInitialViewController() as! Container`: which storyboard
      // is unknown, the class is not.
      if case .initial(nil) = inner { return .type(cast.type) }
      return inner
    }
    if let route = Self.routeCase(bare) {
      let call = bare.as(FunctionCallExprSyntax.self)
      let inner = call.map { resolve(call: $0, depth: depth) } ?? .unknown(Self.text(bare))
      return .routed(route: route, call: inner)
    }
    if let call = bare.as(FunctionCallExprSyntax.self) {
      return resolve(call: call, depth: depth)
    }
    if let sequence = bare.as(SequenceExprSyntax.self), sequence.elements.count == 3,
      let first = sequence.elements.first,
      sequence.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text
        == "??"
    {
      // `factory?.make() ?? UIViewController()`: what the app means to show is the left side.
      return resolve(first, depth: depth + 1)
    }
    if let configured = Self.configured(bare) {
      // `UINavigationController() &> { $0.… }`: an operator of the app's that hands the
      // value to a closure to set it up, and returns it.
      return resolve(configured.value, depth: depth + 1)
    }
    if let reference = bare.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      return locals[name] ?? stored[name] ?? .unknown(name)
    }
    if let member = bare.as(MemberAccessExprSyntax.self),
      member.base.map({ Self.text($0) }) == "self"
    {
      let name = member.declName.baseName.text
      return stored[name] ?? .unknown(Self.text(bare))
    }
    return .unknown(Self.text(bare))
  }

  private func resolve(call: FunctionCallExprSyntax, depth: Int) -> ControllerRef {
    let callee = call.calledExpression
    let name: String
    if let member = callee.as(MemberAccessExprSyntax.self) {
      name = member.declName.baseName.text
    } else {
      name = Self.typeName(Self.text(callee))
    }
    let arguments = Array(call.arguments)
    switch name {
    case "instantiateViewController":
      let identifier = arguments.first {
        ["withIdentifier", "identifier"].contains($0.label?.text)
      }
      if let id = identifier.flatMap({ Self.string($0.expression) }) {
        return .storyboardID(id, cast: nil)
      }
      return .unknown(Self.text(call))
    case "instantiateInitialViewController":
      return .initial(storyboard: Self.storyboardName(in: callee))
    default: break
    }
    // An app's own helper, `storyboard.instantiateController(ofType: SettingsViewController.self)`.
    if name.hasPrefix("instantiate"),
      let type = arguments.lazy.compactMap({ Self.metatype($0.expression) }).first
    {
      return .type(type)
    }
    if navigationClasses.contains(name) || name.hasSuffix("NavigationController"),
      let root = arguments.first(where: { $0.label?.text == "rootViewController" })
    {
      return .navigation(root: resolve(root.expression, depth: depth + 1), className: name)
    }
    if name == "UIAlertController" {
      let style = arguments.first { $0.label?.text == "preferredStyle" }
      let member = style?.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
      return .alert(style: member ?? "alert")
    }
    if tabClasses.contains(name) || name.hasSuffix("TabBarController") {
      return .tab(children: [], className: name)
    }
    if name == "UISplitViewController",
      let style = arguments.first(where: { $0.label?.text == "style" })?.expression
        .as(MemberAccessExprSyntax.self)?.declName.baseName.text,
      ["doubleColumn", "tripleColumn"].contains(style)
    {
      return .columnSplit(style: style, columns: [:])
    }
    if let first = name.first, first.isUppercase,
      callee.as(MemberAccessExprSyntax.self) == nil
        || name.hasSuffix("Controller")
    {
      return .type(name)
    }
    if let first = name.first, first.isLowercase || first == "_" {
      // A function of the files may make it (`DetailViewController.make()`,
      // `factory.makeDetail(item)`): the finder follows what the function returns.
      let base = callee.as(MemberAccessExprSyntax.self)?.base.map { Self.text($0) }
      let type = base.flatMap { $0.first?.isUppercase == true ? Self.typeName($0) : nil }
      let made = ControllerRef.made(function: name, type: type, text: Self.text(call))
      if let route = arguments.lazy.compactMap({ Self.routeCase($0.expression) }).first {
        return .routed(route: route, call: made)
      }
      return made
    }
    return .unknown(Self.text(call))
  }

  /// `.detail` or `.detail(name: x)`, an enum case by its implicit type: the case as Swift
  /// names it, with its labels when the call gives them all (`detail(name:)`, `bed(_:)`).
  static func routeCase(_ expression: ExprSyntax) -> String? {
    var bare = unwrapped(expression)
    var labels: String?
    if let call = bare.as(FunctionCallExprSyntax.self) {
      bare = call.calledExpression
      if call.trailingClosure == nil {
        labels = call.arguments.map { ($0.label?.text ?? "_") + ":" }.joined()
      }
    }
    guard let member = bare.as(MemberAccessExprSyntax.self), member.base == nil else {
      return nil
    }
    let name = member.declName.baseName.text
    guard name.first?.isLowercase == true else { return nil }
    return labels.map { "\(name)(\($0))" } ?? name
  }

  /// `value op { … }` with an operator other than `??` and a closure literal on its right
  /// (a "then" operator setting the value up): the value, the operator and the closure.
  static func configured(_ expression: ExprSyntax)
    -> (value: ExprSyntax, operator: String, closure: ClosureExprSyntax)?
  {
    guard let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
      let first = sequence.elements.first, let last = sequence.elements.last,
      let op = sequence.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self),
      op.operator.text != "??", let closure = last.as(ClosureExprSyntax.self)
    else { return nil }
    return (first, op.operator.text, closure)
  }

  /// `SettingsViewController.self`: the class's name.
  private static func metatype(_ expression: ExprSyntax) -> String? {
    guard let member = expression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "self", let base = member.base,
      base.trimmedDescription.first?.isUppercase == true
    else { return nil }
    return typeName(base.trimmedDescription)
  }

  /// `UIStoryboard(name: "Main", bundle: nil)` in the callee: the storyboard's name.
  private static func storyboardName(in callee: ExprSyntax) -> String? {
    guard let member = callee.as(MemberAccessExprSyntax.self),
      let base = member.base.map(unwrapped)?.as(FunctionCallExprSyntax.self),
      let argument = base.arguments.first(where: { $0.label?.text == "name" })
    else { return nil }
    return string(argument.expression)
  }

  /// The expression without `try`, `await`, `!`, `?` and parentheses around it.
  static func unwrapped(_ expression: ExprSyntax) -> ExprSyntax {
    var current = expression
    for _ in 0..<32 {
      if let inner = current.as(TryExprSyntax.self) {
        current = inner.expression
      } else if let inner = current.as(AwaitExprSyntax.self) {
        current = inner.expression
      } else if let inner = current.as(ForceUnwrapExprSyntax.self) {
        current = inner.expression
      } else if let inner = current.as(OptionalChainingExprSyntax.self) {
        current = inner.expression
      } else if let tuple = current.as(TupleExprSyntax.self), tuple.elements.count == 1,
        let only = tuple.elements.first
      {
        current = only.expression
      } else {
        break
      }
    }
    return current
  }

  /// `x as! T`, `x as? T` (folded or in an unfolded sequence): the expression and `T`.
  static func cast(of expression: ExprSyntax) -> (expression: ExprSyntax, type: String)? {
    if let cast = expression.as(AsExprSyntax.self) {
      return (cast.expression, typeName(cast.type.trimmedDescription))
    }
    guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
    let elements = Array(sequence.elements)
    guard elements.count == 3, elements[1].is(UnresolvedAsExprSyntax.self),
      let type = elements[2].as(TypeExprSyntax.self)
    else { return nil }
    return (elements[0], typeName(type.type.trimmedDescription))
  }

  /// A string literal without interpolation: its text.
  static func string(_ expression: ExprSyntax) -> String? {
    // `String(describing: DetailViewController.self)`, the class's name as an identifier.
    if let call = expression.as(FunctionCallExprSyntax.self),
      call.calledExpression.trimmedDescription == "String",
      let argument = call.arguments.first, argument.label?.text == "describing",
      let member = argument.expression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "self", let base = member.base
    {
      return base.trimmedDescription
    }
    guard let literal = expression.as(StringLiteralExprSyntax.self),
      literal.segments.count == 1,
      let segment = literal.segments.first?.as(StringSegmentSyntax.self)
    else { return nil }
    return segment.content.text
  }

  /// `UIHostingController<Root>` → `UIHostingController`; `T?` → `T`.
  static func typeName(_ text: String) -> String {
    var name = text
    if let angle = name.firstIndex(of: "<") { name = String(name[..<angle]) }
    while name.hasSuffix("?") || name.hasSuffix("!") { name.removeLast() }
    return name
  }

  /// The expression's text on one line, at most 120 characters.
  static func text(_ node: some SyntaxProtocol) -> String {
    let flat = node.trimmedDescription.split(whereSeparator: \.isNewline)
      .map { $0.trimmingPrefix(while: \.isWhitespace) }.joined(separator: " ")
    return flat.count > 120 ? String(flat.prefix(117)) + "…" : flat
  }
}
