/// The mutable set of all views, in the window or not, kept as persistent immutable nodes.
/// A change replaces only the changed view's node and marks the views above it stale; `tree`
/// rebuilds the stale path once when a snapshot asks for it, however many changes it saw, so
/// snapshots taken before keep sharing everything else and a phase pays one copy of each
/// changed path, not one per change.
struct ViewForest {
  /// Every view by ID, with its own fields and its subview IDs current; while a view is in
  /// `stale` the nodes in its `subviews` may be older versions of the views below it.
  private var nodes: [ViewID: ViewNode] = [:]
  private(set) var superviews: [ViewID: ViewID] = [:]
  /// Views holding an older version of something below them, with the subviews through which
  /// (the ones replaced, or stale themselves); every view above a stale one is stale too.
  private var stale: [ViewID: Set<ViewID>] = [:]
  /// Views given or taken a superview since the last `takeMoved()`.
  private var moved: [ViewID] = []
  private var nextID = 1

  /// Creates a detached view and returns its ID.
  mutating func make(_ className: String, frame: Rect = .zero, owner: String? = nil) -> ViewID {
    let id = ViewID(nextID)
    nextID += 1
    nodes[id] = ViewNode(id: id, className: className, frame: frame, owner: owner)
    return id
  }

  /// Creates a detached view together with plain subviews of the given classes, in one go
  /// (inserting them one by one would copy the growing subview list each time).
  mutating func make(_ className: String, owner: String?, subviewClasses: [String]) -> ViewID {
    var subviews: [ViewNode] = []
    subviews.reserveCapacity(subviewClasses.count)
    let parent = ViewID(nextID + subviewClasses.count)
    for subviewClass in subviewClasses {
      let id = ViewID(nextID)
      nextID += 1
      let node = ViewNode(id: id, className: subviewClass, frame: .zero)
      nodes[id] = node
      superviews[id] = parent
      subviews.append(node)
    }
    nextID += 1
    nodes[parent] = ViewNode(
      id: parent, className: className, frame: .zero, owner: owner, subviews: subviews)
    return parent
  }

  /// The view as it is now: its fields and its subview IDs are current, but the nodes in its
  /// `subviews` may be older versions of the views below it until `tree(_:)` brings them up
  /// to date. Walk below a view with `subviews(of:)` or `subtree(of:)`.
  func node(_ id: ViewID) -> ViewNode? { nodes[id] }

  /// The view and everything below it as they are now, as shared immutable nodes: rebuilds the
  /// stale views below it (children before parents) and keeps every other node.
  mutating func tree(_ id: ViewID) -> ViewNode? {
    guard stale[id] != nil else { return nodes[id] }
    var order: [ViewID] = []
    var stack = [id]
    while let next = stack.popLast() {
      guard let behind = stale[next] else { continue }
      order.append(next)
      stack += behind.filter { superviews[$0] == next }
    }
    for view in order.reversed() {
      guard let behind = stale.removeValue(forKey: view), let node = nodes[view] else {
        continue
      }
      var subviews = node.subviews
      for child in behind {
        guard let index = subviews.firstIndex(where: { $0.id == child }), let current = nodes[child]
        else { continue }
        subviews[index] = current
      }
      nodes[view] = node.with(subviews: subviews)
    }
    return nodes[id]
  }

  /// Every view from `id` down as it is now, depth-first, back to front.
  func subtree(of id: ViewID) -> [ViewNode] {
    var result: [ViewNode] = []
    var stack = [id]
    while let next = stack.popLast(), let node = nodes[next] {
      result.append(node)
      stack += node.subviews.reversed().map(\.id)
    }
    return result
  }

  func superview(of id: ViewID) -> ViewID? { superviews[id] }

  /// Subview IDs of a view, back to front.
  func subviews(of id: ViewID) -> [ViewID] { nodes[id]?.subviews.map(\.id) ?? [] }

  /// True when `id` is `ancestor` or lies below it.
  func isDescendant(_ id: ViewID, of ancestor: ViewID) -> Bool {
    var current: ViewID? = id
    while let view = current {
      if view == ancestor { return true }
      current = superviews[view]
    }
    return false
  }

