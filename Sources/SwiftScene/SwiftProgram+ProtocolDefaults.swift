/// Protocol-extension defaults reached on a scene controller (issue 32): a member an
/// extension of the app's protocol gives every adopter, found when the code reads it on a
/// controller whose class adopts the protocol, as Swift's static dispatch finds it.
extension SwiftProgram {
  /// True when some extension of one of the files' protocols declares `member`.
  func protocolDefaultGives(_ member: String) -> Bool {
    let table = protocolDefaults ?? collectProtocolDefaults()
    return table.values.contains { $0.contains(member) }
  }

  /// The protocols of the files whose extensions give `member` to a controller of class
  /// `className`, in name order; empty when the class (or a superclass of the files) declares
  /// `member` itself, whose own implementation Swift calls instead.
  func protocolDefaultOwners(ofClass className: String, _ member: String) -> [String] {
    let key = className + "." + member
    if let known = protocolDefaultOwners[key] { return known }
    let table = protocolDefaults ?? collectProtocolDefaults()
    var owners: [String] = []
    if !declaresItself(className, member) {
      owners = table.keys.sorted().filter { name in
        table[name]?.contains(member) == true && isKind(className, of: name) == true
      }
    }
    protocolDefaultOwners[key] = owners
    return owners
  }

  /// The members each extension of a protocol of the files declares, by protocol.
  private func collectProtocolDefaults() -> [String: Set<String>] {
    var table: [String: Set<String>] = [:]
    for (name, type) in declared where !type.isDeclared && protocolParents[name] != nil {
      table[name] = Set(type.computed.keys).union(type.methods.keys)
    }
    protocolDefaults = table
    protocolDefaultOwners = [:]
    return table
  }

  /// True when `className` or a superclass of the files declares `member` itself.
  private func declaresItself(_ className: String, _ member: String) -> Bool {
    var current = declared[className]
    var seen = 0
    while let type = current, type.isDeclared, seen < 100 {
      if type.computed[member] != nil || type.methods[member] != nil
        || type.stored.contains(where: { $0.name == member })
      {
        return true
      }
      current = type.inherited.first.flatMap { declared[Self.baseName($0)] }
      seen += 1
    }
    return false
  }
}
