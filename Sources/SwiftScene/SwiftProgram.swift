import SwiftSyntax
import TransitionEngine

/// The developer's Swift files, parsed, with the classes and structs they declare.
public final class SwiftProgram {
  public private(set) var sources: [SwiftSource] = []
  /// The types as the files declare them; `types` adds what each inherits.
  private(set) var declared: [String: SwiftType] = [:]
  private var resolved: [String: SwiftType]?
  /// Each type with the members it inherits (SwiftProgram+Inheritance.swift).
  var types: [String: SwiftType] {
    if let resolved { return resolved }
    let flat = Self.resolveInheritance(declared)
    resolved = flat
    return flat
  }
  /// The files' protocols, each with the protocols it inherits, as written (for casts).
  private(set) var protocolParents: [String: [String]] = [:]
  /// The delegate objects later steps ask again, by container or presented controller.
  var keptObjects: [String: SwiftObject] = [:]
  /// The static stored properties read so far (`CardTransitions.shared`), by `Type.name`: built
  /// once and the same object at every step after, as a Swift static is.
  var staticValues: [String: SwiftValue] = [:]
  /// The protocol extensions' members, by protocol, and the classes' answers, cached
  /// (SwiftProgram+ProtocolDefaults.swift).
  var protocolDefaults: [String: Set<String>]?
  var protocolDefaultOwners: [String: [String]] = [:]
  /// Top-level functions and constants of the files.
  let globals = SwiftScope(parent: nil)
  /// The enums' cases that carry associated values, each with the enums declaring it
  /// (SwiftProgram+Enums.swift).
  var payloadCases: [String: Set<String>] = [:]
  /// The enums the files declare: their names are types, in lower case too (`kKind.one`).
  private(set) var enumNames: Set<String> = []

  /// Parses nothing: a program of no files, for scenes without `swift:`.
  public init() {}

  /// Adds a parsed file; its first syntax error is thrown, located in the file.
  public func add(_ source: SwiftSource) throws(SwiftSceneError) {
    if let error = source.firstError() { throw error }
    sources.append(source)
    collect(source.tree.statements, source)
    resolved = nil
    protocolDefaults = nil
    if let error = inheritanceCycle() { throw error }
  }

  private func collect(_ items: CodeBlockItemListSyntax, _ source: SwiftSource) {
    for item in items {
      guard case .decl(let decl) = item.item else { continue }
      if let config = decl.as(IfConfigDeclSyntax.self) {
        // `#if os(iOS)` / `#if canImport(UIKit)` around a file's code: UIKit's branch is read.
        let branch = config.clauses.first {
          let condition = $0.condition?.trimmedDescription ?? ""
          return condition.contains("iOS") || condition.contains("UIKit")
        }
        if case .statements(let statements)? = branch?.elements { collect(statements, source) }
      } else if let declared = decl.as(ClassDeclSyntax.self) {
        register(declared.name.text, declared.memberBlock, declared.inheritanceClause, source)
        collectEnums(in: declared.memberBlock)
      } else if let declared = decl.as(StructDeclSyntax.self) {
        register(declared.name.text, declared.memberBlock, declared.inheritanceClause, source)
        collectEnums(in: declared.memberBlock)
      } else if let declared = decl.as(EnumDeclSyntax.self) {
        enumNames.insert(declared.name.text)
        readEnum(declared)
      } else if let declared = decl.as(ProtocolDeclSyntax.self) {
        protocolParents[declared.name.text] =
          declared.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
      } else if let extended = decl.as(ExtensionDeclSyntax.self) {
        let name = extended.extendedType.trimmedDescription
        let extra = SwiftType.read(
          name: name, members: extended.memberBlock, inherited: extended.inheritanceClause,
          source: source)
        if let existing = declared[name] {
          existing.merge(extra)
        } else {
          declared[name] = extra
        }
        collectEnums(in: extended.memberBlock)
      }
    }
  }

  private func register(
    _ name: String, _ members: MemberBlockSyntax, _ inherited: InheritanceClauseSyntax?,
    _ source: SwiftSource
  ) {
    let type = SwiftType.read(name: name, members: members, inherited: inherited, source: source)
    type.isDeclared = true
    if let existing = declared[name] { type.merge(existing) }
    declared[name] = type
  }

  /// The names of the types declared, sorted.
  public var typeNames: [String] { declared.keys.sorted() }
}

extension SwiftType {
  /// Takes the members of an extension of this type.
  func merge(_ other: SwiftType) {
    stored += other.stored
    computed.merge(other.computed) { mine, _ in mine }
    staticComputed.formUnion(other.staticComputed)
    methods.merge(other.methods) { mine, theirs in mine + theirs }
    inits += other.inits
    inherited += other.inherited
    inheritedSyntax += other.inheritedSyntax
    annotations.merge(other.annotations) { mine, _ in mine }
    staticStored.merge(other.staticStored) { mine, _ in mine }
    observers.merge(other.observers) { mine, _ in mine }
  }
}
