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
    // The two nodes' lists are read once, not once for each of their 32 slots.
    if level == 0 {
      let old = theirs?.items ?? []
      let new = mine?.items ?? []
      for slot in 0..<width {
        let before = slot < old.count ? old[slot] : nil
        let after = slot < new.count ? new[slot] : nil
        if before !== after { changed.append(base + slot) }
      }
      return
    }
    let old = theirs?.children ?? []
    let new = mine?.children ?? []
    for slot in 0..<width {
      let before = slot < old.count ? old[slot] : nil
      let after = slot < new.count ? new[slot] : nil
      if before === after { continue }
      collect(
        after, before, level: level - SlotNode<Element>.bits, base: base + (slot << level),
        into: &changed)
    }
  }
}
