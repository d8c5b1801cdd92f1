/// A list whose versions share storage: a 32-way trie filled left to right, so that adding
/// or replacing an element copies only the path to it (a few nodes of 32 entries) and
/// keeping the first `n` elements copies nothing. A navigation stack popped or pushed, and the
/// slots of its records in a phase, cost what changed, not the depth of the stack.
struct SharedList<Element: Sendable>: Sendable {
  private var root: SharedListNode<Element>?
  /// Bits of the index consumed above the leaf level: 0 when the root is a leaf.
  private var shift = 0
  /// Elements at and past `count` that a trie still holds (left by `keepingFirst`) are not
  /// part of the list; the next `append` writes over them.
  private(set) var count = 0

  init() {}

  init<Items: Sequence<Element>>(_ items: Items) {
    for item in items { append(item) }
  }

  /// One more than the largest index the trie can hold without growing.
  private var capacity: Int { root == nil ? 0 : 1 << (shift + SharedListNode<Element>.bits) }

  /// Adds `element` at the end; every other version keeps its own.
  mutating func append(_ element: Element) {
    guard let old = root else {
      root = SharedListNode(items: [element])
      count = 1
      return
    }
    if count >= capacity {
      root = SharedListNode(branches: [old])
      shift += SharedListNode<Element>.bits
    }
    root = SharedListNode.setting(root, count, element, level: shift)
    count += 1
  }

  /// The first `n` elements (all of them when `n` is past the end), sharing every node.
  func keepingFirst(_ n: Int) -> SharedList {
    var copy = self
    copy.count = Swift.max(0, Swift.min(n, count))
    if copy.count == 0 { copy = SharedList() }
    return copy
  }

  /// This list with `element` added at the end.
  func appending(_ element: Element) -> SharedList {
    var copy = self
    copy.append(element)
    return copy
  }
}

extension SharedList: RandomAccessCollection {
  var startIndex: Int { 0 }
  var endIndex: Int { count }

  subscript(position: Int) -> Element {
    // Out of range traps as an array's subscript does.
    leaf(containing: position)[position & SharedListNode<Element>.mask]
  }
}

extension SharedList: Sequence {
  /// Walks the leaves in order: one descent per 32 elements, not one per element.
  struct Iterator: IteratorProtocol {
    fileprivate let list: SharedList
    fileprivate var position = 0
    fileprivate var leaf: [Element] = []

    mutating func next() -> Element? {
      guard position < list.count else { return nil }
      let offset = position & SharedListNode<Element>.mask
      if offset == 0 || leaf.isEmpty { leaf = list.leaf(containing: position) }
      position += 1
      return offset < leaf.count ? leaf[offset] : nil
    }
  }

  func makeIterator() -> Iterator { Iterator(list: self) }

  /// The elements of the leaf that holds `position`.
  fileprivate func leaf(containing position: Int) -> [Element] {
    var node = root
    var level = shift
    while level > 0, let inner = node {
      let slot = (position >> level) & SharedListNode<Element>.mask
      node = slot < inner.branches.count ? inner.branches[slot] : nil
      level -= SharedListNode<Element>.bits
    }
    return node?.items ?? []
  }
}

extension SharedList: ExpressibleByArrayLiteral {
  init(arrayLiteral elements: Element...) { self.init(elements) }
}

extension SharedList: Equatable where Element: Equatable {
  static func == (lhs: SharedList, rhs: SharedList) -> Bool {
    lhs.count == rhs.count && lhs.commonPrefixCount(with: rhs) == lhs.count
  }

  /// How many elements the two lists have in common from the start. Nodes the two versions
  /// share are skipped whole, so after a push, a pop or a replaced tail this costs the path to
  /// the first difference, not the length of the lists.
  func commonPrefixCount(with other: SharedList) -> Int {
    let limit = Swift.min(count, other.count)
    guard limit > 0 else { return 0 }
    // A trie that grew put its old root at child 0: go down the taller one to the level of
    // the other, where the first `limit` elements of both live.
    var mine = root
    var theirs = other.root
    var level = shift
    var otherLevel = other.shift
    while level > otherLevel {
      mine = mine?.branches.first
      level -= SharedListNode<Element>.bits
    }
    while otherLevel > level {
      theirs = theirs?.branches.first
      otherLevel -= SharedListNode<Element>.bits
    }
    return SharedListNode.firstDifference(mine, theirs, level: level, base: 0, limit: limit)
      ?? limit
  }
}

/// One node of a `SharedList` trie: up to 32 branches above the leaves, up to 32 elements in
/// a leaf, filled left to right.
final class SharedListNode<Element: Sendable>: Sendable {
  static var bits: Int { 5 }
  static var mask: Int { 31 }

  let branches: [SharedListNode]
  let items: [Element]

  init(items: [Element]) {
    self.items = items
    self.branches = []
  }

  init(branches: [SharedListNode]) {
    self.items = []
    self.branches = branches
  }

  /// A copy of the path from `node` down to `index`, with the element there written (or
  /// added, when `index` is the next free place of its leaf).
  static func setting(_ node: SharedListNode?, _ index: Int, _ value: Element, level: Int)
    -> SharedListNode
  {
    let slot = (index >> level) & mask
    if level == 0 {
      var items = node?.items ?? []
      if slot < items.count { items[slot] = value } else { items.append(value) }
      return SharedListNode(items: items)
    }
    var branches = node?.branches ?? []
    if slot < branches.count {
      branches[slot] = setting(branches[slot], index, value, level: level - bits)
    } else {
      branches.append(setting(nil, index, value, level: level - bits))
    }
    return SharedListNode(branches: branches)
  }
}

extension SharedListNode where Element: Equatable {
  /// The first index below `limit` where the subtrees `a` and `b` (whose first index is
  /// `base`) differ, or nil when they agree up to `limit`. Shared nodes are equal throughout.
  static func firstDifference(
    _ a: SharedListNode?, _ b: SharedListNode?, level: Int, base: Int, limit: Int
  ) -> Int? {
    guard base < limit, a !== b else { return nil }
    if level == 0 {
      let mine = a?.items ?? []
      let theirs = b?.items ?? []
      for offset in 0..<Swift.min(32, limit - base) {
        guard offset < mine.count, offset < theirs.count, mine[offset] == theirs[offset] else {
          return base + offset
        }
      }
      return nil
    }
    let mine = a?.branches ?? []
    let theirs = b?.branches ?? []
    for slot in 0..<32 {
      let start = base + (slot << level)
      guard start < limit else { return nil }
      let found = firstDifference(
        slot < mine.count ? mine[slot] : nil, slot < theirs.count ? theirs[slot] : nil,
        level: level - bits, base: start, limit: limit)
      if let found { return found }
    }
    return nil
  }
}
