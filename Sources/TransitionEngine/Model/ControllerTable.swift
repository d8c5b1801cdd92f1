/// Every controller by name, noting which ones were written since the last snapshot, so that
/// a snapshot rebuilds only the controller nodes that may have changed. It also keeps two
/// indexes up to date on every write, so that questions about the whole table cost what they
/// find, not the number of controllers: who names a controller as its `parent`, and how many
/// controllers there are of each kind.
struct ControllerTable {
  private var storage: [String: Controller] = [:]
  private var changed: Set<String> = []
  /// Names of the controllers whose `parent` is the key.
  private var childrenByParent: [String: Set<String>] = [:]
  private var kindCounts: [ControllerKind: Int] = [:]

  subscript(name: String) -> Controller? {
    get { storage[name] }
    set {
      let old = storage[name].map { (parent: $0.parent, kind: $0.kind) }
      storage[name] = newValue
      changed.insert(name)
      reindex(name, old: old)
    }
    _modify {
      changed.insert(name)
      let old = storage[name].map { (parent: $0.parent, kind: $0.kind) }
      defer { reindex(name, old: old) }
      yield &storage[name]
    }
  }

  var count: Int { storage.count }

  /// The names written since the last call, and a fresh start.
  mutating func takeChanged() -> Set<String> {
    defer { changed = [] }
    return changed
  }

  /// The controllers whose `parent` is `name` (in no particular order).
  func named(asParentBy name: String) -> Set<String> { childrenByParent[name] ?? [] }

  /// True when at least one controller has this kind.
  func contains(kind: ControllerKind) -> Bool { kindCounts[kind, default: 0] > 0 }

  /// Brings the indexes in line with the controller now stored under `name`, which had
  /// `old` parent and kind before the write (nil when there was none).
  private mutating func reindex(_ name: String, old: (parent: String?, kind: ControllerKind)?) {
    let new = storage[name].map { (parent: $0.parent, kind: $0.kind) }
    let oldParent = old?.parent ?? nil
    let newParent = new?.parent ?? nil
    if oldParent != newParent {
      if let oldParent {
        childrenByParent[oldParent]?.remove(name)
        if childrenByParent[oldParent]?.isEmpty == true { childrenByParent[oldParent] = nil }
      }
      if let newParent { childrenByParent[newParent, default: []].insert(name) }
    }
    if old?.kind != new?.kind {
      if let kind = old?.kind { kindCounts[kind, default: 0] -= 1 }
      if let kind = new?.kind { kindCounts[kind, default: 0] += 1 }
    }
  }
}
