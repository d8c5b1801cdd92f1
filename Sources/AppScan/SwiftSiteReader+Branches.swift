import SwiftSyntax

extension SwiftSiteReader {
  /// `name = value` written under a `switch` case.
  struct CaseAssignment {
    var ref: ControllerRef
    var line: Int
    var route: String
    var subject: String
    /// The place of the case's binding assigned as it is, if the value is one.
    var value: Int?
  }

  /// The enclosing function's parameter of that inner name, with its label and place.
  func parameter(named name: String) -> SwiftFacts.Parameter? {
    guard let scope = scopes.last, let index = scope.parameters.firstIndex(of: name) else {
      return nil
    }
    let label = index < scope.parameterLabels.count ? scope.parameterLabels[index] : nil
    return SwiftFacts.Parameter(name: name, label: label, index: index)
  }

  /// The cases of the `switch`es on the function's parameters that `node` is written under,
  /// innermost first, up to the function (closures inside a case are still in it). A case
  /// whose patterns are not all enum cases (`case _ where …`) says nothing.
  func branches(around node: some SyntaxProtocol) -> [SwiftFacts.Branch] {
    var found: [SwiftFacts.Branch] = []
    var current = Syntax(node).parent
    while let here = current, !here.is(FunctionDeclSyntax.self),
      !here.is(InitializerDeclSyntax.self), !here.is(AccessorBlockSyntax.self)
    {
      current = here.parent
      guard let item = here.as(SwitchCaseSyntax.self),
        let switchExpr = item.parent?.parent?.as(SwitchExprSyntax.self),
        let subject = ExpressionResolver.unwrapped(switchExpr.subject)
          .as(DeclReferenceExprSyntax.self)?.baseName.text,
        let parameter = parameter(named: subject)
      else { continue }
      switch item.label {
      case .case(let label):
        let names = label.caseItems.compactMap { Self.caseName($0.pattern) }
        guard names.count == label.caseItems.count, !names.isEmpty else { continue }
        found.append(SwiftFacts.Branch(parameter: parameter, cases: names))
      case .default:
        var others: [String] = []
        for element in switchExpr.cases {
          guard case .switchCase(let other) = element, case .case(let label) = other.label
          else { continue }
          others += label.caseItems.compactMap { Self.caseName($0.pattern) }
        }
        found.append(SwiftFacts.Branch(parameter: parameter, cases: others, isDefault: true))
      }
    }
    return found
  }

  /// The functions of the files a target is made by (`get(scene:)` in
  /// `UINavigationController(rootViewController: get(scene: scene))`).
  static func madeFunctions(_ target: ControllerRef) -> [String] {
    switch target {
    case .made(let function, _, _): return [function]
    case .navigation(let root, _): return madeFunctions(root)
    case .routed(_, let call): return madeFunctions(call)
    default: return []
    }
  }

