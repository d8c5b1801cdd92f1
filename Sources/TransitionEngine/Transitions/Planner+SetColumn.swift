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
        whyNot: "setViewController(_:for:) does not apply to a classic split, which uses "
          + "viewControllers (SV-8)", &recorder),
      let state = world[split]?.columns
    else { return .setColumn(ControllerID(spec.name), column: column, split: nil) }
    let action = ResolvedAction.setColumn(
      ControllerID(spec.name), column: column, split: ControllerID(split))
    if let refusal = setColumnRefusal(spec, column: column, split: split, state: state) {
      refuse(warning: "\(call): " + refusal, &recorder)
      return action
    }
    guard let nav = state.navigation[column] else { return action }
    guard column == .secondary else {
      world.pendingMistakeNotes.append(
        PhaseNote(
          words:
            "\(call) on \(split): the .\(column.rawValue) column already holds the navigation "
            + "controller \(nav). Apple describes a push only for the secondary column (SV-8); "
            + "for the other columns the sources do not say, so TransitionScope makes "
            + "\(spec.name) the whole stack of \(nav), as setViewControllers without animation "
            + "would [I].", role: .unknown, controllers: [split, nav]))
      _ = setViewControllers([spec], on: nav, animated: false, &recorder)
      return action
    }
    let movedIndex = state.isCollapsed ? state.collapsed.firstIndex { $0.column == column } : nil
    let primary = state.navigation[.primary]
    let target = movedIndex != nil ? primary ?? nav : nav
    let words =
      "\(call) on \(split): the secondary column already holds the navigation controller "
      + "\(nav), and \(spec.name) is not a navigation controller, so UIKit pushes it onto "
      + "that stack instead of replacing the column's controller, as Apple's reply to a bug "
      + "report says (SV-8); the old controller stays below it and Back returns to it. "
      + "The call has no animated: parameter; the push is shown without animation [I]."
      + (target != nav
        ? " \(split) is collapsed and the secondary's stack sits on the primary's "
          + "navigation controller \(target) (SV-9), so the push lands there and goes back "
          + "to \(nav) when the split expands [I: Q-22]." : "")
    world.pendingMistakeNotes.append(PhaseNote(words: words, controllers: [split, nav]))
    _ = push(spec, on: target, animated: false, &recorder)
    if let movedIndex, world[target]?.children.last == spec.name {
      world[split]?.columns?.collapsed[movedIndex].controllers.append(spec.name)
    }
    return action
  }

  /// Why `setViewController(_:for:)` changes nothing, or nil when it goes ahead.
  private func setColumnRefusal(
    _ spec: ControllerSpec, column: SplitColumn, split: String, state: SplitColumnState
  ) -> String? {
    if column == .supplementary && state.style == .doubleColumn {
      return "the .supplementary column takes effect only in a .tripleColumn split (SV-8); "
        + "nothing changes"
    }
    if column == .inspector && world.environment.ios < 26 {
      return "the inspector column is new in iOS 26; on iOS \(world.environment.ios) it does "
        + "not exist (SV-10)"
    }
    if column == .compact {
      return "UIKit takes the compact column's controller as it is, without creating a "
        + "navigation controller (SV-8), so the call replaces that column's controller; how "
        + "UIKit swaps it on screen is not in the sources, and TransitionScope does not model "
        + "it (Q-22)"
    }
    var isNavigation = world[spec.name]?.kind == .navigation
    if world[spec.name] == nil, case .navigation = spec.kind { isNavigation = true }
    if isNavigation {
      return "setting a navigation controller for a column replaces the column's controller; "
        + "how UIKit swaps it on screen is not in the sources, and TransitionScope does not "
        + "model it (Q-22)"
    }
    if state.navigation[column] == nil {
      return "\(split) has no .\(column.rawValue) column yet; adding a column to a split on "
        + "screen is not in the sources, and TransitionScope does not model it (Q-22)"
    }
    if state.isCollapsed, column == .primary || column == .supplementary, !state.collapsed.isEmpty {
      return "\(split) is collapsed and its primary navigation controller holds the other "
        + "columns' controllers (SV-9); what replacing a column does then is not in the "
        + "sources, and TransitionScope does not model it (Q-22)"
    }
    return nil
  }
}
