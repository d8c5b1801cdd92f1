import DumpReader

/// The ids of one file's views and controllers: an address printed for a second object (two
/// moments pasted together, or an edit) gives that object a made-up `#N`, so no view is its own
/// superview and no controller presents itself, and each reuse is kept for its finding.
struct AddressBook {
  /// One address printed for more than one object of a file.
  struct Reuse: Hashable, Sendable {
    var address: String
    var path: String
    /// Every object printed with the address, the first one first.
    var objects: [Object]
  }

  /// One object printed with a reused address: its class, its line, and the id it was given.
  struct Object: Hashable, Sendable {
    var className: String
    var line: Int
    var id: String
  }

  let path: String
  /// The first object printed with each address.
  private var first: [String: Object] = [:]
  /// Where each reused address sits in `reused`.
  private var reuseIndex: [String: Int] = [:]
  /// The addresses printed for two or more objects, in the order they were first reused.
  private(set) var reused: [Reuse] = []

  init(path: String) {
    self.path = path
  }

  /// The id of an object printed at `line`: its address the first time, a made-up id after.
  mutating func id(for object: DumpObject, line: Int, next: inout Int) -> String {
    guard let address = object.address else { return Self.made(&next) }
    guard let seen = first[address] else {
      first[address] = Object(className: object.className, line: line, id: address)
      return address
    }
    let id = Self.made(&next)
    let later = Object(className: object.className, line: line, id: id)
    if let index = reuseIndex[address] {
      reused[index].objects.append(later)
    } else {
      reuseIndex[address] = reused.count
      reused.append(Reuse(address: address, path: path, objects: [seen, later]))
    }
    return id
  }

  static func made(_ next: inout Int) -> String {
    defer { next += 1 }
    return "#\(next)"
  }
}
