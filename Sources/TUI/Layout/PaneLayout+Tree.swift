import TransitionEngine

/// How wide the views pane needs to be: as wide as the widest row of the phase's tree, so
/// the columns it does not need go to the screen picture.
extension PaneLayout {
  /// Columns the views pane keeps however short its rows, border included.
  static let treeFloor = 40

  /// Columns the views pane needs to show the phase's widest row whole, border included.
  /// Only the phase on screen counts (its rows are made here if the cache lacks them), so the
  /// layout is the same whatever the row cache holds.
  static func treeWidth(_ state: AppState, _ session: SceneSession) -> Int {
    PhaseView.list(.current, session, state: state).widestColumns + 2
  }
}
