import TransitionEngine
import Wording

/// What became of the effects the run loop carried out, and time passing: every one changes
/// the state here, as a key does, so the panes always draw the scene the state holds.
extension Reducer {
  /// Input goes to the key, mouse and resize handlers; the rest is handled here.
  static func apply(_ action: Action, _ state: inout AppState) -> [Effect] {
    switch action {
    case .input(let event):
      return dispatch(&state, event)
    case .tick(let seconds):
      _ = tick(&state, seconds: seconds)
    case .opened(let entry):
      opened(entry, &state)
    case .openedDump(let page):
      openDump(page, &state)
    case .openFailed(let message):
      state.status = StatusLine(message, isError: true)
    case .reloaded(let entry):
      remember(entry, &state)
      reload(&state, entry)
    case .swiftFileChanged(let name):
      state.status = StatusLine("\(name) changed: the scene is read again")
    case .reloadFailed(let message):
      state.reloadError = message
    case .saved(let path, let steps):
      state.status = StatusLine(
        StatusWords.saved(path: path, steps: steps).text(in: state.language))
    case .saveFailed(let message):
      state.status = StatusLine(
        StatusWords.notSaved(message).text(in: state.language), isError: true)
    case .catalogRead(let entries, let failures):
      catalogRead(entries, failures, &state)
    }
    return []
  }

  /// A scene file read for `o` (or the start picker). The scene already open, read again,
  /// keeps its step and phase as a reload does; another scene starts on its first phase.
  static func opened(_ entry: SceneEntry, _ state: inout AppState) {
    remember(entry, &state)
    if let current = state.session, !entry.path.isEmpty, current.entry.path == entry.path {
      state.overlay = nil
      reload(&state, entry)
    } else {
      open(&state, entry)
    }
  }

  /// The picker lists the scene as it was just read, not as it was when the viewer started.
  static func remember(_ entry: SceneEntry, _ state: inout AppState) {
    guard !entry.path.isEmpty else { return }
    for index in state.catalog.indices where state.catalog[index].path == entry.path {
      state.catalog[index] = CatalogEntry(entry)
    }
  }

  /// Every picker file read: the picker lists what a full read gives, its failures below the
  /// scenes. The picker's cursor stays on the row it was on when that row is still listed.
  static func catalogRead(
    _ entries: [CatalogEntry], _ failures: [CatalogFailure], _ state: inout AppState
  ) {
    var picker: PickerState?
    if case .picker(let open) = state.overlay { picker = open }
    let rows = picker.map { state.pickerEntries(matching: $0.filter) } ?? []
    let chosen = picker.flatMap { rows.indices.contains($0.selection) ? rows[$0.selection] : nil }
    state.catalog = entries
    state.catalogFailures = failures
    guard var picker else { return }
    let now = state.pickerEntries(matching: picker.filter)
    if let chosen, let index = now.firstIndex(where: { $0.path == chosen.path }) {
      picker.selection = index
    } else {
      picker.selection = min(
        picker.selection, max(PickerOverlay.rowCount(picker, state: state) - 1, 0))
    }
    state.overlay = .picker(picker)
  }

  /// The scene read again from disk: a new plan with a new row cache, at the same step and
  /// phase where they still exist; a step with fewer phases shows its last one, and a step
  /// that is gone the scene's last phase. The selection and the folds follow their views by
  /// where they sit in the window (`ViewPath`), and are dropped where that view is gone.
  static func reload(_ state: inout AppState, _ entry: SceneEntry) {
    var session = SceneSession(entry: entry)
    if let position = state.session?.position {
      let steps = session.timeline.steps
      if steps.indices.contains(position.step) {
        let last = max(steps[position.step].phases.count - 1, 0)
        session.position = Position(step: position.step, phase: min(position.phase, last))
      } else {
        session.position = .end(of: session.timeline)
      }
    }
    if let old = state.session?.phase.window {
      let ids = state.folded.union(state.selected.map { [$0] } ?? [])
      let moved = ViewPath.remap(ids, from: old, to: session.phase.window)
      state.selected = state.selected.flatMap { moved[$0] }
      state.folded = Set(state.folded.compactMap { moved[$0] })
    }
    state.session = session
    state.reloadError = nil
    state.motion = nil
    state.presenter?.position = nil
    fixFocus(&state)
    revealSelection(&state)
  }
}
