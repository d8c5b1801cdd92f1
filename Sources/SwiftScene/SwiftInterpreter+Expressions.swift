import SwiftSyntax
import TransitionEngine

extension SwiftInterpreter {
  /// The value of an expression.
  func eval(_ expression: ExprSyntax, _ scope: SwiftScope) -> SwiftValue {
    guard tick() else { return .unknown("a value after the run stopped") }
    if let literal = expression.as(BooleanLiteralExprSyntax.self) {
      return .bool(literal.literal.tokenKind == .keyword(.true))
    }
    if let literal = expression.as(IntegerLiteralExprSyntax.self) {
      return Double(literal.literal.text.filter { $0 != "_" }).map(SwiftValue.number)
        ?? .unknown("a number")
    }
    if let literal = expression.as(FloatLiteralExprSyntax.self) {
      return Double(literal.literal.text.filter { $0 != "_" }).map(SwiftValue.number)
        ?? .unknown("a number")
    }
    if let literal = expression.as(StringLiteralExprSyntax.self) {
      return .string(literal.segments.trimmedDescription)
    }
    if expression.is(NilLiteralExprSyntax.self) { return .null }
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return name(reference.baseName.text, scope)
    }
    if let access = expression.as(MemberAccessExprSyntax.self) {
      guard let base = access.base else {
        return .member(LegacySpelling.caseName(access.declName.baseName.text))
      }
      if base.is(SuperExprSyntax.self) {
        return superMember(access, access.declName.baseName.text, scope)
      }
      return member(eval(base, scope), access.declName.baseName.text)
    }
    if let call = expression.as(FunctionCallExprSyntax.self) { return self.call(call, scope) }
    if let prefix = expression.as(PrefixOperatorExprSyntax.self) {
      let value = eval(prefix.expression, scope)
      switch (prefix.operator.text, value) {
      case ("!", .bool(let truth)): return .bool(!truth)
      case ("-", .number(let number)): return .number(-number)
      case ("+", .number(let number)): return .number(number)
      default: return .unknown("`\(expression.trimmedDescription)`")
      }
    }
    if let sequence = expression.as(SequenceExprSyntax.self) {
      return evalFolded(SwiftOperators.fold(Array(sequence.elements)), scope)
    }
    if let unwrap = expression.as(ForceUnwrapExprSyntax.self) {
      let value = eval(unwrap.expression, scope)
      // A force unwrap of nil would crash the app; the tool assumes the value is there.
      return value.isNone ? .unknown("`\(expression.trimmedDescription)`") : value
    }
    if let chain = expression.as(OptionalChainingExprSyntax.self) {
      return eval(chain.expression, scope)
    }
    if let tuple = expression.as(TupleExprSyntax.self) {
      if tuple.elements.count == 1, let only = tuple.elements.first {
        return eval(only.expression, scope)
      }
      // A tuple is held as its values in order (`.0`, `.1`, and `let (a, b) = …` read them).
      return .array(tuple.elements.map { eval($0.expression, scope) })
    }
    if let array = expression.as(ArrayExprSyntax.self) {
      return .array(array.elements.map { eval($0.expression, scope) })
    }
    if let closure = expression.as(ClosureExprSyntax.self) {
      return .closure(makeClosure(closure, scope))
    }
    if let attempt = expression.as(TryExprSyntax.self) { return eval(attempt.expression, scope) }
    if let wait = expression.as(AwaitExprSyntax.self) { return eval(wait.expression, scope) }
    if let branch = expression.as(IfExprSyntax.self) {
      if case .returned(let value) = runIf(branch, scope) { return value }
      return .unknown("an if expression")
    }
    if let ternary = expression.as(TernaryExprSyntax.self) {
      let condition = eval(ternary.condition, scope)
      return eval(condition.truth ?? true ? ternary.thenExpression : ternary.elseExpression, scope)
    }
    if let type = expression.as(TypeExprSyntax.self) {
      return .member(type.type.trimmedDescription)
    }
    return .unknown("`\(Self.oneLine(expression.trimmedDescription))`")
  }

  func makeClosure(_ closure: ClosureExprSyntax, _ scope: SwiftScope) -> SwiftClosure {
    var parameters: [String] = []
    switch closure.signature?.parameterClause {
    case .simpleInput(let list): parameters = list.map(\.name.text)
    case .parameterClause(let clause):
      parameters = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
    case nil: break
    }
    return SwiftClosure(
      parameters: parameters, body: closure.statements, scope: scope, source: source)
  }

  /// A bare name: a local, a property of `self`, a type, or unknown.
  func name(_ text: String, _ scope: SwiftScope) -> SwiftValue {
    if text == "self" {
      return scope.selfObject.map(SwiftValue.object) ?? scope.lookup("self") ?? .unknown("self")
    }
    if let value = scope.lookup(text) { return value }
    if text == "Self", let type = selfTypeName(scope) { return .member(type) }
    // A type of the files may be named in lower case (`kTransitionEnum`): still a type.
    let isType =
      text.first?.isUppercase ?? false || program.types[text]?.isDeclared == true
      || program.enumNames.contains(text)
    if let value = implicitSelf(scope), !isType {
      return member(value, text)
    }
    if let object = scope.selfObject {
      if let value = object.fields[text] { return value }
      if object.type.computed[text] != nil { return member(.object(object), text) }
      // `navigationController` without `self.` in a controller's override: the world's.
      if let controller = object.worldName, let value = worldMember(controller, text) {
        return value
      }
    }
    if namesSceneControllers, program.types[text] == nil, world?.controller(text) != nil {
      return .controller(text)
    }
    if let constant = legacyConstant(text) { return constant }
    if isType { return .member(text) }
    return .unknown("`\(text)`")
  }

  private func evalFolded(_ node: FoldedExpression, _ scope: SwiftScope) -> SwiftValue {
    switch node {
    case .leaf(let expression): return eval(expression, scope)
    case .cast(let inner, let kind, let type):
      return cast(evalFolded(inner, scope), kind, to: type)
    case .ternary(let condition, let then, let otherwise):
      var truth = evalFolded(condition, scope).truth
      if truth == nil, case .leaf(let second) = otherwise,
        let preferred = steer(then: then, otherwise: second)
      {
        truth = preferred
        noteSteered("the ternary's condition", preferred)
      }
      if truth == nil {
        notModelled("the tool cannot know the condition; it takes the first value")
      }
      return truth ?? true ? eval(then, scope) : evalFolded(otherwise, scope)
    case .assign(let op, let target, let valueNode):
      let valueStart = lines.count
      let value = evalFolded(valueNode, scope)
      guard case .leaf(let targetExpression) = target else { return .void }
      let assignStart = lines.count
      if op == "=" {
        assign(targetExpression, value, scope)
      } else {
        let old = eval(targetExpression, scope)
        assign(targetExpression, Self.arithmetic(String(op.dropLast()), old, value), scope)
      }
      // An assignment that names its line `not modelled` itself says all there is: what
      // its value was noted for goes nowhere, so the line is named once, for one reason.
      if hasNote(in: assignStart..<lines.count) {
        dropNotes(in: valueStart..<assignStart)
      }
      return .void
    case .binary(let op, let left, let right):
      let a = evalFolded(left, scope)
      if op == "&&", a.truth == false { return .bool(false) }
      if op == "||", a.truth == true { return .bool(true) }
      if op == "??" { return a.isNone ? evalFolded(right, scope) : a }
      let b = evalFolded(right, scope)
      return Self.binary(op, inWorld(a), inWorld(b))
    }
  }

  static func binary(_ op: String, _ a: SwiftValue, _ b: SwiftValue) -> SwiftValue {
    switch op {
    case "&&", "||":
      guard let x = a.truth, let y = b.truth else { return .unknown("a condition") }
      return .bool(op == "&&" ? x && y : x || y)
    case "==", "===": return known(a, b) ? .bool(SwiftInterpreter.same(a, b)) : .unknown("==")
    case "!=", "!==": return known(a, b) ? .bool(!SwiftInterpreter.same(a, b)) : .unknown("!=")
    case "<", ">", "<=", ">=":
      guard case .number(let x) = a, case .number(let y) = b else { return .unknown(op) }
      switch op {
      case "<": return .bool(x < y)
      case ">": return .bool(x > y)
      case "<=": return .bool(x <= y)
      default: return .bool(x >= y)
      }
    default: return arithmetic(op, a, b)
    }
  }

  private static func known(_ a: SwiftValue, _ b: SwiftValue) -> Bool {
    if case .unknown = a { return false }
    if case .unknown = b { return false }
    return true
  }

  static func arithmetic(_ op: String, _ a: SwiftValue, _ b: SwiftValue) -> SwiftValue {
    guard case .number(let x) = a, case .number(let y) = b else {
      if op == "+", case .string(let s) = a, case .string(let t) = b { return .string(s + t) }
      return .unknown("a computed value")
    }
    switch op {
    case "+": return .number(x + y)
    case "-": return .number(x - y)
    case "*": return .number(x * y)
    case "/": return y == 0 ? .unknown("a division by zero") : .number(x / y)
    default: return .unknown("a computed value")
    }
  }
}
