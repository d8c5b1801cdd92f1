/// The bytes a writer made of the last phase's whole tree (the window's views, or the
/// controllers), with where each node's subtree lies in them, so that the next phase copies
/// what did not change instead of walking it node by node. Which records changed comes from
/// the two phases' tables (`SharedSlots.changedSlots`): a node whose record changed marks
/// itself and the nodes above it. A subtree with no mark is copied whole, at the depth it was
/// written at; a marked node whose own record did not change (a container above a change deep
/// in the tree) keeps its own bytes, between its children and around them, from the last
/// phase, so only the changed nodes are written anew. It holds two phases at most (the last
/// one and the one being written), so its memory follows the largest phase. A disabled cache
/// walks every node (the reference its tests compare with).
struct SubtreeBytes<Node: TableNode> {
  private typealias Layout = SubtreeLayout<Node.Record>

  private let enabled: Bool
  /// The largest byte offset or count a layout holds (`SubtreeLayout.offsetLimit`).
  private let offsetLimit: Int
  private var last: Layout?
  /// The layout before `last`, whose storage the next phase's layout reuses.
  private var spare: Layout?
  /// The position of each slot in the last layout and, as the walk goes, in the one being
  /// written: one array, so that a span copied to the place it had leaves its entries as they
  /// are. An entry counts only where the layout it is read for holds that slot there (a slot
  /// is met once in a layout that is copied from, so a stale entry is a miss, never a wrong
  /// position, and a miss writes the node anew).
  private var positions: [Int] = []
  /// The marks of the phase being written, their storage kept from phase to phase.
  private var marks = SubtreeMarks()

  /// `offsetLimit` lowers the largest value a layout stores (for the tests of what happens
  /// past it: that phase's tree is written, and the next one written anew).
  init(enabled: Bool = true, offsetLimit: Int = Int(Int32.max)) {
    self.enabled = enabled
    self.offsetLimit = offsetLimit
  }

  /// Writes the tree under `root`: `open` writes a node's own bytes (at its depth, the root at
  /// 0) and says what follows them: the nodes below, the bytes between them and after them.
  mutating func write(
    _ root: Node, to out: inout OutputSink,
    open: (Node, Int, inout [UInt8]) -> OpenedNode<Node>
  ) {
    guard enabled, let stored = root.stored, stored.depth == 0 else {
      var layout = Layout(table: nil, limit: 0, root: root.record)
      layout.bytes.reserveCapacity(4_096)
      walk(root, into: &layout, reusing: nil, marks: SubtreeMarks(), open: open)
      out.write(layout.bytes[...])
      return
    }
    var layout =
      spare ?? Layout(table: nil, limit: 0, root: root.record, offsetLimit: offsetLimit)
    spare = nil
    layout.reuse(table: stored.table, limit: stored.limit, root: root.record)
    layout.reserve(last?.count ?? 64, bytes: last?.bytes.count ?? 4_096)
    // The depth limit grows with the nodes a scene makes; under a lower one a copied subtree
    // could hold a path the new limit cuts.
    let reusable = last.flatMap { $0.limit <= stored.limit && $0.isReusable ? $0 : nil }
    marks.reset()
    if let reusable { mark(reusable, in: stored.table) }
    let current = marks
    walk(root, into: &layout, reusing: reusable, marks: current, open: open)
    out.write(whole: layout.bytes)
    spare = last
    last = layout
  }

  /// Marks the positions of the last layout that changed or were pinned, and every one above
  /// them.
  private mutating func mark(_ layout: Layout, in table: SharedSlots<Node.Record>) {
    guard let old = layout.table else { return marks.reset(all: true) }
    for position in layout.pinned { marks.markDirty(position, parents: layout.parents) }
    if old.isSameVersion(as: table) { return }
    for id in table.changedSlots(since: old) {
      guard let position = layout.position(of: id, in: positions) else { continue }
      marks.markChanged(position, parents: layout.parents)
    }
  }

