import TransitionEngine

/// Turns actions into state changes and effects; pure: it never touches the terminal, files
/// or the clock. Input, time and the outcome of every effect all come in here, so the state it
/// leaves is the only source of what is drawn. One file per concern: commands, movement,
/// search, overlays, mouse, presenter mode, outcomes of effects.
public enum Reducer {
  public static func reduce(_ state: inout AppState, _ action: Action) -> [Effect] {
    let effects = apply(action, &state)
    prepare(&state)
    return effects
  }

  /// Input from the terminal: `reduce(&state, .input(event))`.
  public static func reduce(_ state: inout AppState, _ event: InputEvent) -> [Effect] {
    reduce(&state, .input(event))
  }

  /// Puts the rows the next frame needs into the cache, so drawing never walks the tree.
  static func prepare(_ state: inout AppState) {
    guard state.session != nil else { return }
    PhaseView.prefill(&state)
    PhaseView.prepare(.current, &state)
    PhaseView.prepareSearch(&state)
    let layout = layout(state)
    PhaseView.preparePicture(&state, layout: layout)
    WhyPane.prepare(&state, layout: layout)
    if state.comparing {
      PhaseView.prepare(.before, &state)
      PhaseView.prepare(.after, &state)
    }
  }

  /// The derived view of the current phase, its rows made (and kept) if they were missing.
  static func phaseView(_ state: inout AppState) -> PhaseView? {
    guard let session = state.session else { return nil }
    PhaseView.prepare(.current, &state)
    return PhaseView(session, state: state)
  }

  static func dispatch(_ state: inout AppState, _ event: InputEvent) -> [Effect] {
    switch event {
    case .resize(let width, let height):
      state.size = TerminalSize(width: width, height: height)
      fixFocus(&state)
      revealSelection(&state)
      return []
    case .key(.ctrlC):
      return [.quit]
    case .key(.ctrlL):
      return [.repaint]
    case .key(let key):
      state.status = nil
      let confirming = state.confirmingRestart
      state.confirmingRestart = false
      if confirming, key == .character("r"), let session = state.session {
        open(&state, session.entry)
        return []
      }
      if layout(state).tooSmall { return key == .character("q") ? [.quit] : [] }
      return handle(key, &state)
    case .mouse(let mouse):
      return handle(mouse, &state)
    }
  }

  /// Opens a scene: a fresh view of it, keeping the catalog, the size, the glyph set and what
  /// the command line asked for (watching, the present layout, presenter mode's pace; its
  /// clock starts again on the first phase).
  static func open(_ state: inout AppState, _ entry: SceneEntry) {
    let previous = state
    state = AppState(
      catalog: previous.catalog, session: SceneSession(entry: entry), ascii: previous.ascii,
      size: previous.size)
    state.catalogFailures = previous.catalogFailures
    // Restarting the scene rebuilt from a dump keeps the dump (`s` still goes back to it).
    if let page = previous.dump, page.scene == entry { state.dump = page }
    state.watching = previous.watching
    state.presentLayout = previous.presentLayout
    state.predicting = previous.predicting
    state.hidden = previous.hidden
    state.presenter = previous.presenter.map { old in
      var presenter = Presenter(secondsPerPhase: old.secondsPerPhase)
      presenter.pace = old.pace
      return presenter
    }
    startAtFirstChange(&state)
    fixFocus(&state)
    showFirstChange(&state)
  }

  /// A scene just opened shows its first step's first change (`Position.opening`); in predict
  /// mode the phase before it, so that the first forward key asks about that change.
  static func startAtFirstChange(_ state: inout AppState) {
    guard var session = state.session else { return }
    let opening = Position.opening(of: session.timeline, diffs: session.diffs)
    session.position =
      state.predicting ? (opening.previous(in: session.timeline) ?? opening) : opening
    state.session = session
  }

  static func handle(_ key: Key, _ state: inout AppState) -> [Effect] {
    switch state.overlay {
    case .help(let scroll): return helpKey(key, scroll: scroll, &state)
    case .actions(let menu): return menuKey(key, menu: menu, &state)
    case .picker(let picker): return pickerKey(key, picker: picker, &state)
    case .rule(let id, let scroll): return ruleKey(key, id: id, scroll: scroll, &state)
    case .steps(let cursor): return stepListKey(key, cursor: cursor, &state)
    case nil: break
    }
    if state.showsDump, state.dump != nil { return dumpKey(key, &state) }
    guard state.session != nil else { return [] }
    if let search = state.search, search.editing { return searchKey(key, search: search, &state) }
    if let effects = predictKey(key, &state) { return effects }
    if let effects = presenterKey(key, &state) { return effects }
    guard let command = KeyMap.command(for: key) else { return [] }
    return perform(command, &state)
  }

  /// The layout at the last known terminal size.
  static func layout(_ state: AppState) -> PaneLayout {
    PaneLayout.compute(width: state.size.width, height: state.size.height, state: state)
  }

  /// The whole terminal, for overlays.
  static func screen(_ state: AppState) -> Region {
    Region(x: 0, y: 0, width: state.size.width, height: state.size.height)
  }

  /// Keeps the focus on a pane that is on screen.
  static func fixFocus(_ state: inout AppState) {
    guard !state.zoomed else { return }
    let visible = layout(state).visiblePanes
    if !visible.contains(state.focus) {
      state.focus = visible.contains(.views) ? .views : visible.first ?? .views
    }
  }
}
