import SwiftSyntax
import TransitionEngine

/// The developer's Swift files, parsed, with the classes and structs they declare.
public final class SwiftProgram {
  public private(set) var sources: [SwiftSource] = []
  private(set) var types: [String: SwiftType] = [:]
  /// Top-level functions and constants of the files.
  let globals = SwiftScope(parent: nil)

  /// Parses nothing: a program of no files, for scenes without `swift:`.
  public init() {}

  /// Adds a parsed file; its first syntax error is thrown, located in the file.
  public func add(_ source: SwiftSource) throws(SwiftSceneError) {
    if let error = source.firstError() { throw error }
    sources.append(source)
    collect(source.tree.statements, source)
  }

  private func collect(_ items: CodeBlockItemListSyntax, _ source: SwiftSource) {
    for item in items {
      guard case .decl(let decl) = item.item else { continue }
      if let declared = decl.as(ClassDeclSyntax.self) {
        register(declared.name.text, declared.memberBlock, declared.inheritanceClause, source)
      } else if let declared = decl.as(StructDeclSyntax.self) {
        register(declared.name.text, declared.memberBlock, declared.inheritanceClause, source)
      } else if let extended = decl.as(ExtensionDeclSyntax.self) {
        let name = extended.extendedType.trimmedDescription
        let extra = SwiftType.read(
          name: name, members: extended.memberBlock, inherited: extended.inheritanceClause,
          source: source)
        if let existing = types[name] {
          existing.merge(extra)
        } else {
          types[name] = extra
        }
      }
    }
  }

  private func register(
    _ name: String, _ members: MemberBlockSyntax, _ inherited: InheritanceClauseSyntax?,
    _ source: SwiftSource
  ) {
    let type = SwiftType.read(name: name, members: members, inherited: inherited, source: source)
    if let existing = types[name] { type.merge(existing) }
    types[name] = type
  }

  /// The names of the types declared, sorted.
  public var typeNames: [String] { types.keys.sorted() }
}

extension SwiftType {
  /// Takes the members of an extension of this type.
  func merge(_ other: SwiftType) {
    stored += other.stored
    computed.merge(other.computed) { mine, _ in mine }
    methods.merge(other.methods) { mine, theirs in mine + theirs }
    inits += other.inits
    inherited += other.inherited
  }
}