  /// A step of the walk: a node to write, a node of the last layout whose record did not
  /// change, bytes between two nodes, or the end of the node at a position of the layout.
  private enum Piece {
    case node(Node, depth: Int, parent: Int)
    case old(Int, parent: Int)
    case bytes(ArraySlice<UInt8>)
    case close(Int, ArraySlice<UInt8>)
    case closeOld(Int, Range<Int>)
    /// Siblings of the last layout, `first` to `last` (positions), none of whose subtrees
    /// changed: copied whole, with the bytes between them, in one piece.
    case oldRun(first: Int, last: Int, parent: Int)
    /// The nodes at `positions` of the last layout, under its node at `below`, and the bytes
    /// at `bytes` (those between and around them too), none of which changed: one copy.
    case oldSpan(Range<Int>, bytes: Range<Int>, below: Int, parent: Int)
  }

  private mutating func walk(
    _ root: Node, into layout: inout Layout, reusing old: Layout?, marks: SubtreeMarks,
    open: (Node, Int, inout [UInt8]) -> OpenedNode<Node>
  ) {
    // Unwrapped once: binding an optional layout in the loop would copy it at every piece.
    let reusing = old != nil
    let old = old ?? Layout(table: nil, limit: 0, root: root.record)
    var stack: [Piece] = [.node(root, depth: 0, parent: -1)]
    while let piece = stack.popLast() {
      switch piece {
      case .bytes(let bytes):
        layout.bytes.append(contentsOf: bytes)
      case .oldSpan(let span, let bytes, let below, let parent):
        layout.copy(
          from: old, span: span, bytes: bytes, below: below, parent: parent,
          positions: &positions, holdingOld: true)
      case .close(let position, let bytes):
        layout.bytes.append(contentsOf: bytes)
        layout.close(position)
      case .closeOld(let position, let range):
        layout.bytes.append(contentsOf: old.bytes[range])
        layout.close(position)
      case .oldRun(let first, let last, let parent):
        layout.copy(
          from: old, siblings: first, through: last, parent: parent, positions: &positions,
          holdingOld: true)
      case .old(let from, let parent):
        if !marks.isChanged(from) && keep(from, of: old, parent: parent, marks, &layout, &stack) {
          continue
        }
        // Its record changed: the node as the new table has it (its parent checked it is
        // there).
        let depth = old.depth(from)
        guard let table = layout.table,
          let node = Node.node(slot: old.id(from), table: table, depth: depth, limit: layout.limit)
        else { continue }
        stack.append(.node(node, depth: depth, parent: parent))
      case .node(let node, let depth, let parent):
        let id = node.slot
        if reusing, let from = old.position(of: id, in: positions),
          old.records[from] == ObjectIdentifier(node.record), old.depth(from) == depth,
          keep(from, of: old, parent: parent, marks, &layout, &stack)
        {
          continue
        }
        let position = layout.open(
          slot: id, record: ObjectIdentifier(node.record), depth: depth, parent: parent,
          positions: &positions)
        let opened = open(node, depth, &layout.bytes)
        stack.append(.close(position, opened.close))
        let found = push(
          opened, depth: depth + 1, parent: position, old: reusing ? old : nil, marks, &stack)
        if !opened.complete || !found { layout.pin(position) }
      }
    }
  }

