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
  private var first: [String: Int] = [:]
  private(set) var reuses: [Reuse] = []

  init(path: String) {
    self.path = path
  }

  /// The id of an object printed at `line`: its address the first time, a made-up id after.
  mutating func id(for object: DumpObject, line: Int, next: inout Int) -> String {
    guard let address = object.address else { return Self.made(&next) }
    guard let seen = first[address] else {
      first[address] = reuses.count
      reuses.append(
        Reuse(
          address: address, path: path,
          objects: [Object(className: object.className, line: line, id: address)]))
      return address
    }
    let id = Self.made(&next)
    reuses[seen].objects.append(Object(className: object.className, line: line, id: id))
    return id
  }

  /// The addresses printed for two or more objects, in the order they first appeared.
  var reused: [Reuse] { reuses.filter { $0.objects.count > 1 } }

  static func made(_ next: inout Int) -> String {
    defer { next += 1 }
    return "#\(next)"
  }
}
