extension Planner {
  /// `show(_:)` / `hide(_:)` on a column-style split (SV-8, SV-10): a column joins or leaves
  /// the display mode; controllers whose views join or leave the window hear appearance
  /// callbacks [I: the order], the others are laid out again.
  mutating func changeColumn(
    _ column: SplitColumn, shown: Bool, split named: String?, animated: Bool,
    _ recorder: inout StepRecorder
  ) -> ResolvedAction {
    let call = "\(shown ? "show" : "hide")(.\(column.rawValue))"
    guard
      let split = columnSplit(
        named, call: call, whyNot: ColumnNote.Refusal.notColumnStyle(call: call).english,
        &recorder),
      let state = world[split]?.columns
    else { return .column(column, shown: shown, split: nil) }
    let action = ResolvedAction.column(column, shown: shown, split: ControllerID(split))
    if let refusal = columnRefusal(column, call: call, split: split, state: state) {
      refuse(warning: refusal, &recorder)
      return action
    }
    let before = world.onScreenControllers()
    let columnsBefore = world.shownColumns(split)
    let modeBefore = world.columnDisplayMode(split)
    if shown {
      world[split]?.columns?.shown.insert(column)
      world[split]?.columns?.hidden.remove(column)
    } else {
      world[split]?.columns?.hidden.insert(column)
      world[split]?.columns?.shown.remove(column)
    }
    guard world.shownColumns(split) != columnsBefore else {
      refuse(
        warning: "\(split)'s .\(column.rawValue) column is already \(shown ? "shown" : "hidden"); "
          + "nothing changes", &recorder)
      return action
    }
    world.relayoutWindow()
    let after = world.onScreenControllers()
    world.appearanceForRelayout(before: before, after: after, animated: animated)
    for name in world.visibleSubtree(split) where before.contains(name) && after.contains(name) {
      world.layoutPass(name)  // LC-4: the columns that stay are resized.
    }
    let change = ColumnNote.ColumnChange(
      call: call, split: split, column: column, nav: state.navigation[column] ?? split,
      shown: shown, modeStays: modeBefore == world.columnDisplayMode(split),
      mode: world.columnDisplayMode(split))
    recorder.capture(
      &world, .after, note: PhaseNote(.column(.columnChanged(change, events: world.events))))
    return action
  }

  /// The column-style split a split step acts on (SV-8): `named`, or the only one on screen;
  /// nil after refusing with a warning (`whyNot` says why a named split does not qualify).
  mutating func columnSplit(
    _ named: String?, call: String, whyNot: String, _ recorder: inout StepRecorder
  ) -> String? {
    let splits =
      named.map { [$0] } ?? world.inWindow(kind: .split).filter { world[$0]?.columns != nil }
    guard splits.count == 1, let split = splits.first, world[split]?.columns != nil else {
      refuse(
        warning: named.map { "\($0) is not a column-style split: " + whyNot }
          ?? "\(call) needs exactly one column-style split on screen; name it with 'on:'",
        &recorder)
      return nil
    }
    return split
  }

  /// Why a column call changes nothing, or nil when it goes ahead.
  private func columnRefusal(
    _ column: SplitColumn, call: String, split: String, state: SplitColumnState
  ) -> String? {
    if column == .inspector && world.environment.ios < 26 {
      return ColumnNote.Refusal.inspectorCallBeforeIOS26(ios: world.environment.ios, call: call)
        .english
    }
    if state.navigation[column] == nil {
      return "\(split) has no .\(column.rawValue) column; \(call) changes nothing [I]"
    }
    if column == .secondary || column == .compact {
      return ColumnNote.Refusal.callNotModelled(call: call).english + Self.unestablished
    }
    if world.environment.traits.horizontal == .compact {
      return ColumnNote.Refusal.collapsedCall(split: split, call: call).english
        + Self.unestablished
    }
    return nil
  }
}
