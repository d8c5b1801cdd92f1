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
  private(set) var ids: [Int] = []
  private(set) var records: [ObjectIdentifier] = []
  private(set) var starts: [Int] = []
  private(set) var ends: [Int] = []
  private(set) var sizes: [Int] = []
  private(set) var parents: [Int] = []
  private(set) var depths: [Int] = []
  /// Views that must be walked each time, and every view above them (few: a set, so that a
  /// copied subtree adds nothing to it).
  private(set) var pinned: Set<Int> = []
  /// True once a slot was met twice in this tree: its positions cannot say which one changed,
  /// so the next phase writes everything anew.
  private(set) var repeated = false

  init(table: SharedSlots<Record>?, limit: Int, root: Record) {
    self.table = table
    self.limit = limit
    self.root = root
  }

  var count: Int { ids.count }

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
    guard position >= 0, position < ids.count, ids[position] == id else { return nil }
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
    ends[position] = bytes.count
    sizes[position] = ids.count - position
  }

  /// Marks the view at `position` and every view above it as walked each time.
  mutating func pin(_ position: Int) {
    var position = position
    while position >= 0 && pinned.insert(position).inserted {
      position = parents[position]
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
    positions: inout [Int]
  ) {
    copy(
      from: old, span: first..<(last + old.sizes[last]),
      bytes: old.starts[first]..<old.ends[last], below: old.parents[first], parent: parent,
      positions: &positions)
  }

  /// Appends the bytes at `byteRange` of `old` and the nodes at `span` there, whole subtrees
  /// of its node at `below` lying in those bytes, under `parent`, in one copy of each array;
  /// byte offsets and parents are moved only when they change (a window's first children,
  /// kept where they were, cost a copy and one pass to note their positions).
  mutating func copy(
    from old: SubtreeLayout, span: Range<Int>, bytes byteRange: Range<Int>, below: Int,
    parent: Int, positions: inout [Int]
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
    // Moved in place, a plain loop over each new part (no closure per element).
    if shift != 0 {
      starts.withUnsafeMutableBufferPointer { moved in
        for index in base..<moved.count { moved[index] += shift }
      }
      ends.withUnsafeMutableBufferPointer { moved in
        for index in base..<moved.count { moved[index] += shift }
      }
    }
    // The top nodes name the new parent; the nodes below them, their moved positions.
    if positionShift != 0 || below != parent {
      parents.withUnsafeMutableBufferPointer { moved in
        for index in base..<moved.count {
          moved[index] = moved[index] == below ? parent : moved[index] + positionShift
        }
      }
    }
    var seenTwice = false
    ids.withUnsafeBufferPointer { ids in
      for position in base..<ids.count {
        let id = ids[position]
        guard id >= 0 && id < Self.idLimit else { continue }
        if id >= positions.count {
          positions.append(contentsOf: repeatElement(-1, count: id + 1 - positions.count))
        }
        // As `noteRepeat`: an earlier entry is a repeat only when this layout holds the slot there.
        let earlier = positions[id]
        if earlier >= 0 && earlier < ids.count && earlier != position && ids[earlier] == id {
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
    ids.append(id)
    records.append(record)
    starts.append(start)
    ends.append(start)
    sizes.append(size)
    parents.append(parent)
    depths.append(depth)
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
