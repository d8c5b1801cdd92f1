/// One phase's tree (of views or of controllers) as a writer wrote it: its bytes and, for each
/// node in depth-first order (its position), where its subtree's bytes start and end, how many
/// nodes the subtree has, its parent's position and its depth. `SubtreeBytes` copies a subtree
/// from here whole.
struct SubtreeLayout<Record: AnyObject & Sendable> {
  /// The table the tree was read from; it holds every record named in `records`, so their
  /// identities stay theirs while the layout is kept.
  private(set) var table: SharedSlots<Record>?
  private(set) var limit: Int
  /// The root's record, which need not be in `table`.
  private(set) var root: Record
  var bytes: [UInt8] = []
  // The per-view arrays hold 32-bit integers (half the bytes to copy from phase to phase); a
  // value that does not fit (`offsetLimit`) sets `overflowed` instead.
  private(set) var ids: [Int32] = []
  private(set) var records: [ObjectIdentifier] = []
  private(set) var starts: [Int32] = []
  private(set) var ends: [Int32] = []
  private(set) var sizes: [Int32] = []
  private(set) var parents: [Int32] = []
  private(set) var depths: [Int32] = []
  /// Views that must be walked each time, and every view above them (few: a set, so that a
  /// copied subtree adds nothing to it).
  private(set) var pinned: Set<Int> = []
  /// True once a slot was met twice in this tree: its positions cannot say which one changed,
  /// so the next phase writes everything anew.
  private(set) var repeated = false
  /// True once a byte offset, a slot, a position or a depth did not fit below `offsetLimit`
  /// (a phase's tree over 2 GiB of text, say): the values stored are then not all true, so the
  /// next phase writes everything anew rather than copy from here.
  private(set) var overflowed = false
  /// The largest value the per-view arrays hold (`Int32.max`; lower in tests).
  let offsetLimit: Int

  init(
    table: SharedSlots<Record>?, limit: Int, root: Record, offsetLimit: Int = Int(Int32.max)
  ) {
    self.table = table
    self.limit = limit
    self.root = root
    self.offsetLimit = min(max(offsetLimit, 0), Int(Int32.max))
  }

  var count: Int { ids.count }

  /// Whether the next phase may copy from this layout: no slot was met twice and every value
  /// fitted.
  var isReusable: Bool { !repeated && !overflowed }

  /// The slot of the view at `position`.
  func id(_ position: Int) -> Int { Int(ids[position]) }
  /// Where the bytes of the subtree at `position` start.
  func start(_ position: Int) -> Int { Int(starts[position]) }
  /// Where the bytes of the subtree at `position` end.
  func end(_ position: Int) -> Int { Int(ends[position]) }
  /// How many views the subtree at `position` holds, itself included.
  func size(_ position: Int) -> Int { Int(sizes[position]) }
  /// The position of the parent of the view at `position`; -1 for the root.
  func parent(_ position: Int) -> Int { Int(parents[position]) }
  /// The depth the view at `position` was written at.
  func depth(_ position: Int) -> Int { Int(depths[position]) }

  /// `value` as stored: itself when it fits under `offsetLimit`, else -1 with `overflowed` set.
  private mutating func narrow(_ value: Int) -> Int32 {
    guard value >= -1 && value <= offsetLimit, let narrow = Int32(exactly: value) else {
      overflowed = true
      return -1
    }
    return narrow
  }

  /// View IDs past this are not looked up (a scene makes its views' IDs one by one from 0).
  static var idLimit: Int { 1 << 22 }

  /// Makes room for `count` views and `byteCount` bytes.
  mutating func reserve(_ count: Int, bytes byteCount: Int) {
    bytes.reserveCapacity(byteCount)
    ids.reserveCapacity(count)
    starts.reserveCapacity(count)
    ends.reserveCapacity(count)
    sizes.reserveCapacity(count)
    parents.reserveCapacity(count)
    depths.reserveCapacity(count)
    records.reserveCapacity(count)
  }

  /// The position of view `id` in this layout, read from `positions` (which may hold stale
  /// entries of other layouts: they are checked).
  func position(of id: Int, in positions: [Int]) -> Int? {
    guard id >= 0, id < positions.count else { return nil }
    let position = positions[id]
    guard position >= 0, position < ids.count, Int(ids[position]) == id else { return nil }
    return position
  }

  /// Starts a view whose bytes the writer is about to append; returns its position.
  mutating func open(
    slot: Int, record: ObjectIdentifier, depth: Int, parent: Int, positions: inout [Int]
  ) -> Int {
    let position = ids.count
    append(
      id: slot, record: record, start: bytes.count, size: 0, parent: parent, depth: depth,
      positions: &positions)
    return position
  }

  /// Ends the view at `position` once its subviews and closing bytes are written.
  mutating func close(_ position: Int) {
    ends[position] = narrow(bytes.count)
    sizes[position] = narrow(ids.count - position)
  }

  /// Marks the view at `position` and every view above it as walked each time.
  mutating func pin(_ position: Int) {
    var position = position
    while position >= 0 && position < parents.count && pinned.insert(position).inserted {
      position = Int(parents[position])
    }
  }

  /// Appends the subtree at `from` in `old`, bytes and views, under `parent`: its arrays are
  /// copied a slice at a time, offsets moved by where the subtree now starts.
  mutating func copy(from old: SubtreeLayout, at from: Int, parent: Int, positions: inout [Int]) {
    copy(from: old, siblings: from, through: from, parent: parent, positions: &positions)
  }

