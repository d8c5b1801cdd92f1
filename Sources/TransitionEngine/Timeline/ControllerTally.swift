/// The controllers of a phase's tree and which of them break a promise of the invariant
/// checker (`inWindow` against their view, appearance state at rest, what a container
/// shows), carried from one phase to the next by the records that changed, as `WindowTally`
/// carries the views.
struct ControllerTally {
  /// A controller in the tree: the one above it (-1 for the root), whether it is a child of
  /// that one (or presented by it), and the record counted.
  struct Member {
    var parent: Int
    var isChild: Bool
    var record: ControllerRecord
  }

  private(set) var members: [Int: Member] = [:]
  private var slotsByName: [String: Int] = [:]
  /// Children shown in the window, per container slot.
  private var shownChildren: [Int: Int] = [:]
  /// Controllers whose `inWindow` differs from whether the window holds their view.
  private(set) var misplaced: Set<String> = []
  /// Controllers whose appearance state does not follow `inWindow` (a problem at rest only).
  private(set) var outOfStep: Set<String> = []
  /// Containers in the window showing other children than their top or selected one.
  private(set) var overfull: Set<String> = []
  /// Owners of views in the window that the controller tree does not hold.
  private(set) var ownerless: Set<String> = []
  /// See `WindowTally.lost`.
  private(set) var lost = false
  private var touchedSlots: Set<Int> = []
  private var touchedNames: Set<String> = []
  private var table: SharedSlots<ControllerRecord>
  let root: Int

  init(root: Int, table: SharedSlots<ControllerRecord>) {
    self.root = root
    self.table = table
    attach(root, parent: -1, isChild: false)
  }

  /// Moves the tally to `table`, removals first (see `WindowTally.update`).
  mutating func update(to table: SharedSlots<ControllerRecord>) {
    if table.isSameVersion(as: self.table) { return }
    let changed = table.changedSlots(since: self.table)
    self.table = table
    var pending: [(parent: Int, child: Int, isChild: Bool)] = []
    for slot in changed {
      guard let member = members[slot] else { continue }
      guard let record = table[slot] else {
        lost = true
        return
      }
      refresh(slot, member, to: record, pending: &pending)
      if lost { return }
    }
    for (parent, child, isChild) in pending where members[parent] != nil {
      if let member = members[child], member.parent == parent, member.isChild == isChild {
        continue
      }
      attach(child, parent: parent, isChild: isChild)
      if lost { return }
    }
  }

  /// Brings the problem sets up to date with the window's owners, for every controller or
  /// owner that changed since the last call.
  mutating func settle(owners: [String: Int], touchedOwners: Set<String>) {
    for name in touchedOwners {
      if let slot = slotsByName[name] { touchedSlots.insert(slot) }
    }
    for slot in touchedSlots { recheck(slot, owners: owners) }
    for name in touchedNames.union(touchedOwners) {
      if owners[name] != nil && slotsByName[name] == nil {
        ownerless.insert(name)
      } else {
        ownerless.remove(name)
      }
    }
    touchedSlots = []
    touchedNames = []
  }

  private mutating func recheck(_ slot: Int, owners: [String: Int]) {
    guard let record = members[slot]?.record else { return }
    let name = record.id.name
    let present = owners[name] != nil
    Self.mark(&misplaced, name, record.inWindow != present)
    let expected: AppearanceState = record.inWindow ? .appeared : .disappeared
    Self.mark(&outOfStep, name, record.state != expected)
    Self.mark(&overfull, name, record.inWindow && showsTooMany(slot, record))
  }

  /// The container check of `InvariantChecker` on counts: a navigation controller shows at
  /// most its top child, a tab controller at most one.
  private func showsTooMany(_ slot: Int, _ record: ControllerRecord) -> Bool {
    let shown = shownChildren[slot] ?? 0
    switch record.kind {
    case .navigation:
      guard let top = record.children.last else { return false }
      let topShown = members[top].map { $0.parent == slot && $0.isChild && $0.record.inWindow }
      return shown - (topShown == true ? 1 : 0) > 0
    case .tab:
      return shown > 1
    case .plain, .container, .split:
      return false
    }
  }

  private static func mark(_ set: inout Set<String>, _ name: String, _ broken: Bool) {
    if broken { set.insert(name) } else { set.remove(name) }
  }

  private mutating func refresh(
    _ slot: Int, _ member: Member, to new: ControllerRecord,
    pending: inout [(parent: Int, child: Int, isChild: Bool)]
  ) {
    let old = member.record
    count(slot, member, by: -1)
    let updated = Member(parent: member.parent, isChild: member.isChild, record: new)
    members[slot] = updated
    count(slot, updated, by: 1)
    if old.presented != new.presented {
      if let gone = old.presented, let below = members[gone], below.parent == slot, !below.isChild {
        detach(gone)
      }
      if let next = new.presented { pending.append((slot, next, false)) }
    }
    let start = new.children.commonPrefixCount(with: old.children)
    if start == old.children.count && start == new.children.count { return }
    let oldRest = Set((start..<old.children.count).map { old.children[$0] })
    var newRest = Set<Int>()
    for index in start..<new.children.count {
      let child = new.children[index]
      guard newRest.insert(child).inserted else {
        lost = true
        return
      }
      if oldRest.contains(child) { continue }
      if let below = members[child], below.parent == slot, below.isChild {
        lost = true
        return
      }
      pending.append((slot, child, true))
    }
    for child in oldRest where !newRest.contains(child) {
      if let below = members[child], below.parent == slot, below.isChild { detach(child) }
    }
  }

  private mutating func attach(_ slot: Int, parent: Int, isChild: Bool) {
    var stack = [(slot, parent, isChild)]
    while let (slot, parent, isChild) = stack.popLast() {
      guard members[slot] == nil, let record = table[slot] else {
        lost = true
        return
      }
      let member = Member(parent: parent, isChild: isChild, record: record)
      members[slot] = member
      count(slot, member, by: 1)
      if lost { return }
      for child in record.children { stack.append((child, slot, true)) }
      if let presented = record.presented { stack.append((presented, slot, false)) }
    }
  }

  private mutating func detach(_ slot: Int) {
    var stack = [slot]
    while let slot = stack.popLast() {
      guard let member = members.removeValue(forKey: slot) else { continue }
      count(slot, member, by: -1)
      let record = member.record
      for child in record.children {
        if let below = members[child], below.parent == slot, below.isChild { stack.append(child) }
      }
      if let presented = record.presented, let below = members[presented], below.parent == slot,
        !below.isChild
      {
        stack.append(presented)
      }
    }
  }

  /// Counts a member's own part in or out: its name, and its place among the shown children
  /// of its container.
  private mutating func count(_ slot: Int, _ member: Member, by delta: Int) {
    let name = member.record.id.name
    touchedSlots.insert(slot)
    touchedNames.insert(name)
    if member.isChild {
      touchedSlots.insert(member.parent)
      if member.record.inWindow { shownChildren[member.parent, default: 0] += delta }
    }
    if delta > 0 {
      // One controller has one place (HI-3): a second one named alike needs the full walk.
      if slotsByName[name] != nil { lost = true }
      slotsByName[name] = slot
    } else {
      slotsByName[name] = nil
      misplaced.remove(name)
      outOfStep.remove(name)
      overfull.remove(name)
    }
  }
}
