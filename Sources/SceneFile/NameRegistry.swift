/// The controller names a scene has defined so far, for duplicate and reference checks.
struct NameRegistry {
  /// What a name was defined as, in the words messages use.
  enum Kind: String {
    case plain = "view controller"
    case navigation = "navigation controller"
    case tab = "tab controller"
    case split = "split controller"
    case container = "container controller"
    case page = "page view controller"
  }

  /// A defined name: its kind and the line that defined it.
  struct Entry {
    let kind: Kind
    let line: Int
  }

  private var entries: [String: Entry] = [:]
  private var order: [String] = []
  /// The names of each kind, in the order they were defined: a step that names no container
  /// asks for them, and a scan of every name at each such step grew with steps × names.
  private var byKind: [Kind: [String]] = [:]

  subscript(name: String) -> Entry? {
    entries[name]
  }

  mutating func add(_ name: String, kind: Kind, line: Int) {
    guard entries[name] == nil else { return }
    entries[name] = Entry(kind: kind, line: line)
    order.append(name)
    byKind[kind, default: []].append(name)
  }

  /// The names defined as `kind`, in the order they were defined.
  func names(of kind: Kind) -> [String] {
    byKind[kind] ?? []
  }

  /// The defined name closest to `name`, when it looks like a typo.
  func closest(to name: String) -> String? {
    Suggestions.closest(to: name, in: order)
  }
}
