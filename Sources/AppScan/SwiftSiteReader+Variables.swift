import SwiftSyntax

extension SwiftSiteReader {
  /// `let (list, detail) = (ListViewController(), DetailViewController())`: each name holds
  /// the element in its place, as if declared alone.
  func bindTuple(_ pattern: TuplePatternSyntax, _ value: ExprSyntax?) {
    let elements = value?.as(TupleExprSyntax.self).map { Array($0.elements) }
    if elements == nil, let value,
      case .made(let function, let type, let text) = resolver.resolve(value)
    {
      // `let (flow, module) = factory.makeBox()`: each name holds what the function returns
      // in its place (`makeBox#1`), followed as any factory is.
      for (index, element) in pattern.elements.enumerated() {
        guard let name = element.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        else { continue }
        let ref = ControllerRef.made(function: "\(function)#\(index)", type: type, text: text)
        if scopes.isEmpty { continue }
        scopes[scopes.count - 1].locals[name] = ref
        resolver.locals[name] = ref
      }
      return
    }
    for (index, element) in pattern.elements.enumerated() {
      guard let name = element.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        let elements, index < elements.count
      else { continue }
      bind(name, value: elements[index].expression, type: nil)
    }
  }

  /// A stored property or a local named `name`: what its initializer or type names.
  func bind(_ name: String, value: ExprSyntax?, type: TypeSyntax?) {
    var ref: ControllerRef?
    if let value {
      ref = resolver.resolve(value)
      if case .unknown = ref, let closure = value.as(FunctionCallExprSyntax.self),
        closure.calledExpression.is(ClosureExprSyntax.self)
      {
        ref = closureValue(closure, name: name)
      }
    }
    if ref == nil || ref.map(Self.isUnknown) == true, let type = type?.trimmedDescription {
      let name = ExpressionResolver.typeName(type)
      if name.first?.isUppercase == true { ref = .type(name) }
    }
    if let value { noteDestination(name, value) }
    if let value, let configured = ExpressionResolver.configured(value), !scopes.isEmpty {
      noteConfigured(name, configured.operator, configured.closure)
    }
    guard let ref else { return }
    if scopes.isEmpty, let index = types.last {
      facts.types[index].stored[name] = ref
      if let value { facts.types[index].storedText[name] = ExpressionResolver.text(value) }
      resolver.stored[name] = ref
    } else if !scopes.isEmpty {
      scopes[scopes.count - 1].locals[name] = ref
      resolver.locals[name] = ref
    }
  }

  /// `{ … }` or `{ get { … } }`: a getter, not `didSet`/`willSet` observers.
  static func isGetter(_ block: AccessorBlockSyntax) -> Bool {
    switch block.accessors {
    case .getter: return true
    case .accessors(let list): return list.contains { $0.accessorSpecifier.text == "get" }
    }
  }

  /// The enum case a `switch` tests around `node` (`case .detail(let id):`, `case let
  /// .detail(id):`), up to the function or property: the route a return belongs to.
  static func routeCase(around node: Syntax) -> (route: String, subject: String)? {
    var current = node.parent
    while let here = current, !here.is(FunctionDeclSyntax.self), !here.is(AccessorBlockSyntax.self)
    {
      if let item = here.as(SwitchCaseSyntax.self), case .case(let label) = item.label,
        let pattern = label.caseItems.first?.pattern
      {
        var text = pattern.trimmedDescription
        for binding in ["let ", "var "] where text.hasPrefix(binding) {
          text.removeFirst(binding.count)
        }
        guard text.first == "." else { return nil }
        let name = text.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        let subject = item.parent?.parent?.as(SwitchExprSyntax.self)?.subject.trimmedDescription
        return name.isEmpty ? nil : (String(name), subject ?? "")
      }
      current = here.parent
    }
    return nil
  }
}