  /// Appends the subtrees of the siblings at positions `first` through `last` in `old` (the
  /// bytes between them too) under `parent`, in one copy of each array.
  mutating func copy(
    from old: SubtreeLayout, siblings first: Int, through last: Int, parent: Int,
    positions: inout [Int], holdingOld: Bool = false
  ) {
    copy(
      from: old, span: first..<(last + old.size(last)),
      bytes: old.start(first)..<old.end(last), below: old.parent(first), parent: parent,
      positions: &positions, holdingOld: holdingOld)
  }

  /// Appends the bytes at `byteRange` of `old` and the nodes at `span` there, whole subtrees
  /// of its node at `below` lying in those bytes, under `parent`, in one copy of each array;
  /// byte offsets and parents are moved only when they change (a window's first children,
  /// kept where they were, cost a copy). `holdingOld` says `positions` holds `old`'s
  /// positions: the positions of nodes copied right after a root of the same slot, to the
  /// places they had, are then left as they are.
  mutating func copy(
    from old: SubtreeLayout, span: Range<Int>, bytes byteRange: Range<Int>, below: Int,
    parent: Int, positions: inout [Int], holdingOld: Bool = false
  ) {
    let shift = bytes.count - byteRange.lowerBound
    bytes.append(contentsOf: old.bytes[byteRange])
    guard !span.isEmpty else { return }
    let positionShift = ids.count - span.lowerBound
    let base = ids.count
    ids.append(contentsOf: old.ids[span])
    records.append(contentsOf: old.records[span])
    starts.append(contentsOf: old.starts[span])
    ends.append(contentsOf: old.ends[span])
    sizes.append(contentsOf: old.sizes[span])
    parents.append(contentsOf: old.parents[span])
    depths.append(contentsOf: old.depths[span])
    // Every moved offset lies within the bytes and every moved parent below the count, so
    // when both fit the plain 32-bit sums below cannot overflow; else nothing is moved (the
    // layout is not copied from again).
    guard bytes.count <= offsetLimit && ids.count <= offsetLimit && !old.overflowed else {
      overflowed = true
      return
    }
    // Moved in place, a plain loop over each new part (no closure per element).
    if shift != 0 {
      let shift = Int32(truncatingIfNeeded: shift)
      starts.withUnsafeMutableBufferPointer { moved in
        for index in base..<moved.count { moved[index] &+= shift }
      }
      ends.withUnsafeMutableBufferPointer { moved in
        for index in base..<moved.count { moved[index] &+= shift }
      }
    }
    // The top nodes name the new parent; the nodes below them, their moved positions.
    if positionShift != 0 || below != parent {
      let below = Int32(truncatingIfNeeded: below)
      let parent = Int32(truncatingIfNeeded: parent)
      let positionShift = Int32(truncatingIfNeeded: positionShift)
      parents.withUnsafeMutableBufferPointer { moved in
        for index in base..<moved.count {
          moved[index] = moved[index] == below ? parent : moved[index] &+ positionShift
        }
      }
    }
    // In place after the same root, no slot of the span can be in the layout before it (the
    // root's slot is not in `old`'s span, and `old` meets each slot once).
    let inPlace =
      holdingOld && base == 1 && positionShift == 0 && shift == 0 && below == parent
      && old.ids.first == ids.first
    if !inPlace { notePositions(from: base, in: &positions) }
  }

  /// Notes the positions of the views from `base` on in `positions`, and whether one of their
  /// slots was met before in this layout.
  private mutating func notePositions(from base: Int, in positions: inout [Int]) {
    var seenTwice = false
    ids.withUnsafeBufferPointer { ids in
      for position in base..<ids.count {
        let id = Int(ids[position])
        guard id >= 0 && id < Self.idLimit else { continue }
        if id >= positions.count {
          positions.append(contentsOf: repeatElement(-1, count: id + 1 - positions.count))
        }
        // As `noteRepeat`: an earlier entry is a repeat only when this layout holds the slot there.
        let earlier = positions[id]
        if earlier >= 0 && earlier < ids.count && earlier != position
          && Int(ids[earlier]) == id
        {
          seenTwice = true
        }
        positions[id] = position
      }
    }
    if seenTwice { repeated = true }
  }

  /// Empties the layout for another phase's tree, keeping its storage.
  mutating func reuse(table: SharedSlots<Record>?, limit: Int, root: Record) {
    self.table = table
    self.limit = limit
    self.root = root
    repeated = false
    overflowed = false
    bytes.removeAll(keepingCapacity: true)
    ids.removeAll(keepingCapacity: true)
    records.removeAll(keepingCapacity: true)
    starts.removeAll(keepingCapacity: true)
    ends.removeAll(keepingCapacity: true)
    sizes.removeAll(keepingCapacity: true)
    parents.removeAll(keepingCapacity: true)
    depths.removeAll(keepingCapacity: true)
    pinned.removeAll(keepingCapacity: true)
  }

  private mutating func append(
    id: Int, record: ObjectIdentifier, start: Int, size: Int, parent: Int, depth: Int,
    positions: inout [Int]
  ) {
    let position = ids.count
    ids.append(narrow(id))
    records.append(record)
    starts.append(narrow(start))
    ends.append(narrow(start))
    sizes.append(narrow(size))
    parents.append(narrow(parent))
    depths.append(narrow(depth))
    if id >= 0 && id < Self.idLimit {
      if id >= positions.count {
        positions.append(contentsOf: repeatElement(-1, count: id + 1 - positions.count))
      }
      noteRepeat(positions[id], at: position)
      positions[id] = position
    }
  }

  /// Notes a slot met twice: `earlier`, the slot's entry in `positions` before the one at
  /// `position` was written, is another position of this layout that holds the same slot.
  /// (An entry left by an earlier layout may point anywhere: only the slot there counts.)
  private mutating func noteRepeat(_ earlier: Int, at position: Int) {
    if earlier >= 0 && earlier < ids.count && earlier != position && ids[earlier] == ids[position] {
      repeated = true
    }
  }
}
