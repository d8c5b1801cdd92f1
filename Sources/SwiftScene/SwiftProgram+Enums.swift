import SwiftSyntax

/// The files' enums whose cases carry associated values (`case tab(Direction)`): a call of
/// such a case builds the case with its values, and `switch` / `if case` patterns bind them.
/// Cases without values stay `.member` names, as before.
extension SwiftProgram {
  /// Reads one enum declaration, and the enums nested in it.
  func readEnum(_ declaration: EnumDeclSyntax) {
    let owner = declaration.name.text
    for member in declaration.memberBlock.members {
      guard let cases = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
      for element in cases.elements where element.parameterClause != nil {
        payloadCases[element.name.text, default: []].insert(owner)
      }
    }
    collectEnums(in: declaration.memberBlock)
  }

  /// The enums a class, struct, enum or extension declares among its members.
  func collectEnums(in members: MemberBlockSyntax) {
    for member in members.members {
      if let nested = member.decl.as(EnumDeclSyntax.self) {
        readEnum(nested)
      } else if let nested = member.decl.as(ClassDeclSyntax.self) {
        collectEnums(in: nested.memberBlock)
      } else if let nested = member.decl.as(StructDeclSyntax.self) {
        collectEnums(in: nested.memberBlock)
      }
    }
  }

  /// True when `name` is a case with associated values of the enum `type` (written
  /// `Outer.Kind` or `Kind`), or of any enum of the files when `type` is nil (`.tab(x)`).
  func isPayloadCase(_ name: String, of type: String?) -> Bool {
    guard let owners = payloadCases[name] else { return false }
    guard let type else { return true }
    let last = type.split(separator: ".").last.map(String.init) ?? type
    return owners.contains(last)
  }
}
