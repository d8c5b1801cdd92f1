/// Which positions of the last phase's layout a new phase cannot copy whole: a position is
/// `dirty` when its subtree holds a node whose record is not the one in the new table, or that
/// had to be walked (`pinned`), and `changed` when its own record is not. The marks are flags
/// in an array reused from phase to phase and cleared through the list of the positions that
/// were set, so that marking and clearing cost what changed, not the size of the tree, and a
/// look-up is an array read (no hashing). Each dirty position lists its dirty children, so a
/// kept node finds the children to walk without visiting the others.
struct SubtreeMarks {
  /// Every position counts as changed (the last layout has no table to compare with).
  private(set) var all = false
  /// One flag byte per position (`dirtyFlag`, `changedFlag`); positions past its end, and
  /// those not in `marked`, are clear.
  private var flags: [UInt8] = []
  /// Every position whose flag byte is not zero, each once.
  private(set) var marked: [Int] = []
  private var dirtyChildren: [Int: [Int]] = [:]

  private static let dirtyFlag: UInt8 = 1
  private static let changedFlag: UInt8 = 2

  init(all: Bool = false) { self.all = all }

  /// Clears every mark for another phase, keeping the storage (`all` as given).
  mutating func reset(all: Bool = false) {
    flags.withUnsafeMutableBufferPointer { flags in
      for position in marked { flags[position] = 0 }
    }
    marked.removeAll(keepingCapacity: true)
    dirtyChildren.removeAll(keepingCapacity: true)
    self.all = all
  }

  func isDirty(_ position: Int) -> Bool { all || flag(position) & Self.dirtyFlag != 0 }

  func isChanged(_ position: Int) -> Bool { all || flag(position) & Self.changedFlag != 0 }

  /// The dirty children of a dirty position, ascending.
  func dirtyChildren(of position: Int) -> [Int] {
    (dirtyChildren[position] ?? []).sorted()
  }

  /// Marks the node at `position` as changed, and it and every node above it as dirty.
  mutating func markChanged(_ position: Int, parents: [Int32]) {
    guard position >= 0 && position < parents.count else { return }
    set(Self.changedFlag, at: position)
    markDirty(position, parents: parents)
  }

  /// Marks the node at `position` and every node above it as dirty, each linked to its parent
  /// once.
  mutating func markDirty(_ position: Int, parents: [Int32]) {
    var position = position
    while position >= 0 && position < parents.count && flag(position) & Self.dirtyFlag == 0 {
      set(Self.dirtyFlag, at: position)
      let parent = Int(parents[position])
      if parent >= 0 { dirtyChildren[parent, default: []].append(position) }
      position = parent
    }
  }

  private func flag(_ position: Int) -> UInt8 {
    position >= 0 && position < flags.count ? flags[position] : 0
  }

  /// Sets `bit` at `position` (not negative), growing the flags to reach it.
  private mutating func set(_ bit: UInt8, at position: Int) {
    if position >= flags.count {
      flags.append(contentsOf: repeatElement(0, count: position + 1 - flags.count))
    }
    if flags[position] == 0 { marked.append(position) }
    flags[position] |= bit
  }
}
