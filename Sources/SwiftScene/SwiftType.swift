import SwiftSyntax

/// A class or struct declared in the developer's files: what the interpreter needs of it.
final class SwiftType {
  let name: String
  let source: SwiftSource
  /// `let`/`var` with storage, in declaration order, with their default values.
  var stored: [(name: String, initial: ExprSyntax?)] = []
  /// `static let` / `static var` (and `class var`) with storage and their initial values:
  /// a singleton's `static let shared = T()`. Each is built once, when first read.
  var staticStored: [String: ExprSyntax] = [:]
  /// `var x: T { … }` getters.
  var computed: [String: CodeBlockItemListSyntax] = [:]
  /// The names among `computed` declared `static` or `class` (`static var default: Fade`):
  /// read on the type, `Fade.default`.
  var staticComputed: Set<String> = []
  var methods: [String: [FunctionDeclSyntax]] = [:]
  var inits: [InitializerDeclSyntax] = []
  /// The types it inherits from or conforms to, as written.
  var inherited: [String] = []
  /// The same, as syntax: where an inheritance cycle is reported.
  var inheritedSyntax: [InheritedTypeSyntax] = []
  /// The developer's class it inherits from, once the program has resolved inheritance
  /// (SwiftProgram+Inheritance.swift); nil for a root class or one whose base is UIKit's.
  var superclass: SwiftType?
  /// True for a `class` or `struct` declaration; false for a type known only from extensions
  /// (a protocol's default implementations, or UIKit's types extended).
  var isDeclared = false
  /// Stored properties' declared types, as written (`Interactor?`).
  var annotations: [String: String] = [:]
  /// The `willSet` / `didSet` observers of stored properties, by property (issue 32).
  var observers: [String: [AccessorDeclSyntax]] = [:]

  init(name: String, source: SwiftSource) {
    self.name = name
    self.source = source
  }

  /// The method `base(label:label:)` with these argument labels, or the only one named `base`.
  func method(_ base: String, labels: [String?]? = nil) -> FunctionDeclSyntax? {
    guard let candidates = methods[base] else { return nil }
    if let labels {
      for candidate in candidates where candidate.argumentLabels == labels { return candidate }
    }
    return candidates.first
  }

  /// Reads the members of a class or struct declaration.
  static func read(
    name: String, members: MemberBlockSyntax, inherited: InheritanceClauseSyntax?,
    source: SwiftSource
  ) -> SwiftType {
    let type = SwiftType(name: name, source: source)
    type.inheritedSyntax = inherited.map { Array($0.inheritedTypes) } ?? []
    type.inherited = type.inheritedSyntax.map { $0.type.trimmedDescription }
    for member in members.members {
      if let variable = member.decl.as(VariableDeclSyntax.self) {
        type.readVariable(variable)
      } else if let function = member.decl.as(FunctionDeclSyntax.self) {
        type.readFunction(function)
      } else if let initializer = member.decl.as(InitializerDeclSyntax.self) {
        type.inits.append(initializer)
      }
    }
    return type
  }

  /// A method, also under today's name when the files spell it as an older Swift did
  /// (`animationControllerForPresentedController` is `animationController(forPresented:…)`);
  /// an older Swift's method that is a property today is that property's getter too.
  private func readFunction(_ function: FunctionDeclSyntax) {
    let name = function.name.text
    methods[name, default: []].append(function)
    if let modern = LegacySpelling.declared(name, function.writtenLabels), modern.name != name {
      methods[modern.name, default: []].append(function)
    }
    if function.signature.parameterClause.parameters.isEmpty, LegacySpelling.getters.contains(name),
      computed[name] == nil, let body = function.body
    {
      computed[name] = body.statements
    }
  }

  private func readVariable(_ variable: VariableDeclSyntax) {
    let isStatic = variable.modifiers.contains {
      $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
    }
    for binding in variable.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
        continue
      }
      if let declared = binding.typeAnnotation?.type.trimmedDescription {
        annotations[name] = declared
      }
      if let accessors = binding.accessorBlock {
        switch accessors.accessors {
        case .getter(let body):
          computed[name] = body
          if isStatic { staticComputed.insert(name) }
        case .accessors(let list):
          if let getter = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }),
            let body = getter.body
          {
            computed[name] = body.statements
            if isStatic { staticComputed.insert(name) }
          } else if !isStatic {
            // willSet/didSet: stored, with observers a `code:` line's assignment runs.
            stored.append((name, binding.initializer?.value))
            observers[name] = Array(list)
          }
        }
      } else if !isStatic {
        stored.append((name, binding.initializer?.value))
      } else if let initial = binding.initializer?.value {
        staticStored[name] = initial
      }
    }
  }
}

extension FunctionDeclSyntax {
  /// True for a `static func` or `class func`: called on the type.
  var isStatic: Bool {
    modifiers.contains {
      $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
    }
  }

  /// The labels a call uses: `animateTransition(using:)` gives `["using"]`; a method spelled
  /// as an older Swift did gives today's (`LegacySpelling`).
  var argumentLabels: [String?] {
    let written = writtenLabels
    return LegacySpelling.declared(name.text, written)?.labels ?? written
  }

  /// The labels as the declaration writes them.
  var writtenLabels: [String?] {
    signature.parameterClause.parameters.map { parameter in
      parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
    }
  }
}

extension FunctionParameterSyntax {
  /// The name the body uses.
  var innerName: String { (secondName ?? firstName).text }
}
