import SwiftSyntax

/// Reads one Swift file of the app with swift-syntax: its types, and in their methods the
/// calls that start transitions (`present`, `pushViewController`, `show`, `performSegue`, …)
/// with what the lines before them set on the controller (style, transition, delegate).
final class SwiftSiteReader: SyntaxVisitor {
  let file: String
  private let converter: SourceLocationConverter
  var facts: SwiftFacts
  /// Indices into `facts.types` of the open type declarations.
  var types: [Int] = []
  /// The open functions' variables: what each holds, and what was set on it.
  var scopes: [Scope] = []
  var resolver: ExpressionResolver

  /// A function body's state as its statements are read in order.
  struct Scope {
    var locals: [String: ControllerRef] = [:]
    var styles: [String: String] = [:]
    var transitions: [String: String] = [:]
    var delegates: [String: String] = [:]
    /// In `prepare(for:sender:)`: the variables holding the segue's destination, with the
    /// class they are cast to ("" when not cast).
    var destinations: [String: String] = [:]
    /// The function's name and its parameters' inner names.
    var function: String?
    var parameters: [String] = []
    /// The declared return type, when the function has one.
    var returnType: String?
    /// The parameters' type names, in order.
    var parameterTypes: [String] = []
    /// The element types of a declared tuple return type (`(Coordinator, UIViewController)`).
    var tupleTypes: [String] = []
    /// The parameters' argument labels (nil for `_`), in order.
    var parameterLabels: [String?] = []
    /// The functions called with one of the parameters (`get(scene: scene)`), by name.
    var parameterCalls: [String: SwiftFacts.Parameter] = [:]
    /// A local assigned under `switch` cases (`viewController = detail` under `case
    /// .detail:`), by name: returned after the switch, each case is a route's return.
    var caseAssigned: [String: [CaseAssignment]] = [:]
    /// What was assumed about a local (a closure's returns standing for it), by name.
    var notes: [String: String] = [:]
    /// The push sites on a navigation controller of the function's (`nav.pushViewController(
    /// root, animated: false)`), by the navigation controller's name, with the site's index.
    var pushes: [String: Int] = [:]
    /// The `switch` cases a style, transition or delegate was set in (`style x`).
    var setIn: [String: Set<SyntaxIdentifier>] = [:]
  }

  /// The open enum declarations' names.
  var enums: [String] = []
  /// For each open variable declaration, whether it opened a getter's scope.
  var getters: [Bool] = []

  /// The segue parameter's name inside `prepare(for:sender:)` (nil elsewhere).
  var segueParameter: String?

  /// The facts of the file `file`, parsed. Navigation and tab bar subclasses the other files
  /// declare are passed in, so their initializers resolve.
  static func read(
    _ tree: SourceFileSyntax, file: String, navigationClasses: Set<String> = [],
    tabClasses: Set<String> = []
  ) -> SwiftFacts {
    let reader = SwiftSiteReader(file: file, tree: tree)
    reader.resolver.navigationClasses.formUnion(navigationClasses)
    reader.resolver.tabClasses.formUnion(tabClasses)
    reader.walk(tree)
    for token in tree.tokens(viewMode: .sourceAccurate) {
      if case .identifier(let name) = token.tokenKind, name.first?.isUppercase == true {
        reader.facts.mentions.insert(name)
      }
    }
    return reader.facts
  }

  private init(file: String, tree: SourceFileSyntax) {
    self.file = file
    converter = SourceLocationConverter(fileName: file, tree: tree)
    facts = SwiftFacts(file: file)
    resolver = ExpressionResolver()
    super.init(viewMode: .sourceAccurate)
  }

  func line(of node: some SyntaxProtocol) -> Int {
    node.startLocation(converter: converter, afterLeadingTrivia: true).line
  }

  var owner: String? { types.last.map { facts.types[$0].name } }

  // MARK: types

  private func open(
    name: String, inherited: InheritanceClauseSyntax?, node: some SyntaxProtocol,
    isExtension: Bool = false
  ) {
    let names =
      inherited?.inheritedTypes.map { ExpressionResolver.typeName($0.type.trimmedDescription) }
      ?? []
    var fact = SwiftFacts.TypeFact(name: name, inherited: names, file: file, line: line(of: node))
    fact.isExtension = isExtension
    facts.types.append(fact)
    types.append(facts.types.count - 1)
    resolver.stored = storedOf(name)
  }

  /// What the file's declarations of `name` read so far store (a class and its extensions).
  private func storedOf(_ name: String?) -> [String: ControllerRef] {
    guard let name else { return [:] }
    var stored: [String: ControllerRef] = [:]
    for fact in facts.types where fact.name == name {
      stored.merge(fact.stored) { old, _ in old }
    }
    return stored
  }

