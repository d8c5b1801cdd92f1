/// The views a phase's window holds and the counts the invariants need (views per owner,
/// container views), carried from one phase to the next by the records that changed
/// (`SharedSlots.changedSlots`), so that a phase costs what it changed, not the whole tree.
struct WindowTally {
  /// A view in the window: the view above it (-1 for the window) and the record counted.
  struct Member {
    var parent: Int
    var record: ViewRecord
  }

  private(set) var members: [Int: Member] = [:]
  /// Views in the window per owning controller.
  private(set) var ownerCounts: [String: Int] = [:]
  /// Owners with more than one view in the window.
  private(set) var sharedOwners: Set<String> = []
  private(set) var containerViews = 0
  /// Owners whose presence in the window (none or some views) changed since the last take.
  private(set) var touchedOwners: Set<String> = []
  /// True once the tally met what a tree without repeats does not hold (a view reached twice,
  /// a cycle, a subview without a record): the phase needs the full walk, and the next one a
  /// tally made anew.
  private(set) var lost = false
  private var table: SharedSlots<ViewRecord>
  let root: Int

  /// The tally of the tree under `root` in `table`.
  init(root: Int, table: SharedSlots<ViewRecord>) {
    self.root = root
    self.table = table
    attach(root, parent: -1)
  }

  /// Moves the tally to `table`, the next phase's: only the records not shared with the
  /// last one are looked at. Every removal comes first, so that a view moved from one
  /// superview to another is never counted twice on the way.
  mutating func update(to table: SharedSlots<ViewRecord>) {
    if table.isSameVersion(as: self.table) { return }
    let changed = table.changedSlots(since: self.table)
    self.table = table
    var pending: [(parent: Int, child: Int)] = []
    for slot in changed {
      guard let member = members[slot] else { continue }
      guard let record = table[slot] else {
        lost = true
        return
      }
      refresh(slot, from: member.record, to: record, pending: &pending)
      if lost { return }
    }
    for (parent, child) in pending where members[parent] != nil {
      if members[child]?.parent == parent { continue }
      attach(child, parent: parent)
      if lost { return }
    }
  }

  /// The owners touched since the last call, forgotten.
  mutating func takeTouchedOwners() -> Set<String> {
    defer { touchedOwners = [] }
    return touchedOwners
  }

  /// A member's record replaced: its own counts, the subviews it no longer has taken out,
  /// and the new ones queued (after the common start of the two lists).
  private mutating func refresh(
    _ slot: Int, from old: ViewRecord, to new: ViewRecord,
    pending: inout [(parent: Int, child: Int)]
  ) {
    count(old, by: -1)
    count(new, by: 1)
    members[slot]?.record = new
    let before = old.subviewIDs
    let after = new.subviewIDs
    if before == after { return }
    var start = 0
    let limit = min(before.count, after.count)
    while start < limit && before[start] == after[start] { start += 1 }
    let oldRest = Set(before[start...])
    var newRest = Set<ViewID>()
    for id in after[start...] {
      guard newRest.insert(id).inserted else {
        lost = true
        return
      }
      if oldRest.contains(id) { continue }
      // A subview already below this view and not in the changed part repeats the start.
      if members[id.raw]?.parent == slot {
        lost = true
        return
      }
      pending.append((slot, id.raw))
    }
    for id in before[start...] where !newRest.contains(id) && members[id.raw]?.parent == slot {
      detach(id.raw)
    }
  }

  /// Counts a subtree of the current table in, or loses the tally on a repeat.
  private mutating func attach(_ slot: Int, parent: Int) {
    var stack = [(slot, parent)]
    while let (slot, parent) = stack.popLast() {
      guard members[slot] == nil, let record = table[slot] else {
        lost = true
        return
      }
      members[slot] = Member(parent: parent, record: record)
      count(record, by: 1)
      for child in record.subviewIDs { stack.append((child.raw, slot)) }
    }
  }

  /// Counts a member and every member below it out.
  private mutating func detach(_ slot: Int) {
    var stack = [slot]
    while let slot = stack.popLast() {
      guard let member = members.removeValue(forKey: slot) else { continue }
      count(member.record, by: -1)
      for child in member.record.subviewIDs where members[child.raw]?.parent == slot {
        stack.append(child.raw)
      }
    }
  }

  private mutating func count(_ record: ViewRecord, by delta: Int) {
    if record.role == .containerView { containerViews += delta }
    guard let owner = record.owner else { return }
    let old = ownerCounts[owner, default: 0]
    let new = old + delta
    ownerCounts[owner] = new == 0 ? nil : new
    if (old > 0) != (new > 0) { touchedOwners.insert(owner) }
    if new > 1 { sharedOwners.insert(owner) } else { sharedOwners.remove(owner) }
  }
}
