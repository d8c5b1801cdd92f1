/// A node of a phase's tree read from a shared table of records (a view of the window, a
/// controller), which `SubtreeBytes` can copy whole subtrees of: the same record at the same
/// slot means the same bytes.
protocol TableNode {
  associatedtype Record: AnyObject & Sendable
  /// What the node shows; the writers' bytes depend on it alone (and on the depth).
  var record: Record { get }
  /// The record's index in its table, as `SharedSlots.changedSlots` reports it; -1 for none.
  var slot: Int { get }
  /// The table, depth and depth limit the node was read from; nil for a tree built by hand.
  var stored: (table: SharedSlots<Record>, depth: Int, limit: Int)? { get }
  /// The node of `table` at `slot`, read at `depth` under `limit`; nil when the slot is empty.
  static func node(slot: Int, table: SharedSlots<Record>, depth: Int, limit: Int) -> Self?
}

/// What a writer says of a node it opened: the nodes written below it, in order, the bytes
/// between them and the bytes that close it.
struct OpenedNode<Node: TableNode> {
  /// The nodes below, in the order they are written.
  var below: ChildNodes<Node>
  /// Bytes before every child but the first.
  var separator: ArraySlice<UInt8>
  /// Bytes before the last child instead of `separator`, even when it is the only one (a
  /// presented controller after its presenter's children).
  var beforeLast: ArraySlice<UInt8>?
  /// Bytes after the last child.
  var close: ArraySlice<UInt8>
  /// False when the record names nodes the walk did not find (not stored, or past the depth
  /// limit): such a node is written anew in every phase. With children named by slot, a slot
  /// found empty also makes it incomplete (`SubtreeBytes` finds out as it reads them).
  var complete: Bool

  init(
    children: [Node], separator: ArraySlice<UInt8>, beforeLast: ArraySlice<UInt8>?,
    close: ArraySlice<UInt8>, complete: Bool
  ) {
    self.init(
      named: .nodes(children), separator: separator, beforeLast: beforeLast, close: close,
      complete: complete)
  }

  init(
    named children: ChildNodes<Node>, separator: ArraySlice<UInt8>,
    beforeLast: ArraySlice<UInt8>?, close: ArraySlice<UInt8>, complete: Bool
  ) {
    below = children
    self.separator = separator
    self.beforeLast = beforeLast
    self.close = close
    self.complete = complete
  }
}

extension OpenedNode where Node == ViewNode {
  /// A view's subviews, with `separator` between them and `close` after them; complete when
  /// every subview its record names was found.
  /// The subviews are named by slot and read from the snapshot's table only where the walk
  /// writes them anew: a window reopened for one new child costs no lookup of the others.
  static func subviews(
    of view: ViewNode, separator: ArraySlice<UInt8>, close: ArraySlice<UInt8>
  ) -> Self {
    guard let (table, depth, limit) = view.stored else {
      let subviews = view.subviews
      return OpenedNode(
        children: subviews, separator: separator, beforeLast: nil, close: close,
        complete: subviews.count == view.record.subviewIDs.count)
    }
    let ids = view.record.subviewIDs
    // Past the depth limit the tree ends, as `ViewNode.subviews` ends it.
    let slots = depth < limit ? ids.map(\.raw) : []
    return OpenedNode(
      named: .slots(slots, table: table, depth: depth + 1, limit: limit), separator: separator,
      beforeLast: nil, close: close, complete: slots.count == ids.count)
  }
}

extension ViewNode: TableNode {
  var slot: Int { id.raw }

  static func node(slot: Int, table: SharedSlots<ViewRecord>, depth: Int, limit: Int) -> Self? {
    table[slot].map { ViewNode(record: $0, table: table, depth: depth, depthLimit: limit) }
  }
}

extension ControllerNode: TableNode {
  var stored: (table: SharedSlots<ControllerRecord>, depth: Int, limit: Int)? {
    (table, depth, depthLimit)
  }

  static func node(
    slot: Int, table: SharedSlots<ControllerRecord>, depth: Int, limit: Int
  ) -> Self? {
    table[slot].map {
      ControllerNode(record: $0, table: table, slot: slot, depth: depth, depthLimit: limit)
    }
  }
}
