import SwiftSyntax
import TransitionEngine

/// How a statement list ended.
enum SwiftFlow {
  case normal
  case returned(SwiftValue)
  case broke
  case continued
}

extension SwiftInterpreter {
  /// Runs statements in order until one returns, breaks or continues.
  func run(_ items: CodeBlockItemListSyntax, _ scope: SwiftScope) -> SwiftFlow {
    for item in items {
      guard tick() else { return .returned(.void) }
      let flow = runItem(item, scope)
      if case .normal = flow { continue }
      return flow
    }
    return .normal
  }

  private func runItem(_ item: CodeBlockItemSyntax, _ scope: SwiftScope) -> SwiftFlow {
    current = Syntax(item)
    switch item.item {
    case .decl(let decl):
      if let variable = decl.as(VariableDeclSyntax.self) {
        declare(variable, scope)
      } else if let function = decl.as(FunctionDeclSyntax.self) {
        let parameters = function.signature.parameterClause.parameters.map(\.innerName)
        if let body = function.body {
          scope.names[function.name.text] = .closure(
            SwiftClosure(
              parameters: parameters, body: body.statements, scope: scope, source: source))
        }
      }
      return .normal
    case .stmt(let statement): return runStatement(statement, scope)
    case .expr(let expression): return runExpression(expression, scope)
    }
  }

  private func runStatement(_ statement: StmtSyntax, _ scope: SwiftScope) -> SwiftFlow {
    if let wrapped = statement.as(ExpressionStmtSyntax.self) {
      return runExpression(wrapped.expression, scope)
    }
    if let returned = statement.as(ReturnStmtSyntax.self) {
      noteReturn(returned)
      return .returned(returned.expression.map { eval($0, scope) } ?? .void)
    }
    if let guarded = statement.as(GuardStmtSyntax.self) {
      let inner = SwiftScope(parent: scope)
      if conditions(guarded.conditions, inner, bindInto: scope) { return .normal }
      let flow = run(guarded.body.statements, SwiftScope(parent: scope))
      if case .normal = flow { return .returned(.void) }
      return flow
    }
    if let loop = statement.as(ForStmtSyntax.self) { return runFor(loop, scope) }
    if let loop = statement.as(WhileStmtSyntax.self) {
      let loopStatement = current
      defer { current = loopStatement }
      for _ in 0..<Self.loopLimit {
        let inner = SwiftScope(parent: scope)
        guard conditions(loop.conditions, inner, bindInto: inner) else { return .normal }
        let flow = run(loop.body.statements, inner)
        if case .broke = flow { return .normal }
        if case .returned = flow { return flow }
      }
      current = loopStatement
      notModelled("the loop ran \(Self.loopLimit) times; TransitionScope stops it there")
      return .normal
    }
    if statement.is(BreakStmtSyntax.self) { return .broke }
    if statement.is(ContinueStmtSyntax.self) { return .continued }
    if let deferred = statement.as(DeferStmtSyntax.self) {
      later.append(
        SwiftClosure(parameters: [], body: deferred.body.statements, scope: scope, source: source))
      return .normal
    }
    notModelled("this kind of statement is not run")
    return .normal
  }

  private func runFor(_ loop: ForStmtSyntax, _ scope: SwiftScope) -> SwiftFlow {
    let sequence = eval(loop.sequence, scope)
    guard case .array(let values) = sequence else {
      notModelled("a loop over \(sequence.summary): the tool does not know its elements")
      return .normal
    }
    let name = loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    for value in values.prefix(Self.loopLimit) {
      let inner = SwiftScope(parent: scope)
      if let name { inner.names[name] = value }
      let flow = run(loop.body.statements, inner)
      if case .broke = flow { break }
      if case .returned = flow { return flow }
    }
    return .normal
  }

  /// An expression used as a statement (`if` and `switch` are expressions too).
  private func runExpression(_ expression: ExprSyntax, _ scope: SwiftScope) -> SwiftFlow {
    if let branch = expression.as(IfExprSyntax.self) { return runIf(branch, scope) }
    if let choice = expression.as(SwitchExprSyntax.self) { return runSwitch(choice, scope) }
    atStatement = true
    _ = eval(expression, scope)
    atStatement = false
    return .normal
  }

  func runIf(_ branch: IfExprSyntax, _ scope: SwiftScope) -> SwiftFlow {
    let inner = SwiftScope(parent: scope)
    preferredBranch = steer(then: branch.body, otherwise: branch.elseBody)
    let holds = conditions(branch.conditions, inner, bindInto: inner)
    preferredBranch = nil
    if holds {
      return run(branch.body.statements, inner)
    }
    switch branch.elseBody {
    case .ifExpr(let next): return runIf(next, scope)
    case .codeBlock(let block): return run(block.statements, SwiftScope(parent: scope))
    case nil: return .normal
    }
  }

