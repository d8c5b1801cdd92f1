extension Planner {
  /// `setViewController(_:for:)` on a column-style split (SV-8, SV-9). Each column holds a
  /// navigation controller; a controller that is not one goes into it:
  /// - the secondary column pushes it onto its navigation stack, Apple's "special treatment"
  ///   of that column (SV-8, ZHAOXIN / FB8640357), without animation [I: the call has no
  ///   `animated:`]; collapsed, the secondary's stack sits on the primary's navigation
  ///   controller (SV-9), so the push lands there and goes back with the rest on expanding [I];
  /// - any other column: the sources are silent; the column's navigation stack becomes the new
  ///   controller alone, through the `setViewControllers` path without animation (N-16) [I].
  mutating func setColumn(
    _ spec: ControllerSpec, column: SplitColumn, split named: String?,
    _ recorder: inout StepRecorder
  ) -> ResolvedAction {
    let call = "setViewController(\(spec.name), for: .\(column.rawValue))"
    guard
      let split = columnSplit(
        named, call: call,
        whyNot: ColumnNote.Refusal.classicSplit.english, &recorder),
      let state = world[split]?.columns
    else { return .setColumn(ControllerID(spec.name), column: column, split: nil) }
    let action = ResolvedAction.setColumn(
      ControllerID(spec.name), column: column, split: ControllerID(split))
    if let refusal = setColumnRefusal(spec, column: column, split: split, state: state) {
      refuse(warning: "\(call): " + refusal.english, &recorder)
      return action
    }
    guard let nav = state.navigation[column] else { return action }
    guard column == .secondary else {
      let replaced = ColumnNote.replacedStack(
        call: call, split: split, column: column.rawValue, nav: nav, controller: spec.name)
      world.pendingMistakeNotes.append(PhaseNote(.column(replaced)))
      _ = setViewControllers([spec], on: nav, animated: false, &recorder)
      return action
    }
    let movedIndex = state.isCollapsed ? state.collapsed.firstIndex { $0.column == column } : nil
    let primary = state.navigation[.primary]
    let target = movedIndex != nil ? primary ?? nav : nav
    let pushed = ColumnNote.pushedOntoSecondary(
      call: call, split: split, nav: nav, controller: spec.name,
      collapsedOnto: target != nav ? target : nil)
    world.pendingMistakeNotes.append(PhaseNote(.column(pushed)))
    _ = push(spec, on: target, animated: false, &recorder)
    if let movedIndex, world[target]?.children.last == spec.name {
      world[split]?.columns?.collapsed[movedIndex].controllers.append(spec.name)
    }
    return action
  }

  /// Why `setViewController(_:for:)` changes nothing, or nil when it goes ahead.
  private func setColumnRefusal(
    _ spec: ControllerSpec, column: SplitColumn, split: String, state: SplitColumnState
  ) -> ColumnNote.Refusal? {
    if column == .supplementary && state.style == .doubleColumn {
      return .supplementaryInDoubleColumn
    }
    if column == .inspector && world.environment.ios < 26 {
      return .inspectorBeforeIOS26(ios: world.environment.ios)
    }
    if column == .compact { return .compactColumn }
    var isNavigation = world[spec.name]?.kind == .navigation
    if world[spec.name] == nil, case .navigation = spec.kind { isNavigation = true }
    if isNavigation { return .navigationController }
    if state.navigation[column] == nil {
      return .noColumn(split: split, column: column.rawValue)
    }
    if state.isCollapsed, column == .primary || column == .supplementary, !state.collapsed.isEmpty {
      return .collapsedColumns(split: split)
    }
    return nil
  }
}
