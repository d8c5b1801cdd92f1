import TransitionEngine

extension Reducer {
  /// A click focuses the pane under it and selects the view under it (in the views list, a
  /// compare column or the screen picture) with its details; the wheel scrolls.
  static func handle(_ mouse: MouseEvent, _ state: inout AppState) -> [Effect] {
    let layout = layout(state)
    guard !layout.tooSmall else { return [] }
    if let overlay = state.overlay { return overlayMouse(mouse, overlay, &state) }
    if state.showsDump { return dumpMouse(mouse, &state) }
    guard state.session != nil, let pane = layout.pane(atX: mouse.x, y: mouse.y) else {
      return []
    }
    switch mouse.kind {
    case .wheelUp, .wheelDown:
      let delta = mouse.kind == .wheelUp ? -3 : 3
      if pane != .screen { scroll(&state, pane: pane, by: delta) }
    case .click:
      state.focus = pane
      guard let view = phaseView(&state) else { return [] }
      if pane == .views, let id = rowView(at: mouse, layout, view, state) {
        state.selected = id
        state.showsDetails = true
      } else if pane == .screen, let region = layout.panes[.screen] {
        let picture = PhaseView.picture(view.session, state: state, in: region.inset(by: 1))
        if let node = picture.view(atX: mouse.x, y: mouse.y) {
          state.selected = node.id
          state.showsDetails = true
        }
      }
      revealSelection(&state)
    }
    return []
  }

  /// The view of the row under the pointer in the views list or a compare column.
  static func rowView(
    at mouse: MouseEvent, _ layout: PaneLayout, _ view: PhaseView, _ state: AppState
  )
    -> ViewID?
  {
    let top = state.scroll[.views] ?? 0
    if let column = layout.compare.firstIndex(where: { $0.contains(x: mouse.x, y: mouse.y) }) {
      let rows = ComparePane.trees(view, state: state)[column].rows
      let inner = layout.compare[column].inset(by: 1)
      let first = PaneFrame.clamp(top: top, visible: inner.height, total: rows.count)
      let index = first + mouse.y - inner.y
      return inner.contains(x: mouse.x, y: mouse.y) && rows.indices.contains(index)
        ? rows[index].node.id : nil
    }
    guard let region = layout.panes[.views] else { return nil }
    let list = ViewsPane.listRegion(region, state: state)
    let first = PaneFrame.clamp(top: top, visible: list.height, total: view.rows.count)
    let index = first + mouse.y - list.y
    return list.contains(x: mouse.x, y: mouse.y) && view.rows.indices.contains(index)
      ? view.rows[index].node.id : nil
  }

  /// Clicks pick a row of the picker or menu; a click outside closes it; the wheel moves.
  static func overlayMouse(_ mouse: MouseEvent, _ overlay: Overlay, _ state: inout AppState)
    -> [Effect]
  {
    let screen = screen(state)
    let box: OverlayBox
    let count: Int
    switch overlay {
    case .help(let scroll):
      box = HelpOverlay.box(scroll: scroll, state: state, screen: screen)
      count = 0
    case .picker(let picker):
      box = PickerOverlay.box(picker, state: state, screen: screen)
      count = PickerOverlay.rowCount(picker, state: state)
    case .actions(let menu):
      box = ActionMenuOverlay.box(menu, screen: screen)
      count = menu.page.items.count
    case .rule(let id, let scroll):
      box = RuleOverlay.box(id: id, scroll: scroll, screen: screen, language: state.language)
      count = 0
    case .steps(let cursor):
      box = StepListOverlay.box(cursor: cursor, state: state, screen: screen)
      count = state.session?.timeline.steps.count ?? 0
    }
    switch mouse.kind {
    case .wheelUp, .wheelDown:
      return handle(mouse.kind == .wheelUp ? Key.up : Key.down, &state)
    case .click:
      if !box.box.contains(x: mouse.x, y: mouse.y) {
        if state.session != nil { state.overlay = nil }
        return []
      }
      guard let row = box.row(atX: mouse.x, y: mouse.y, count: count) else { return [] }
      switch overlay {
      case .picker(let picker): return choosePicker(row, picker: picker, &state)
      case .actions(let menu): chooseMenu(row, menu: menu, &state)
      case .steps: return stepListKey(.enter, cursor: row, &state)
      case .help, .rule: break
      }
      return []
    }
  }
}
