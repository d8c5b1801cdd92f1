import TransitionEngine

/// The TransitionScope terminal application: the run loop feeds it events, performs the
/// effects it returns and flushes the canvases it renders.
public struct TransitionScopeApp: TerminalApplication {
  public private(set) var state: AppState

  /// `catalog`: the scene files for the picker; `opened`: the scene to show first, or nil to
  /// start on the picker; `ascii`: draw with `+-|` instead of box-drawing characters.
  public init(
    catalog: [SceneEntry], opened: SceneEntry?, ascii: Bool, failures: [CatalogFailure] = []
  ) {
    state = AppState(catalog: catalog, session: opened.map(SceneSession.init), ascii: ascii)
    state.catalogFailures = failures
  }

  public init(state: AppState) {
    self.state = state
  }

  public mutating func handle(_ event: InputEvent) -> [Effect] {
    Reducer.reduce(&state, event)
  }

  public func render(width: Int, height: Int) -> Canvas {
    AppView.render(state, width: width, height: height)
  }

  /// Shows a scene the run loop loaded after an `.openScene` effect.
  public mutating func open(_ entry: SceneEntry) {
    Reducer.open(&state, entry)
  }

  /// Presenter mode, watching and the present layout, as the command line asked.
  public mutating func startLive(autoplay: Double?, watching: Bool, presentLayout: Bool) {
    state.presenter = autoplay.map { Presenter(secondsPerPhase: $0) }
    state.watching = watching
    state.presentLayout = presentLayout
  }

  /// Time passing (presenter mode); true when the frame must be drawn again.
  public mutating func tick(seconds: Double) -> Bool {
    Reducer.tick(&state, seconds: seconds)
  }

  /// The open scene read again from its file, keeping the position where it still exists.
  public mutating func reload(_ entry: SceneEntry) {
    Reducer.reload(&state, entry)
  }

  /// The watched file does not load: its error stays on screen until it loads again.
  public mutating func showReloadError(_ message: String) {
    state.reloadError = message
  }

  /// Shows a message in the hint bar until the next key (a file saved).
  public mutating func showStatus(_ message: String) {
    state.status = StatusLine(message)
  }

  /// Reports a scene that could not be loaded; the picker stays where it was.
  public mutating func showError(_ message: String) {
    state.status = StatusLine(message, isError: true)
  }
}
