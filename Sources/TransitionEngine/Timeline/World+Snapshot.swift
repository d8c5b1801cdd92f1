extension World {
  /// Freezes the current state into a phase and starts a new list of callbacks.
  mutating func snapshot(_ kind: PhaseKind, notes given: [PhaseNote]) -> Phase {
    var notes = given
    if !pendingMistakeNotes.isEmpty {
      notes.append(pendingMistakeNotes, separator: " ")
      pendingMistakeNotes = []
    }
    if !chromeTakenOut.isEmpty {
      notes.append(markShownUnderTakenOutChrome(), separator: " ")
    }
    if !appMistakes.isEmpty || !viewsLeftByCode.isEmpty {
      let told = spreadAppMistakes(resting: kind.isResting)
      if !told.isEmpty {
        notes.append(told.map { $0.note() }, separator: " ")
      }
    }
    let window =
      forest.tree(self.window)
      ?? ViewNode(id: self.window, className: ViewClassCatalogue.window, frame: .zero)
    let phase = Phase(
      kind: kind, window: window, controllers: controllerTree(rootName), events: events,
      environment: environment, notes: notes, appMistakes: appMistakes)
    events = []
    return phase
  }

  /// The controller tree from `name` down: children, then what it presents. Only the
  /// controllers that changed since the last snapshot (their record, or whether their view is
  /// in the window) get new records; every other record, and every part of the table that
  /// holds none of the new ones, is that of the last snapshot. A record names its children by
  /// slot, so a change deep in the tree touches nothing above it: a snapshot costs what
  /// changed, not the depth or the size of the tree.
  mutating func controllerTree(_ name: String) -> ControllerNode {
    var pending = Array(controllers.takeChanged())
    // A view that moved changes whether it and every view below it are in the window.
    var inWindow = inWindowCache
    inWindowCache = ViewIDTable()
    for view in Set(forest.takeMoved()) {
      forest.forEachID(under: view, { inWindow[$0] = nil }, owner: { pending.append($0) })
    }
    let root = recordSlot(of: name, queueing: &pending)
    var done = Set<String>()
    // The new records go into the table at once, so that a node of it on the way to several
    // of them is copied once (no record reads the table while they are made).
    var changed: [(index: Int, value: ControllerRecord)] = []
    while let next = pending.popLast() {
      guard done.insert(next).inserted else { continue }
      let slot = recordSlot(of: next, queueing: &pending)
      changed.append((slot, record(next, queueing: &pending, inWindow: &inWindow)))
    }
    changed.sort { $0.index < $1.index }
    controllerRecords.set(sorted: changed)
    inWindowCache = inWindow
    guard let record = controllerRecords[root] else {
      return ControllerNode(
        record: .placeholder(name), table: controllerRecords, slot: -1, depth: 0,
        depthLimit: controllers.count)
    }
    return ControllerNode(
      record: record, table: controllerRecords, slot: root, depth: 0,
      depthLimit: controllers.count)
  }

  /// The slot of a controller's record; a name met for the first time gets the next slot and
  /// is queued for its first record.
  private mutating func recordSlot(of name: String, queueing pending: inout [String]) -> Int {
    if let slot = recordSlots[name] { return slot }
    let slot = recordSlots.count
    recordSlots[name] = slot
    pending.append(name)
    return slot
  }

  /// A controller's record as it is now.
  private mutating func record(
    _ name: String, queueing pending: inout [String], inWindow memo: inout ViewIDTable<Bool>
  ) -> ControllerRecord {
    guard let controller = controllers[name] else { return .placeholder(name) }
    // Only the children past the start the last record's list shares are looked up.
    let names = controller.children
    let last = childSlots.entry(of: name)
    let shared = last.map { names.commonPrefixCount(with: $0.names) } ?? 0
    var children = last?.slots.keepingFirst(shared) ?? []
    for child in names[shared...] { children.append(recordSlot(of: child, queueing: &pending)) }
    childSlots.remember(name, names: names, slots: children)
    let presented = controller.presented.map { recordSlot(of: $0, queueing: &pending) }
    return ControllerRecord(
      id: ControllerID(name), className: controller.className, kind: controller.kind,
      state: controller.appearance,
      inWindow: controller.view.map { isInWindow($0, memo: &memo) } ?? false,
      viewClassName: controller.view.flatMap { forest.node($0)?.className },
      children: children, presented: presented,
      presentationControllerClass: controller.presentationControllerClass)
  }

  /// Whether a view is in the window, remembering the answer for every view on the way up
  /// until one of them moves, so that the records of all snapshots together cost about one
  /// walk up per view however deep the tree.
  private func isInWindow(_ view: ViewID, memo: inout ViewIDTable<Bool>) -> Bool {
    var path: [ViewID] = []
    var current: ViewID? = view
    var result = false
    while let candidate = current {
      if let known = memo[candidate] {
        result = known
        break
      }
      if candidate == window {
        result = true
        break
      }
      path.append(candidate)
      current = forest.superview(of: candidate)
    }
    for candidate in path { memo[candidate] = result }
    return result
  }
}
