/// An immutable array of optional elements indexed by small non-negative integers, stored as a
/// 32-way trie: `setting` copies only the path to one slot (a few nodes of 32 entries), so
/// every version shares all the rest with the versions before and after it.
struct SharedSlots<Element: Sendable>: Sendable {
  private(set) var root: SlotNode<Element>?
  /// Bits of the index consumed above the leaf level: 0 when the root is a leaf.
  private(set) var shift = 0

  init() {}

  /// One more than the largest index the trie can hold without growing.
  private var capacity: Int { root == nil ? 0 : 1 << (shift + SlotNode<Element>.bits) }

  /// True when both are the very same version (the same stored trie), so equal everywhere.
  func isSameVersion(as other: SharedSlots) -> Bool { root === other.root && shift == other.shift }

  subscript(index: Int) -> Element? {
    guard index >= 0, index < capacity, let root else { return nil }
    return root.item(at: index, level: shift)
  }

  /// Stores `value` at `index` (which must not be negative); the old version stays intact.
  mutating func set(_ index: Int, _ value: Element) {
    guard index >= 0 else { return }
    if root == nil { root = SlotNode(leafOf: []) }
    while index >= capacity, let old = root {
      root = SlotNode(innerOf: [old])
      shift += SlotNode<Element>.bits
    }
    root = SlotNode.setting(root, index, value, level: shift)
  }

  /// Stores every pair at once, indexes ascending and not negative: each node on the paths
  /// to them is copied once, however many of the pairs it leads to, so a snapshot that
  /// changes thousands of views side by side copies each touched node once, not once per view.
  mutating func set(sorted pairs: [(index: Int, value: Element)]) {
    guard let last = pairs.last, let first = pairs.first, first.index >= 0 else { return }
    if root == nil { root = SlotNode(leafOf: []) }
    while last.index >= capacity, let old = root {
      root = SlotNode(innerOf: [old])
      shift += SlotNode<Element>.bits
    }
    root = SlotNode.setting(root, pairs[...], level: shift)
  }
}
