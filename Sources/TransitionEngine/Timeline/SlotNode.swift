/// One node of a `SharedSlots` trie: 32 children above the leaves, 32 elements in a leaf.
final class SlotNode<Element: Sendable>: Sendable {
  static var bits: Int { 5 }
  static var mask: Int { 31 }

  let children: [SlotNode?]
  let items: [Element?]

  /// A leaf of `items`, padded with nils to 32; a full list is kept as it is (no copy), as
  /// every `setting` hands over.
  init(leafOf items: [Element?]) {
    self.children = []
    self.items = items.count >= 32 ? items : items + Array(repeating: nil, count: 32 - items.count)
  }

  /// A node above the leaves, its `children` padded with nils to 32 (a full list is kept).
  init(innerOf children: [SlotNode?]) {
    self.children =
      children.count >= 32
      ? children : children + Array(repeating: nil, count: 32 - children.count)
    self.items = []
  }

  /// The element at `index` below this node, `level` being the bits of the index consumed
  /// above the leaves: each node is read as the callee's own `self`, so a lookup (the writers
  /// make one per view of every phase) does not retain and release the nodes on its way.
  func item(at index: Int, level: Int) -> Element? {
    if level == 0 { return items[index & Self.mask] }
    return children[(index >> level) & Self.mask]?.item(at: index, level: level - Self.bits)
  }

  /// A copy of the path from `node` down to `index` with the element replaced.
  static func setting(_ node: SlotNode?, _ index: Int, _ value: Element, level: Int) -> SlotNode {
    let slot = (index >> level) & mask
    if level == 0 {
      var items = node?.items ?? []
      if items.isEmpty { items = Array(repeating: nil, count: 32) }
      items[slot] = value
      return SlotNode(leafOf: items)
    }
    var children = node?.children ?? []
    if children.isEmpty { children = Array(repeating: nil, count: 32) }
    children[slot] = setting(children[slot], index, value, level: level - bits)
    return SlotNode(innerOf: children)
  }

  /// A copy of `node` with every pair set (indexes ascending, all below this node): each
  /// node on the way is copied once, with all the pairs that lead through it.
  static func setting(
    _ node: SlotNode?, _ pairs: ArraySlice<(index: Int, value: Element)>, level: Int
  ) -> SlotNode {
    if level == 0 {
      var items = node?.items ?? []
      if items.isEmpty { items = Array(repeating: nil, count: 32) }
      for pair in pairs { items[pair.index & mask] = pair.value }
      return SlotNode(leafOf: items)
    }
    var children = node?.children ?? []
    if children.isEmpty { children = Array(repeating: nil, count: 32) }
    var start = pairs.startIndex
    while start < pairs.endIndex {
      let slot = (pairs[start].index >> level) & mask
      var end = start + 1
      while end < pairs.endIndex && (pairs[end].index >> level) & mask == slot { end += 1 }
      children[slot] = setting(children[slot], pairs[start..<end], level: level - bits)
      start = end
    }
    return SlotNode(innerOf: children)
  }
}
