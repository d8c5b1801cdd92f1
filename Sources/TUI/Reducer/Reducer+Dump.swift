import Wording

extension Reducer {
  /// Opens a dump as a dump: its rebuilt scene (when it loads) waits behind it at the dump's
  /// state, the end of the steps that rebuild it.
  static func openDump(_ page: DumpPage, _ state: inout AppState) {
    if let scene = page.scene {
      open(&state, scene)
      state.dump = page
      if let session = state.session {
        let step = min(page.rebuildSteps, max(session.timeline.steps.count - 1, 0))
        let phases = session.timeline.steps[step].phases.count
        move(&state, to: Position(step: step, phase: max(phases - 1, 0)))
      }
    } else {
      open(&state, Playground.entry)
      state.session = nil
      state.dump = page
      state.status = StatusLine(StatusWords.dumpDoesNotLoad.text(in: state.language), isError: true)
    }
    state.overlay = nil
    state.showsDump = true
    state.focus = .views
  }

  /// `d`: from the dump to its scene, stepped on into the next step (the dismissal, the pop);
  /// from that scene back to the dump.
  static func toDump(_ state: inout AppState) {
    guard let page = state.dump else {
      state.status = StatusLine(StatusWords.dumpNeeded.text(in: state.language))
      return
    }
    if !state.showsDump {
      state.showsDump = true
      state.focus = .views
      return
    }
    guard let session = state.session else {
      state.status = StatusLine(StatusWords.dumpDoesNotLoad.text(in: state.language), isError: true)
      return
    }
    state.showsDump = false
    state.focus = .views
    let next = page.rebuildSteps + 1
    if next < session.timeline.steps.count {
      move(&state, to: Position(step: next, phase: 0))
      state.status = StatusLine(StatusWords.dumpSceneNext.text(in: state.language))
    } else {
      state.status = StatusLine(StatusWords.dumpSceneNoNext.text(in: state.language))
    }
    fixFocus(&state)
    revealSelection(&state)
  }

  /// The keys of the dump's own screen; the keys that only make sense on a scene say so.
  static func dumpKey(_ key: Key, _ state: inout AppState) -> [Effect] {
    guard var page = state.dump, let command = KeyMap.command(for: key) else { return [] }
    let layout = DumpLayout.compute(dumpBody(state), page: page, focus: state.focus)
    switch command {
    case .dumpScene:
      toDump(&state)
      return []
    case .compare:
      page.comparing.toggle()
    case .back:
      page.comparing = false
    case .focusNext, .focusPrevious:
      let panes = layout.visiblePanes
      let index = panes.firstIndex(of: state.focus) ?? 0
      let step = command == .focusNext ? 1 : panes.count - 1
      state.focus = panes.isEmpty ? .views : panes[(index + step) % panes.count]
    case .lineDown, .lineUp, .pageDown, .pageUp, .first, .last:
      dumpMove(command, &page, state: state, layout: layout)
    case .help:
      state.overlay = .help(scroll: 0)
      return []
    case .quit:
      return [.quit]
    case .repaint:
      return [.repaint]
    case .open:
      let index = page.scene.flatMap(state.pickerIndex(of:)) ?? 0
      state.overlay = .picker(PickerState(selection: index))
      return []
    case .nextPhase, .previousPhase, .nextStep, .previousStep:
      guard page.comparing else { fallthrough }
      return perform(command, &state)
    default:
      state.status = StatusLine(StatusWords.onDump.text(in: state.language))
      return []
    }
    state.dump = page
    return []
  }

  /// j k PgDn PgUp g G: the selected view in the tree, or the focused text pane's scroll.
  static func dumpMove(
    _ command: Command, _ page: inout DumpPage, state: AppState, layout: DumpLayout
  ) {
    let focus = state.focus == .views || layout.panes[state.focus] == nil ? .views : state.focus
    let region =
      focus == .views ? (layout.panes[.views] ?? layout.compare.first) : layout.panes[focus]
    let visible = max((region?.height ?? 3) - 2, 1)
    let delta: Int
    switch command {
    case .lineDown: delta = 1
    case .lineUp: delta = -1
    case .pageDown: delta = visible
    case .pageUp: delta = -visible
    case .first: delta = -Int(Int32.max)
    default: delta = Int(Int32.max)
    }
    if focus == .views {
      let count = page.explanation.views.count
      page.selected = min(max(page.selected + delta, 0), max(count - 1, 0))
      let top = page.scroll[.views] ?? 0
      if page.selected < top {
        page.scroll[.views] = page.selected
      } else if page.selected >= top + visible {
        page.scroll[.views] = page.selected - visible + 1
      }
      page.scroll[.why] = 0
    } else {
      let top = page.scroll[focus] ?? 0
      page.scroll[focus] = max(0, top + max(min(delta, 100_000), -100_000))
    }
  }

  /// On the dump screen a click focuses the pane under it and, in the dump's tree, selects
  /// the view under it; the wheel scrolls the pane under it.
  static func dumpMouse(_ mouse: MouseEvent, _ state: inout AppState) -> [Effect] {
    guard var page = state.dump else { return [] }
    let layout = DumpLayout.compute(dumpBody(state), page: page, focus: state.focus)
    var regions = layout.panes
    if let dump = layout.compare.first { regions[.views] = dump }
    guard let (pane, region) = regions.first(where: { $0.value.contains(x: mouse.x, y: mouse.y) })
    else { return [] }
    switch mouse.kind {
    case .wheelUp, .wheelDown:
      page.scroll[pane] = max(0, (page.scroll[pane] ?? 0) + (mouse.kind == .wheelUp ? -3 : 3))
    case .click:
      state.focus = pane
      let index = (page.scroll[pane] ?? 0) + mouse.y - region.y - 1
      if pane == .views, mouse.y > region.y, mouse.y < region.maxY - 1,
        page.explanation.views.indices.contains(index)
      {
        page.selected = index
        page.scroll[.why] = 0
      }
    }
    state.dump = page
    return []
  }

  /// The area under the header and above the hint bar.
  static func dumpBody(_ state: AppState) -> Region {
    Region(x: 0, y: 2, width: state.size.width, height: state.size.height - 3)
  }
}
