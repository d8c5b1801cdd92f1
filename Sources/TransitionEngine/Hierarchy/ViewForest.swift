/// The mutable set of all views, in the window or not, kept as immutable records that name
/// their subviews by ID. A change replaces only the changed view's record; `tree` hands the
/// records changed since the last snapshot to a shared table (a trie that copies only the
/// path to each changed slot), so a snapshot costs what changed, not the depth of the view
/// that changed, and snapshots taken before keep sharing everything else.
struct ViewForest {
  /// Every view by ID, as it is now (an array by the ID's number, `ViewIDTable`).
  private var records = ViewIDTable<ViewRecord>()
  private var superviews = ViewIDTable<ViewID>()
  /// The views with subviews or an owner (`true`); a leaf without one has no entry, so a walk
  /// for owners knows it by its ID alone (`forEachID(under:_:owner:)`).
  private var branches = ViewIDTable<Bool>()
  /// Views whose record changed since the table was last brought up to date.
  private var dirty: [ViewID] = []
  /// The records as of the last snapshot, by view ID.
  private var table = SharedSlots<ViewRecord>()
  /// Views given or taken a superview since the last `takeMoved()`.
  private var moved: [ViewID] = []
  /// Views whose untransformed frame changed since the last `takeResized()`, for the insets
  /// cache; `resizedOverflow` once more than `resizedLimit` piled up unread.
  private var resized: [ViewID] = []
  private var resizedOverflow = false
  private static let resizedLimit = 4_096
  /// Answers of `reaches(_:top:)`, kept until the views they are about move.
  var reach = ReachMemo()
  /// Views the sheet effects cache reads, and which of them were written since it last looked.
  var watch = ViewWatch()
  private var nextID = 1

  /// Creates a detached view and returns its ID.
  mutating func make(_ className: String, frame: Rect = .zero, owner: String? = nil) -> ViewID {
    let id = ViewID(nextID)
    nextID += 1
    replace(ViewRecord(id: id, className: className, frame: frame, owner: owner))
    return id
  }

  /// Creates a detached view the app's code made, marked as such.
  mutating func make(_ className: String, frame: Rect, mark: AppViewMark) -> ViewID {
    let id = ViewID(nextID)
    nextID += 1
    replace(ViewRecord(id: id, className: className, frame: frame, appMark: mark))
    return id
  }

  /// Creates a detached view together with plain subviews of the given classes, in one go.
  mutating func make(_ className: String, owner: String?, subviewClasses: [String]) -> ViewID {
    var subviews: [ViewID] = []
    subviews.reserveCapacity(subviewClasses.count)
    let parent = ViewID(nextID + subviewClasses.count)
    for subviewClass in subviewClasses {
      let id = ViewID(nextID)
      nextID += 1
      replace(ViewRecord(id: id, className: subviewClass, frame: .zero))
      superviews[id] = parent
      subviews.append(id)
    }
    nextID += 1
    replace(
      ViewRecord(
        id: parent, className: className, frame: .zero, owner: owner, subviewIDs: subviews))
    return parent
  }

  /// The view as it is now (its fields and its subview IDs).
  func node(_ id: ViewID) -> ViewRecord? { records[id] }

  /// The view and everything below it as they are now, as a node of the shared table: the
  /// records changed since the last call go into the table first; every other one is kept.
  mutating func tree(_ id: ViewID) -> ViewNode? {
    // Changed views in ascending order, each once (a view changed twice is listed twice).
    dirty.sort()
    var changed: [(index: Int, value: ViewRecord)] = []
    changed.reserveCapacity(dirty.count)
    for view in dirty where view.raw >= 0 && changed.last?.index != view.raw {
      if let record = records[view] { changed.append((view.raw, record)) }
    }
    table.set(sorted: changed)
    dirty = []
    guard let record = table[id.raw] else { return nil }
    return ViewNode(record: record, table: table, depth: 0, depthLimit: records.count)
  }

  /// Every view from `id` down as it is now, depth-first, back to front.
  func subtree(of id: ViewID) -> [ViewRecord] {
    var result: [ViewRecord] = []
    forEachView(under: id) { result.append($0) }
    return result
  }

  /// Calls `body` with every view from `id` down as it is now, in `subtree(of:)`'s order,
  /// without collecting the records.
  func forEachView(under id: ViewID, _ body: (ViewRecord) -> Void) {
    var stack = [id]
    while let next = stack.popLast(), let record = records[next] {
      body(record)
      stack += record.subviewIDs.reversed()
    }
  }

  /// The owners of the views from `id` down, back to front.
  func owners(under id: ViewID) -> [String] {
    var result: [String] = []
    forEachID(under: id, { _ in }, owner: { result.append($0) })
    return result
  }

  /// Calls `visit` with the ID of every view from `id` down, and `owner` with the owners there
  /// in `owners(under:)`'s order, reading the records only of views with subviews or an owner:
  /// a leaf without one is known by its ID in its superview's list, so a controller's 25,000
  /// decorative views cost 25,000 reads of one array, not 25,000 records fetched from all over
  /// memory (at 100,000 views those missed the processor's caches).
  func forEachID(under id: ViewID, _ visit: (ViewID) -> Void, owner: (String) -> Void) {
    guard let top = records[id] else { return }
    visit(id)
    var stack = [top]
    while let record = stack.popLast() {
      if let name = record.owner { owner(name) }
      let start = stack.count
      for child in record.subviewIDs {
        visit(child)
        if branches[child] != nil, let below = records[child] { stack.append(below) }
      }
      stack[start...].reverse()
    }
  }

