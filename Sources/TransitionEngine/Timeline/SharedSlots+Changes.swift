extension SharedSlots where Element: AnyObject {
  /// The indexes whose element is not the very same object in `self` and in `other` (one of
  /// them empty counts as a change). Parts of the tries that both versions share are skipped
  /// whole, so two versions a few `set`s apart cost a few paths, not their size.
  func changedSlots(since other: SharedSlots) -> [Int] {
    var mine = root
    var theirs = other.root
    var level = max(shift, other.shift)
    // A trie that holds fewer levels is the first child of one that holds more.
    for _ in stride(from: shift, to: level, by: SlotNode<Element>.bits) {
      mine = mine.map { SlotNode(innerOf: [$0]) }
    }
    for _ in stride(from: other.shift, to: level, by: SlotNode<Element>.bits) {
      theirs = theirs.map { SlotNode(innerOf: [$0]) }
    }
    if mine == nil && theirs == nil { level = 0 }
    var changed: [Int] = []
    Self.collect(mine, theirs, level: level, base: 0, into: &changed)
    return changed
  }

  private static func collect(
    _ mine: SlotNode<Element>?, _ theirs: SlotNode<Element>?, level: Int, base: Int,
    into changed: inout [Int]
  ) {
    if mine === theirs { return }
    let width = SlotNode<Element>.mask + 1
    if level == 0 {
      for slot in 0..<width {
        let old = theirs.flatMap { slot < $0.items.count ? $0.items[slot] : nil }
        let new = mine.flatMap { slot < $0.items.count ? $0.items[slot] : nil }
        if old !== new { changed.append(base + slot) }
      }
      return
    }
    for slot in 0..<width {
      let old = theirs.flatMap { slot < $0.children.count ? $0.children[slot] : nil }
      let new = mine.flatMap { slot < $0.children.count ? $0.children[slot] : nil }
      collect(
        new, old, level: level - SlotNode<Element>.bits, base: base + (slot << level),
        into: &changed)
    }
  }
}
