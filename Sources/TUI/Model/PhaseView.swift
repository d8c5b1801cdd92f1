import TransitionEngine

/// What the panes need about the current phase, derived from the state once per frame (and
/// by the reducer when it needs row positions): the diff against the previous phase and the
/// rows of the views pane.
struct PhaseView {
  let session: SceneSession
  let phase: Phase
  let previous: Phase?
  let diff: ViewDiff
  let rows: [TreeRow]
  /// Row of the selected view (the first row when the selection is not in the tree).
  let selectedRow: Int

  init(_ session: SceneSession, state: AppState) {
    self.session = session
    phase = session.phase
    previous = session.previousPhase
    diff = session.diff
    let rows = TreeRows.rows(phase.window, diff: diff, folded: state.folded)
    self.rows = rows
    selectedRow = state.selected.flatMap { id in rows.firstIndex { $0.node.id == id } } ?? 0
  }

  /// Views of the current tree whose class or owner contains the query (any case), in
  /// depth-first order, folded ones included.
  static func matches(_ query: String, in root: ViewNode) -> [ViewID] {
    ViewSearch.matches(query, in: root)
  }

  /// The IDs from the root down to `id`, both included; empty when `id` is not in the tree.
  static func path(to id: ViewID, in root: ViewNode) -> [ViewID] {
    if root.id == id { return [id] }
    for child in root.subviews {
      let below = path(to: id, in: child)
      if !below.isEmpty { return [root.id] + below }
    }
    return []
  }

  /// The view with this ID in the current tree or among the ghosts.
  func node(_ id: ViewID) -> ViewNode? {
    rows.first { $0.node.id == id }?.node ?? phase.window.first { $0.id == id }
  }
}