  /// Pushes the children of a node written anew, last first, each after the bytes before it.
  /// A run of children that the last layout holds as adjacent siblings at the same depth, with
  /// nothing changed below them and the same bytes between them, goes as one copy (a window
  /// reopened for its last child costs a copy of the others, not a piece and a copy each).
  /// A child named by slot is read from the table only when it is written anew; false when
  /// such a slot is empty (the node is then incomplete).
  private func push(
    _ opened: OpenedNode<Node>, depth: Int, parent: Int, old: Layout?, _ marks: SubtreeMarks,
    _ stack: inout [Piece]
  ) -> Bool {
    let children = opened.below
    let last = children.count - 1
    let base = stack.count
    func before(_ offset: Int) -> ArraySlice<UInt8>? {
      if offset == last, let before = opened.beforeLast { return before }
      return offset > 0 && !opened.separator.isEmpty ? opened.separator : nil
    }
    // The position in the last layout of each child it can copy whole. A slot with no mark
    // holds the very record it held there (`marking` reads every changed slot of the table).
    func copyable(_ offset: Int) -> Int? {
      guard let old, let from = old.position(of: children.slot(offset), in: positions),
        old.depth(from) == depth, !marks.isDirty(from)
      else { return nil }
      if case .nodes(let nodes) = children,
        old.records[from] != ObjectIdentifier(nodes[offset].record)
      {
        return nil
      }
      return from
    }
    var index = last
    var lastFrom = index >= 0 ? copyable(index) : nil
    while index >= 0 {
      guard let end = lastFrom else {
        guard let child = children.node(index) else {
          // An empty slot: the children are the nodes found, as a made list would hold them
          // (the separators and the last child are counted among those).
          stack.removeSubrange(base...)
          var found = opened
          found.below = .nodes((0..<children.count).compactMap(children.node))
          _ = push(found, depth: depth, parent: parent, old: old, marks, &stack)
          return false
        }
        stack.append(.node(child, depth: depth, parent: parent))
        if let bytes = before(index) { stack.append(.bytes(bytes)) }
        index -= 1
        lastFrom = index >= 0 ? copyable(index) : nil
        continue
      }
      var first = index
      var start = end
      lastFrom = nil
      while first > 0, let old, let from = copyable(first - 1) {
        guard from + old.size(from) == start, old.parents[from] == old.parents[start],
          old.bytes[old.end(from)..<old.start(start)].elementsEqual(before(first) ?? [])
        else {
          lastFrom = from
          break
        }
        first -= 1
        start = from
      }
      stack.append(.oldRun(first: start, last: end, parent: parent))
      if let bytes = before(first) { stack.append(.bytes(bytes)) }
      index = first - 1
      if lastFrom == nil && index >= 0 { lastFrom = copyable(index) }
    }
    return true
  }

  /// Writes the node at `from` of the last layout, whose record did not change, from that
  /// layout: its subtree whole when nothing in it changed, else its own bytes, its dirty
  /// children as pieces, and what lies between and after them (unchanged siblings, their
  /// bytes and the node's closing bytes) as one copy each, so a window reopened for one child
  /// costs that child and a copy, not a visit to each of its other children. False when it
  /// must be written anew: it was walked anew last time (`pinned`), or a changed child's slot
  /// is gone from the table.
  private mutating func keep(
    _ from: Int, of old: Layout, parent: Int, _ marks: SubtreeMarks, _ layout: inout Layout,
    _ stack: inout [Piece]
  ) -> Bool {
    if !marks.isDirty(from) {
      layout.copy(from: old, at: from, parent: parent, positions: &positions)
      return true
    }
    guard !marks.all, !old.pinned.contains(from), old.size(from) > 1 else { return false }
    let dirty = marks.dirtyChildren(of: from)
    for child in dirty where marks.isChanged(child) && layout.table?[old.id(child)] == nil {
      return false
    }
    let position = layout.open(
      slot: old.id(from), record: old.records[from], depth: old.depth(from), parent: parent,
      positions: &positions)
    layout.bytes.append(contentsOf: old.bytes[old.start(from)..<old.start(from + 1)])
    // From the end back: the span after each dirty child, then the child.
    var end = from + old.size(from)
    var byteEnd = old.end(from)
    stack.append(.closeOld(position, byteEnd..<byteEnd))
    for child in dirty.reversed() {
      stack.append(
        .oldSpan(
          (child + old.size(child))..<end, bytes: old.end(child)..<byteEnd, below: from,
          parent: position))
      stack.append(.old(child, parent: position))
      end = child
      byteEnd = old.start(child)
    }
    stack.append(
      .oldSpan(
        (from + 1)..<end, bytes: old.start(from + 1)..<byteEnd, below: from, parent: position))
    return true
  }
}
