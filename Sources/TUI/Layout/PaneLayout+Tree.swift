import TransitionEngine

/// How wide the views pane needs to be: as wide as the widest row of the step's phases, so
/// the columns it does not need go to the screen picture, and stepping through one
/// transition's phases never moves the panes.
extension PaneLayout {
  /// Columns the views pane keeps however short its rows, border included.
  static let treeFloor = 40

  /// Columns the views pane needs to show the widest row of any phase of the step on screen
  /// whole (of the phase, in a step longer than `PhaseView.stepLayoutPhases`), border
  /// included. Only that step counts (its rows are made here if the cache
  /// lacks them), so the layout is the same whatever the row cache holds.
  static func treeWidth(_ state: AppState, _ session: SceneSession) -> Int {
    let key = PhaseView.stepWidthKey(session, state: state)
    return (session.rowCache.stepWidths[key] ?? PhaseView.stepWidest(session, state: state)) + 2
  }
}
