/// Every controller by name, noting which ones were written since the last snapshot, so that
/// a snapshot rebuilds only the controller nodes that may have changed.
struct ControllerTable {
  private var storage: [String: Controller] = [:]
  private var changed: Set<String> = []

  subscript(name: String) -> Controller? {
    get { storage[name] }
    set {
      storage[name] = newValue
      changed.insert(name)
    }
    _modify {
      changed.insert(name)
      yield &storage[name]
    }
  }

  var count: Int { storage.count }

  /// The names written since the last call, and a fresh start.
  mutating func takeChanged() -> Set<String> {
    defer { changed = [] }
    return changed
  }
}
