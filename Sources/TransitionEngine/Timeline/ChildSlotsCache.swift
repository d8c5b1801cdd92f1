/// The children of each controller as its last record named them, by name and by slot, so
/// that the next record of a controller whose children share their start with those (a stack
/// pushed or popped, a child added) looks up only the names past that start and shares the
/// rest of its slot list with the last record: a record of a stack thousands deep costs what
/// changed, not the depth of the stack.
struct ChildSlotsCache {
  /// Off, every record looks up every child again (for the tests that compare the two).
  var isEnabled = true
  private var entries: [String: Entry] = [:]

  /// A controller's children and their slots, as its last record named them.
  struct Entry {
    let names: SharedList<String>
    let slots: SharedList<Int>
  }

  /// The children `name`'s last record named, or nil when there is none to build on.
  func entry(of name: String) -> Entry? { isEnabled ? entries[name] : nil }

  /// Remembers the children of the record just made for `name`.
  mutating func remember(_ name: String, names: SharedList<String>, slots: SharedList<Int>) {
    guard isEnabled else { return }
    entries[name] = Entry(names: names, slots: slots)
  }
}