  func runSwitch(_ choice: SwitchExprSyntax, _ scope: SwiftScope) -> SwiftFlow {
    let subject = eval(choice.subject, scope)
    let bodyScope = SwiftScope(parent: scope)
    var chosen: SwitchCaseSyntax?
    var fallback: SwitchCaseSyntax?
    for entry in choice.cases {
      guard case .switchCase(let switchCase) = entry else { continue }
      switch switchCase.label {
      case .default: fallback = switchCase
      case .case(let label):
        guard chosen == nil else { continue }
        let matches = label.caseItems.contains { item in
          if let holds = casePattern(item.pattern, subject, scope, bindInto: bodyScope) {
            return holds
          }
          guard let pattern = item.pattern.as(ExpressionPatternSyntax.self) else { return false }
          return Self.same(subject, eval(pattern.expression, scope))
        }
        if matches { chosen = switchCase }
      }
    }
    if chosen == nil, case .unknown = subject, let first = choice.cases.first,
      case .switchCase(let switchCase) = first
    {
      notModelled("the tool cannot know \(subject.summary); it takes the first case")
      chosen = switchCase
    }
    guard let body = chosen ?? fallback else { return .normal }
    let flow = run(body.statements, bodyScope)
    if case .broke = flow { return .normal }
    return flow
  }

  /// Evaluates `if`/`guard`/`while` conditions; bindings go into `bindInto`. A condition on a
  /// value the tool cannot know holds: the transition goes ahead (noted).
  func conditions(
    _ list: ConditionElementListSyntax, _ scope: SwiftScope, bindInto target: SwiftScope
  ) -> Bool {
    for element in list {
      switch element.condition {
      case .expression(let expression):
        let value = eval(expression, scope)
        guard let truth = value.truth else {
          if let preferred = takePreferredBranch(expression) {
            if preferred { continue } else { return false }
          }
          notModelled("the tool cannot know `\(expression.trimmedDescription)`; it assumes true")
          continue
        }
        if !truth { return false }
      case .optionalBinding(let binding):
        let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        // `guard let containerView else`: the shorthand unwraps a local or a property of self.
        let value: SwiftValue =
          binding.initializer.map { eval($0.value, scope) }
          ?? name.map { self.name($0, scope) } ?? .null
        if value.isNone { return false }
        if let name {
          target.names[name] = value
          scope.names[name] = value
        }
      case .matchingPattern(let match):
        if let truth = matches(match, scope, bindInto: target) {
          if !truth { return false }
        } else {
          notModelled("this condition is not modelled; the tool assumes it holds")
        }
      case .availability(let check):
        if let holds = available(check) {
          if !holds { return false }
        } else {
          notModelled("this condition is not modelled; the tool assumes it holds")
        }
      default:
        notModelled("this condition is not modelled; the tool assumes it holds")
      }
    }
    return true
  }

  /// `let`/`var` with a value, a type or neither.
  func declare(_ variable: VariableDeclSyntax, _ scope: SwiftScope) {
    for binding in variable.bindings {
      let value = typedZero(
        binding.initializer.map { eval($0.value, scope) } ?? .null, binding.typeAnnotation)
      if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
        scope.names[name] = value
      } else if let tuple = binding.pattern.as(TuplePatternSyntax.self) {
        // `let (start, end) = isPresenting ? (0.1, 1) : (1, 0.1)`: a tuple's parts by position.
        var parts: [SwiftValue] = []
        if case .array(let values) = value, values.count == tuple.elements.count { parts = values }
        for (index, element) in tuple.elements.enumerated() {
          if let name = element.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            scope.names[name] = index < parts.count ? parts[index] : .unknown(name)
          }
        }
      }
    }
  }

  /// Equality the tool can decide; unknown values never match.
  static func same(_ left: SwiftValue, _ right: SwiftValue) -> Bool {
    switch (left, right) {
    case (.member(let a), .member(let b)):
      // `.Pop` (Swift 2) is `.pop`: Swift 3 lowered the first letter of every case.
      return a == b || LegacySpelling.caseName(a) == LegacySpelling.caseName(b)
    case (.bool(let a), .bool(let b)): return a == b
    case (.number(let a), .number(let b)): return a == b
    case (.string(let a), .string(let b)): return a == b
    case (.view(let a), .view(let b)): return a == b
    case (.controller(let a), .controller(let b)): return a == b
    case (.enumCase(let a, let first), .enumCase(let b, let second)):
      return a == b && first.count == second.count
        && zip(first, second).allSatisfy { same($0, $1) }
    case (.null, .null): return true
    case (.object(let a), .object(let b)): return a === b
    default: return false
    }
  }
}