  private func close() {
    types.removeLast()
    resolver.stored = storedOf(owner)
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    open(name: node.name.text, inherited: node.inheritanceClause, node: node)
    return .visitChildren
  }
  override func visitPost(_ node: ClassDeclSyntax) { close() }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    open(name: node.name.text, inherited: node.inheritanceClause, node: node)
    return .visitChildren
  }
  override func visitPost(_ node: StructDeclSyntax) { close() }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    let name = ExpressionResolver.typeName(node.extendedType.trimmedDescription)
    open(name: name, inherited: node.inheritanceClause, node: node, isExtension: true)
    return .visitChildren
  }
  override func visitPost(_ node: ExtensionDeclSyntax) { close() }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    enums.append(node.name.text)
    return .visitChildren
  }
  override func visitPost(_ node: EnumDeclSyntax) { enums.removeLast() }

  override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
    guard let name = enums.last else { return .visitChildren }
    for element in node.elements {
      let labels = element.parameterClause?.parameters.map { ($0.firstName?.text ?? "_") + ":" }
      facts.enumCases[name + "." + element.name.text] = labels?.joined() ?? ""
    }
    return .visitChildren
  }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    facts.protocols.insert(node.name.text)
    open(name: node.name.text, inherited: node.inheritanceClause, node: node, isExtension: true)
    return .visitChildren
  }
  override func visitPost(_ node: ProtocolDeclSyntax) { close() }

  // MARK: functions

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    if let index = types.last {
      let name = node.name.text
      facts.types[index].methods[name] = facts.types[index].methods[name] ?? line(of: node)
      let parameters = Array(node.signature.parameterClause.parameters)
      if parameters.count == 1, let only = parameters.first,
        ExpressionResolver.typeName(only.type.trimmedDescription) == "UIStoryboardSegue"
      {
        let label = only.firstName.text
        let selector =
          label == "_" ? name : name + "With" + label.prefix(1).uppercased() + label.dropFirst()
        facts.types[index].unwindSelectors.append(selector + ":")
      }
      if ["prepare", "prepareForSegue"].contains(name), let first = parameters.first,
        ExpressionResolver.typeName(first.type.trimmedDescription) == "UIStoryboardSegue"
      {
        segueParameter = (first.secondName ?? first.firstName).text
      }
    }
    scopes.append(
      Scope(
        locals: resolver.locals, function: node.name.text,
        parameters: node.signature.parameterClause.parameters.map {
          ($0.secondName ?? $0.firstName).text
        },
        returnType: node.signature.returnClause.map {
          ExpressionResolver.typeName($0.type.trimmedDescription)
        },
        parameterTypes: node.signature.parameterClause.parameters.map {
          ExpressionResolver.typeName($0.type.trimmedDescription)
        },
        tupleTypes: node.signature.returnClause?.type.as(TupleTypeSyntax.self)?.elements.map {
          ExpressionResolver.typeName($0.type.trimmedDescription)
        } ?? [],
        parameterLabels: node.signature.parameterClause.parameters.map {
          $0.firstName.text == "_" ? nil : $0.firstName.text
        }))
    return .visitChildren
  }

  /// `return x` in a function that declares its return type: a factory the finder may follow.
  override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
    if let value = node.expression {
      noteReturn(value)
      noteCaseReturns(value)
      noteRouterTransition(value)
    }
    return .visitChildren
  }

  override func visitPost(_ node: FunctionDeclSyntax) {
    if let statements = node.body?.statements, statements.count == 1,
      let only = statements.first?.item.as(ExprSyntax.self)
    {
      noteReturn(only)  // A body of one expression returns it.
    }
    if ["prepare", "prepareForSegue"].contains(node.name.text) { segueParameter = nil }
    scopes.removeLast()
    resolver.locals = scopes.last?.locals ?? [:]
  }

  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    if let index = types.last { facts.types[index].methods["init"] = line(of: node) }
    scopes.append(Scope(locals: resolver.locals))
    return .visitChildren
  }
  override func visitPost(_ node: InitializerDeclSyntax) {
    scopes.removeLast()
    resolver.locals = scopes.last?.locals ?? [:]
  }

  // MARK: variables

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    for binding in node.bindings {
      if let tuple = binding.pattern.as(TuplePatternSyntax.self) {
        bindTuple(tuple, binding.initializer?.value)
        continue
      }
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
        continue
      }
      bind(name, value: binding.initializer?.value, type: binding.typeAnnotation?.type)
    }
    // A computed property's getter returns as a function of that name does
    // (`var viewController: UIViewController { switch self { case .detail: return … } }`).
    let getter = node.bindings.first.flatMap { binding -> Scope? in
      guard node.bindings.count == 1, let block = binding.accessorBlock, Self.isGetter(block),
        let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        let type = binding.typeAnnotation?.type
      else { return nil }
      return Scope(
        locals: resolver.locals, function: name,
        returnType: ExpressionResolver.typeName(type.trimmedDescription))
    }
    getters.append(getter != nil)
    if let getter { scopes.append(getter) }
    return .visitChildren
  }

  override func visitPost(_ node: VariableDeclSyntax) {
    guard getters.popLast() == true, !scopes.isEmpty else { return }
    scopes.removeLast()
    resolver.locals = scopes.last?.locals ?? [:]
  }

  override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
    if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      let value = node.initializer?.value, !scopes.isEmpty
    {
      noteDestination(name, value)
      let ref = resolver.resolve(value)
      scopes[scopes.count - 1].locals[name] = ref
      resolver.locals[name] = ref
    }
    return .visitChildren
  }

  // MARK: assignments and calls (SwiftSiteReader+Calls.swift)

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    let elements = Array(node.elements)
    if elements.count == 3, elements[1].is(AssignmentExprSyntax.self) {
      assign(elements[0], elements[2], at: node)
    }
    return .visitChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    call(node)
    return .visitChildren
  }

}