  /// The names the innermost `switch` case around `node` binds, in place (`alert` and `view`
  /// for `case .sheet(let alert, let view)`, `case let .sheet(alert, view)`, `case
  /// .sheet(alert: let alert, view: let view)`); "" for a place bound to no name.
  static func caseBindings(around node: Syntax) -> [String] {
    var current = node.parent
    while let here = current, !here.is(FunctionDeclSyntax.self) {
      if let item = here.as(SwitchCaseSyntax.self) {
        guard case .case(let label) = item.label, let pattern = label.caseItems.first?.pattern
        else { return [] }
        let text = pattern.trimmedDescription
        guard let open = text.firstIndex(of: "("), let close = text.lastIndex(of: ")"),
          open < close
        else { return [] }
        return text[text.index(after: open)..<close].split(separator: ",").map { part in
          var name = String(part.split(separator: ":").last ?? part)
          name = String(name.trimmingPrefix(while: \.isWhitespace))
          for binding in ["let ", "var "] where name.hasPrefix(binding) {
            name.removeFirst(binding.count)
          }
          return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } ? name : ""
        }
      }
      current = here.parent
    }
    return []
  }

  /// `.alert(alert: sheet)`: what the case's associated values name, in order; empty for
  /// another expression.
  func routeValues(_ expression: ExprSyntax) -> [ControllerRef] {
    guard let call = ExpressionResolver.unwrapped(expression).as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil
    else { return [] }
    return call.arguments.map { resolver.resolve($0.expression) }
  }

  /// A push just recorded at `line`, on the navigation controller `base` names.
  func notePush(onto base: String, line: Int) {
    guard !base.isEmpty, !scopes.isEmpty, let last = facts.sites.indices.last,
      facts.sites[last].action == .push, facts.sites[last].line == line
    else { return }
    scopes[scopes.count - 1].pushes[base] = last
  }

  /// `nav.pushViewController(root, animated: false)` then `present(nav, …)` in one function:
  /// the push fills the stack before it is shown (no transition of its own, removed), and
  /// the present shows a navigation controller around that root.
  func filledStack(_ variable: String) -> ControllerRef? {
    guard let scope = scopes.last, let index = scope.pushes[variable], index < facts.sites.count,
      facts.sites[index].action == .push, facts.sites[index].function == scope.function,
      let root = facts.sites[index].target, facts.sites[index].text.contains("animated: false")
    else { return nil }
    var className = "UINavigationController"
    if case .type(let name)? = resolver.locals[variable] ?? resolver.stored[variable],
      resolver.navigationClasses.contains(name)
    {
      className = name
    }
    facts.sites.remove(at: index)
    for level in scopes.indices {
      scopes[level].pushes = scopes[level].pushes.filter { $0.value != index }
        .mapValues { $0 > index ? $0 - 1 : $0 }
    }
    return .navigation(root: root, className: className)
  }

  /// A call's argument: a parameter of the function handed on as it is (`get(scene: scene)`,
  /// which a stored property `scene` of the type does not shadow), else what it makes.
  func argument(_ expression: ExprSyntax) -> ControllerRef {
    if let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
      parameter(named: name) != nil, resolver.locals[name] == nil
    {
      return .unknown(name)
    }
    return resolver.resolve(expression)
  }

  /// `let nav = UINavigationController(…) &> { $0.modalPresentationStyle = .fullScreen }`:
  /// the style and transition the closure sets on `$0` are set on `name`; the operator is
  /// taken for one that returns its value, said.
  func noteConfigured(_ name: String, _ op: String, _ closure: ClosureExprSyntax) {
    for statement in closure.statements {
      guard let sequence = statement.item.as(SequenceExprSyntax.self),
        sequence.elements.count == 3,
        sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
        let lhs = sequence.elements.first, let rhs = sequence.elements.last,
        let member = ExpressionResolver.unwrapped(rhs).as(MemberAccessExprSyntax.self)
      else { continue }
      let target = ExpressionResolver.text(lhs)
      let value = member.declName.baseName.text
      if target == "$0.modalPresentationStyle" {
        scopes[scopes.count - 1].styles[name] = value
      } else if target == "$0.modalTransitionStyle" {
        scopes[scopes.count - 1].transitions[name] = value
      }
    }
    scopes[scopes.count - 1].notes[name] =
      "`\(name) = … \(op) { … }` is taken for the value on the left, set up by the closure (\(op) is taken for an operator that returns it)"
  }

  /// The `switch` cases `node` is written in, up to its function.
  func caseIDs(around node: some SyntaxProtocol) -> Set<SyntaxIdentifier> {
    var found: Set<SyntaxIdentifier> = []
    var current = Syntax(node).parent
    while let here = current, !here.is(FunctionDeclSyntax.self) {
      if here.is(SwitchCaseSyntax.self) { found.insert(here.id) }
      current = here.parent
    }
    return found
  }

  /// `show` for `.show`, `.modal(let animated)`, `let .modal(animated)`; nil for another pattern.
  static func caseName(_ pattern: PatternSyntax) -> String? {
    var text = pattern.trimmedDescription
    for binding in ["let ", "var "] where text.hasPrefix(binding) {
      text.removeFirst(binding.count)
    }
    guard text.first == "." else { return nil }
    let name = text.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    return name.isEmpty ? nil : String(name)
  }

  /// The enum a `switch` subject names: `self`'s enum, or the parameter's type.
  func routeEnum(of subject: String) -> String? {
    if subject == "self" { return enums.last }
    guard let scope = scopes.last, let index = scope.parameters.firstIndex(of: subject),
      index < scope.parameterTypes.count
    else { return nil }
    return scope.parameterTypes[index]
  }

  /// `viewController = detail` under `case .detail:` on a local of the function: kept, as the
  /// route's return if the local is returned after the switch.
  func noteCaseAssignment(_ name: String, _ value: ExprSyntax, at node: some SyntaxProtocol) {
    guard !scopes.isEmpty, resolver.locals[name] != nil,
      let (route, subject) = Self.routeCase(around: Syntax(node))
    else { return }
    var assignment = CaseAssignment(
      ref: resolver.resolve(value), line: line(of: value), route: route, subject: subject)
    if let bound = ExpressionResolver.unwrapped(value).as(DeclReferenceExprSyntax.self)?
      .baseName.text
    {
      assignment.value = Self.caseBindings(around: Syntax(node)).firstIndex(of: bound)
    }
    scopes[scopes.count - 1].caseAssigned[name, default: []].append(assignment)
  }

  /// `return viewController` after a `switch` whose cases assign it: each case's value is
  /// what the function returns for that route, as if the case returned it.
  func noteCaseReturns(_ value: ExprSyntax) {
    guard
      let name = ExpressionResolver.unwrapped(value).as(DeclReferenceExprSyntax.self)?.baseName
        .text,
      let scope = scopes.last, let function = scope.function, let type = scope.returnType,
      let assigned = scope.caseAssigned[name], Self.routeCase(around: Syntax(value)) == nil
    else { return }
    for one in assigned {
      if case .unknown = one.ref, one.value == nil,
        type == "UIViewController" || type == "Self"
      {
        continue
      }
      var found = SwiftFacts.FunctionReturn(
        function: function, owner: owner, ref: one.ref, returnType: type, line: one.line)
      found.route = one.route
      found.routeEnum = routeEnum(of: one.subject)
      found.routeValue = one.value
      facts.returns.append(found)
    }
  }

  /// `let nav: UINavigationController = { if a { return X(rootViewController: c) } else {
  /// return Y(rootViewController: c) } }()`: navigation controllers around the same root are
  /// one navigation controller around it (UIKit's class when the classes differ, said);
  /// nil for another closure.
  func closureValue(_ call: FunctionCallExprSyntax, name: String) -> ControllerRef? {
    guard let closure = call.calledExpression.as(ClosureExprSyntax.self), call.arguments.isEmpty
    else { return nil }
    let refs = ReturnCollector.returns(in: closure).map { resolver.resolve($0) }
    guard let first = refs.first, case .navigation(let root, let className) = first else {
      return nil
    }
    var classes: [String] = []
    for ref in refs {
      guard case .navigation(let other, let otherClass) = ref, other == root else { return nil }
      if !classes.contains(otherClass) { classes.append(otherClass) }
    }
    guard classes.count > 1, !scopes.isEmpty else { return first }
    scopes[scopes.count - 1].notes[name] =
      "`\(name)` is made by a closure returning \(classes.joined(separator: " or ")) around the same controller: a UINavigationController stands for them"
    return .navigation(root: root, className: "UINavigationController")
  }
}
