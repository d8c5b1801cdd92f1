/// Which positions of the last phase's layout a new phase cannot copy whole, kept as sets of
/// the few positions that changed rather than a flag for every position, so that finding them
/// costs what changed, not the size of the tree: a position is `dirty` when its subtree holds a
/// node whose record is not the one in the new table, or that had to be walked (`pinned`),
/// and `changed` when its own record is not. Each dirty position lists its dirty children, so
/// a kept node finds the children to walk without visiting the others.
struct SubtreeMarks {
  /// Every position counts as changed (the last layout has no table to compare with).
  private(set) var all = false
  private var dirty: Set<Int> = []
  private var changed: Set<Int> = []
  private var dirtyChildren: [Int: [Int]] = [:]

  init(all: Bool = false) { self.all = all }

  func isDirty(_ position: Int) -> Bool { all || dirty.contains(position) }

  func isChanged(_ position: Int) -> Bool { all || changed.contains(position) }

  /// The dirty children of a dirty position, ascending.
  func dirtyChildren(of position: Int) -> [Int] {
    (dirtyChildren[position] ?? []).sorted()
  }

  /// Marks the node at `position` as changed, and it and every node above it as dirty.
  mutating func markChanged(_ position: Int, parents: [Int]) {
    changed.insert(position)
    markDirty(position, parents: parents)
  }

  /// Marks the node at `position` and every node above it as dirty, each linked to its parent
  /// once.
  mutating func markDirty(_ position: Int, parents: [Int]) {
    var position = position
    while position >= 0 && position < parents.count && dirty.insert(position).inserted {
      let parent = parents[position]
      if parent >= 0 { dirtyChildren[parent, default: []].append(position) }
      position = parent
    }
  }
}
