/// Every controller by name, noting which ones were written since the last snapshot, so that
/// a snapshot rebuilds only the controller nodes that may have changed. It also keeps two
/// indexes up to date on every write, so that questions about the whole table cost what they
/// find, not the number of controllers: who names a controller as its `parent`, which
/// controllers there are of each kind, and which have a column-style split's columns.
struct ControllerTable {
  private var storage: [String: Controller] = [:]
  private var changed: Set<String> = []
  /// Names of the controllers whose `parent` is the key.
  private var childrenByParent: [String: Set<String>] = [:]
  private var namesByKind: [ControllerKind: Set<String>] = [:]
  private var columnSplits: Set<String> = []
  /// Controllers known to reach `reachRoot` through parents and presenters, and known not to
  /// (see `reachesRoot`). A write that gives a controller a parent or presenter where it had
  /// none can only bring controllers into the tree, one that takes it away can only take them
  /// out; any other change of either forgets both.
  private var knownIn: Set<String> = []
  private var knownOut: Set<String> = []
  private var reachRoot = ""
  /// The names written since the last `takeWritten()`, in order, for the insets cache;
  /// `writtenOverflow` once more than `writtenLimit` piled up unread.
  private var written: [String] = []
  private var writtenOverflow = false
  private static let writtenLimit = 4_096
  /// How many writes gave a controller another `parent`, for caches that follow containment.
  private(set) var parentChanges = 0

  subscript(name: String) -> Controller? {
    get { storage[name] }
    set {
      let old = indexed(name)
      storage[name] = newValue
      changed.insert(name)
      noteWritten(name)
      catchUp(name, old: old)
    }
    _modify {
      changed.insert(name)
      noteWritten(name)
      let old = indexed(name)
      defer { catchUp(name, old: old) }
      yield &storage[name]
    }
  }

  var count: Int { storage.count }

  /// Every controller's class, by name ("" for one of UIKit's), for the app's code naming the
  /// controllers it makes (`AppCode.made`).
  var classNames: [String: String] { storage.mapValues { $0.options.className ?? "" } }

  /// The names written since the last call, and a fresh start.
  mutating func takeChanged() -> Set<String> {
    defer { changed = [] }
    return changed
  }

  /// The names written since the last call (duplicates possible), or nil when too many were
  /// to keep (then anything may have changed), and a fresh start.
  mutating func takeWritten() -> [String]? {
    defer {
      written = []
      writtenOverflow = false
    }
    return writtenOverflow ? nil : written
  }

  private mutating func noteWritten(_ name: String) {
    guard !writtenOverflow else { return }
    if written.count < Self.writtenLimit {
      written.append(name)
    } else {
      written = []
      writtenOverflow = true
    }
  }

  /// The controllers whose `parent` is `name` (in no particular order).
  func named(asParentBy name: String) -> Set<String> { childrenByParent[name] ?? [] }

  /// True when at least one controller has this kind.
  func contains(kind: ControllerKind) -> Bool { namesByKind[kind]?.isEmpty == false }

  /// The controllers of this kind (in no particular order).
  func names(of kind: ControllerKind) -> Set<String> { namesByKind[kind] ?? [] }

  /// The controllers that have a column-style split's columns (in no particular order).
  var namesWithColumns: Set<String> { columnSplits }

  /// What the indexes and `reachesRoot` hold of the controller stored under `name`, read
  /// with one lookup before a write and one after it.
  private typealias Indexed = (
    parent: String?, presenting: String?, kind: ControllerKind, hasColumns: Bool
  )

  private func indexed(_ name: String) -> Indexed? {
    storage[name].map {
      (parent: $0.parent, presenting: $0.presenting, kind: $0.kind, hasColumns: $0.columns != nil)
    }
  }

  /// Brings the indexes and the answers of `reachesRoot` in line with the write of `name`.
  private mutating func catchUp(_ name: String, old: Indexed?) {
    let new = indexed(name)
    reindex(name, old: old, new: new)
    forgetMembership(
      was: (old?.parent ?? nil, old?.presenting ?? nil),
      now: (new?.parent ?? nil, new?.presenting ?? nil))
  }

  /// Brings the indexes in line with the controller now stored under `name` (`new`), which
  /// had `old` parent, kind and columns before the write (nil when there was none).
  private mutating func reindex(_ name: String, old: Indexed?, new: Indexed?) {
    let oldParent = old?.parent ?? nil
    let newParent = new?.parent ?? nil
    if oldParent != newParent {
      parentChanges &+= 1
      if let oldParent {
        childrenByParent[oldParent]?.remove(name)
        if childrenByParent[oldParent]?.isEmpty == true { childrenByParent[oldParent] = nil }
      }
      if let newParent { childrenByParent[newParent, default: []].insert(name) }
    }
    if old?.kind != new?.kind {
      if let kind = old?.kind { namesByKind[kind]?.remove(name) }
      if let kind = new?.kind { namesByKind[kind, default: []].insert(name) }
    }
    if old?.hasColumns != new?.hasColumns {
      if new?.hasColumns == true { columnSplits.insert(name) } else { columnSplits.remove(name) }
    }
  }

  /// True when following `parent`, else `presenting`, from `name` reaches `root`: the
  /// controller is in the window's controller tree. Every controller on the way gets the same
  /// answer, remembered until a write changes a link, so that a chain thousands deep is
  /// walked about once, not once a step.
  mutating func reachesRoot(_ name: String, root: String) -> Bool {
    if root != reachRoot {
      knownIn = []
      knownOut = []
      reachRoot = root
    }
    var path: [String] = []
    var current = name
    var result = false
    // No further than there are controllers: a cycle never reaches the root.
    while path.count <= storage.count {
      if current == root || knownIn.contains(current) {
        result = true
        break
      }
      if knownOut.contains(current) { break }
      path.append(current)
      guard let next = storage[current]?.parent ?? storage[current]?.presenting else { break }
      current = next
    }
    if result { knownIn.formUnion(path) } else { knownOut.formUnion(path) }
    return result
  }

  /// Forgets the answers of `reachesRoot` that a change of a controller's parent or
  /// presenter (where `reachesRoot` goes from it) from `old` to `new` may have changed.
  private mutating func forgetMembership(
    was old: (parent: String?, presenting: String?),
    now new: (parent: String?, presenting: String?)
  ) {
    guard new.parent != old.parent || new.presenting != old.presenting else { return }
    let hadLink = old.parent != nil || old.presenting != nil
    let hasLink = new.parent != nil || new.presenting != nil
    if hasLink { knownOut = [] }
    if hadLink { knownIn = [] }
  }
}