  /// `addSubview` / `insertSubview(_:at:)`: moves `id` (out of any old superview) into `parent`.
  /// `index` nil appends on top. Refuses cycles and unknown views.
  mutating func insert(_ id: ViewID, into parent: ViewID, at index: Int? = nil) {
    guard nodes[id] != nil, nodes[parent] != nil, !isDescendant(parent, of: id) else { return }
    removeFromSuperview(id)
    guard let child = nodes[id], let parentNode = nodes[parent] else { return }
    var subviews = parentNode.subviews
    let position = min(max(index ?? subviews.count, 0), subviews.count)
    subviews.insert(child, at: position)
    superviews[id] = parent
    moved.append(id)
    replace(parentNode.with(subviews: subviews))
    // The parent now holds the child's node: if that is behind, so is the parent.
    if stale[id] != nil { markStale(above: id) }
  }

  /// `insertSubview(_:aboveSubview:)`.
  mutating func insert(_ id: ViewID, above sibling: ViewID) {
    guard let parent = superviews[sibling] else { return }
    removeFromSuperview(id)
    let index = subviews(of: parent).firstIndex(of: sibling).map { $0 + 1 }
    insert(id, into: parent, at: index)
  }

  /// `insertSubview(_:belowSubview:)`.
  mutating func insert(_ id: ViewID, below sibling: ViewID) {
    guard let parent = superviews[sibling] else { return }
    removeFromSuperview(id)
    insert(id, into: parent, at: subviews(of: parent).firstIndex(of: sibling))
  }

  /// `removeFromSuperview`: the view and its subtree become detached.
  mutating func removeFromSuperview(_ id: ViewID) {
    guard let parent = superviews[id], let parentNode = nodes[parent] else { return }
    superviews[id] = nil
    moved.append(id)
    replace(parentNode.with(subviews: parentNode.subviews.filter { $0.id != id }))
  }

  /// Sets the untransformed frame (`center` and `bounds`); a transform still applies on top.
  mutating func setFrame(_ id: ViewID, _ frame: Rect) {
    guard let node = nodes[id], node.layoutFrame != frame else { return }
    replace(node.with(frame: frame))
  }

  mutating func setTransform(_ id: ViewID, _ transform: Transform) {
    guard let node = nodes[id], node.transform != transform else { return }
    replace(node.with(transform: transform))
  }

  mutating func setHidden(_ id: ViewID, _ hidden: Bool) {
    guard let node = nodes[id], node.isHidden != hidden else { return }
    replace(node.with(isHidden: hidden))
  }

  mutating func setAlpha(_ id: ViewID, _ alpha: Double) {
    guard let node = nodes[id], node.alpha != alpha else { return }
    replace(node.with(alpha: alpha))
  }

  mutating func setRole(_ id: ViewID, _ role: ViewRole?) {
    guard let node = nodes[id], node.role != role else { return }
    replace(node.with(role: .some(role)))
  }

  /// Changes many direct subviews of `parent` at once with a single copy of the path above:
  /// `transform` returns a new frame for a subview, or nil to leave it as it is.
  mutating func setFrames(inside parent: ViewID, _ transform: (Int, ViewNode) -> Rect?) {
    guard let parentNode = nodes[parent] else { return }
    var changed = false
    var subviews = parentNode.subviews
    let behind = stale[parent] ?? []
    for (index, held) in subviews.enumerated() {
      let child = behind.contains(held.id) ? nodes[held.id] ?? held : held
      guard let frame = transform(index, child), frame != child.layoutFrame else { continue }
      let updated = child.with(frame: frame)
      subviews[index] = updated
      nodes[child.id] = updated
      changed = true
    }
    if changed { replace(parentNode.with(subviews: subviews)) }
  }

  /// Stores a new version of a node; the views above it now hold an older one.
  private mutating func replace(_ node: ViewNode) {
    nodes[node.id] = node
    markStale(above: node.id)
  }

  /// Marks the views above `id` stale, up to the first one that already was (everything
  /// above a stale view is stale).
  private mutating func markStale(above id: ViewID) {
    var child = id
    while let parent = superviews[child] {
      let already = stale[parent] != nil
      stale[parent, default: []].insert(child)
      if already { return }
      child = parent
    }
  }

  /// The views moved since the last call (duplicates possible), and a fresh start.
  mutating func takeMoved() -> [ViewID] {
    defer { moved = [] }
    return moved
  }
}
