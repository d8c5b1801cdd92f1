import TransitionEngine

/// The TransitionScope terminal application: the run loop feeds it events, performs the
/// effects it returns and flushes the canvases it renders.
public struct TransitionScopeApp: TerminalApplication {
  public private(set) var state: AppState

  /// `catalog`: the scene files for the picker; `opened`: the scene to show first, or nil to
  /// start on the picker; `ascii`: draw with `+-|` instead of box-drawing characters.
  public init(catalog: [SceneEntry], opened: SceneEntry?, ascii: Bool) {
    state = AppState(catalog: catalog, session: opened.map(SceneSession.init), ascii: ascii)
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

  /// Reports a scene that could not be loaded; the picker stays where it was.
  public mutating func showError(_ message: String) {
    state.status = StatusLine(message, isError: true)
  }
}
