/// The nodes below an opened node, as a writer hands them to `SubtreeBytes`: made already, or
/// named by slot in the table they are read from, so that a child the walk copies whole from
/// the last phase is never looked up.
enum ChildNodes<Node: TableNode> {
  case nodes([Node])
  /// The children's slots in `table`, read at `depth` under the depth limit `limit`.
  case slots([Int], table: SharedSlots<Node.Record>, depth: Int, limit: Int)

  var count: Int {
    switch self {
    case .nodes(let nodes): return nodes.count
    case .slots(let slots, _, _, _): return slots.count
    }
  }

  /// The slot of the child at `index`.
  func slot(_ index: Int) -> Int {
    switch self {
    case .nodes(let nodes): return nodes[index].slot
    case .slots(let slots, _, _, _): return slots[index]
    }
  }

  /// The child at `index`; nil when its slot is empty in the table.
  func node(_ index: Int) -> Node? {
    switch self {
    case .nodes(let nodes): return nodes[index]
    case .slots(let slots, let table, let depth, let limit):
      return Node.node(slot: slots[index], table: table, depth: depth, limit: limit)
    }
  }
}
