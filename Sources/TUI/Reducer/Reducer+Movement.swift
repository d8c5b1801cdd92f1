import TransitionEngine

extension Reducer {
  /// Goes to a phase: the text panes start over, the selection stays on the same view when
  /// it is still there (or on the same row), and the views list shows the phase's first
  /// changed row (`showFirstChange`).
  static func move(_ state: inout AppState, to position: Position) {
    guard var session = state.session else { return }
    let old = state
    session.position = position
    state.session = session
    for pane in [PaneID.controllers, .events, .why] { state.scroll[pane] = nil }
    state.ruleCursor = nil
    guard var view = phaseView(&state) else { return }
    let stays = state.selected.map { view.list.row(of: $0) != nil } ?? false
    if !stays, !view.rows.isEmpty {
      let oldRow = old.session.map { PhaseView($0, state: old).selectedRow } ?? 0
      state.selected = view.rows[min(oldRow, view.rows.count - 1)].node.id
      view = PhaseView(session, state: state)
    }
    showFirstChange(&state, view: view)
  }

  /// On landing on a phase: the views list scrolls so that the phase's first changed row
  /// shows, with the selected row when both fit (`ChangeScroll`); a phase without a change
  /// only reveals the selection.
  static func showFirstChange(_ state: inout AppState, view: PhaseView? = nil) {
    guard let view = view ?? phaseView(&state) else { return }
    guard let first = view.list.changed.first,
      let height = viewsListHeight(state, layout(state)), height > 0
    else { return revealSelection(&state, view: view) }
    let place = ChangeScroll.place(
      first: first, selected: view.selectedRow, top: state.scroll[.views] ?? 0, height: height,
      count: view.rows.count)
    if place.selectsChange { state.selected = view.rows[first].node.id }
    state.scroll[.views] = place.top
  }

  /// j k PgDn PgUp: the views and screen panes move the selection; the others scroll.
  static func scroll(_ state: inout AppState, _ command: Command) {
    let page = max(pageHeight(state) - 1, 1)
    let delta: Int
    switch command {
    case .lineDown: delta = 1
    case .lineUp: delta = -1
    case .pageDown: delta = page
    default: delta = -page
    }
    if state.focus == .views || state.focus == .screen {
      moveSelection(&state, by: delta)
    } else {
      scroll(&state, pane: state.focus, by: delta)
    }
  }

  static func moveSelection(_ state: inout AppState, by delta: Int) {
    guard let view = phaseView(&state), !view.rows.isEmpty else { return }
    let row = min(max(view.selectedRow + delta, 0), view.rows.count - 1)
    state.selected = view.rows[row].node.id
    revealSelection(&state, row: row, count: view.rows.count)
  }

  /// Scrolls a text pane (or, for the views pane, the list without moving the selection).
  static func scroll(_ state: inout AppState, pane: PaneID, by delta: Int) {
    guard let session = state.session, let metrics = metrics(state, pane: pane, session) else {
      return
    }
    let top = state.scroll[pane] ?? metrics.top
    state.scroll[pane] = PaneFrame.clamp(
      top: top + delta, visible: metrics.visible, total: metrics.total)
  }

  /// Content lines, visible lines and current first line of a pane as it is laid out now.
  static func metrics(_ state: AppState, pane: PaneID, _ session: SceneSession) -> (
    total: Int, visible: Int, top: Int
  )? {
    let layout = layout(state)
    if pane == .views, let height = viewsListHeight(state, layout) {
      let total = PhaseView(session, state: state).rows.count
      return (total, height, state.scroll[.views] ?? 0)
    }
    guard let region = layout.panes[pane] else { return nil }
    let width = region.width - 2
    let visible = region.height - 2
    switch pane {
    case .controllers:
      let total = ControllersPane.lines(PhaseView(session, state: state), width: width).count
      return (total, visible, state.scroll[.controllers] ?? 0)
    case .events:
      let content = EventsPane.content(session, language: state.language)
      return (content.lines.count, visible, EventsPane.autoTop(content, visible: visible))
    case .why:
      return (
        WhyPane.lines(session, width: width, language: state.language).count, visible,
        state.scroll[.why] ?? 0
      )
    case .views, .screen:
      return nil
    }
  }

  /// Rows of the view list (or of each compare column), nil when it is not on screen.
  static func viewsListHeight(_ state: AppState, _ layout: PaneLayout) -> Int? {
    if let column = layout.compare.first { return column.height - 2 }
    return layout.panes[.views].map { ViewsPane.listRegion($0, state: state).height }
  }

  /// Lines a page moves in the focused pane.
  static func pageHeight(_ state: AppState) -> Int {
    let layout = layout(state)
    if state.focus == .views || state.focus == .screen {
      return viewsListHeight(state, layout) ?? 1
    }
    return (layout.panes[state.focus]?.height ?? 3) - 2
  }

  /// Scrolls the views list so the selected row shows.
  static func revealSelection(_ state: inout AppState, view: PhaseView? = nil) {
    guard let view = view ?? phaseView(&state) else { return }
    revealSelection(&state, row: view.selectedRow, count: view.rows.count)
  }

  /// Scrolls the views list so that `row` of `count` rows shows.
  static func revealSelection(_ state: inout AppState, row: Int, count: Int) {
    guard let height = viewsListHeight(state, layout(state)), height > 0 else { return }
    var top = state.scroll[.views] ?? 0
    if row < top { top = row }
    if row >= top + height { top = row - height + 1 }
    state.scroll[.views] = PaneFrame.clamp(top: top, visible: height, total: count)
  }
}