  func superview(of id: ViewID) -> ViewID? { superviews[id] }

  /// Subview IDs of a view, back to front.
  func subviews(of id: ViewID) -> [ViewID] { records[id]?.subviewIDs ?? [] }

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
    guard records[id] != nil, records[parent] != nil, !wouldCycle(inserting: id, into: parent)
    else { return }
    removeFromSuperview(id)
    guard let parentRecord = records[parent] else { return }
    var subviews = parentRecord.subviewIDs
    let position = min(max(index ?? subviews.count, 0), subviews.count)
    subviews.insert(id, at: position)
    superviews[id] = parent
    moved.append(id)
    reach.noteMoved(id)
    replace(parentRecord.with(subviewIDs: subviews))
  }

  /// True when `parent` is `id` or lies below it, so that inserting `id` there would make a
  /// cycle. Looks up from `parent` and down from `id` by turns and stops when either look
  /// ends: a view put deep into a tall tree has few views below it, a big subtree put near the
  /// top has few above, so the answer costs the shorter of the two.
  private func wouldCycle(inserting id: ViewID, into parent: ViewID) -> Bool {
    var up: ViewID? = parent
    var down: [(views: [ViewID], next: Int)] = [([id], 0)]
    while true {
      guard let above = up else { return false }
      if above == id { return true }
      up = superviews[above]
      guard let last = down.indices.last else { return false }
      let frame = down[last]
      if frame.next == frame.views.count {
        down.removeLast()
        continue
      }
      down[last].next += 1
      let below = frame.views[frame.next]
      if below == parent { return true }
      if let subviews = records[below]?.subviewIDs, !subviews.isEmpty {
        down.append((subviews, 0))
      }
    }
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
    guard let parent = superviews[id], let parentRecord = records[parent] else { return }
    superviews[id] = nil
    moved.append(id)
    reach.noteMoved(id)
    replace(parentRecord.with(subviewIDs: parentRecord.subviewIDs.filter { $0 != id }))
  }

  /// Sets the untransformed frame (`center` and `bounds`); a transform still applies on top.
  mutating func setFrame(_ id: ViewID, _ frame: Rect) {
    guard let node = records[id], node.layoutFrame != frame else { return }
    noteResized(id)
    replace(node.with(frame: frame))
  }

  mutating func setTransform(_ id: ViewID, _ transform: Transform) {
    guard let node = records[id], node.transform != transform else { return }
    replace(node.with(transform: transform))
  }

  mutating func setHidden(_ id: ViewID, _ hidden: Bool) {
    guard let node = records[id], node.isHidden != hidden else { return }
    replace(node.with(isHidden: hidden))
  }

  mutating func setAlpha(_ id: ViewID, _ alpha: Double) {
    guard let node = records[id], node.alpha != alpha else { return }
    replace(node.with(alpha: alpha))
  }

  /// The background the app's code gave a view it made; other views keep none.
  mutating func setBackground(_ id: ViewID, _ background: String?) {
    guard let node = records[id], let mark = node.appMark, mark.background != background
    else { return }
    replace(node.with(appMark: .some(mark.with(background: background))))
  }

  mutating func setRole(_ id: ViewID, _ role: ViewRole?) {
    guard let node = records[id], node.role != role else { return }
    replace(node.with(role: .some(role)))
  }

  /// Changes many direct subviews of `parent` at once: `transform` returns a new frame for a
  /// subview, or nil to leave it as it is.
  mutating func setFrames(inside parent: ViewID, _ transform: (Int, ViewRecord) -> Rect?) {
    guard let parentRecord = records[parent] else { return }
    for (index, id) in parentRecord.subviewIDs.enumerated() {
      guard let child = records[id], let frame = transform(index, child),
        frame != child.layoutFrame
      else { continue }
      noteResized(id)
      replace(child.with(frame: frame))
    }
  }

  /// Stores a new version of a record, for the next snapshot's table.
  private mutating func replace(_ record: ViewRecord) {
    records[record.id] = record
    branches[record.id] = record.owner != nil || !record.subviewIDs.isEmpty ? true : nil
    dirty.append(record.id)
    watch.note(record.id)
  }

  /// The views whose untransformed frame changed since the last call (duplicates possible),
  /// or nil when too many did to keep them, and a fresh start.
  mutating func takeResized() -> [ViewID]? {
    defer {
      resized = []
      resizedOverflow = false
    }
    return resizedOverflow ? nil : resized
  }

  private mutating func noteResized(_ id: ViewID) {
    guard !resizedOverflow else { return }
    if resized.count < Self.resizedLimit {
      resized.append(id)
    } else {
      resized = []
      resizedOverflow = true
    }
  }

  /// The views moved since the last call (duplicates possible), and a fresh start.
  mutating func takeMoved() -> [ViewID] {
    defer { moved = [] }
    return moved
  }
}
