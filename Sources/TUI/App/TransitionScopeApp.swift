import TransitionEngine

/// The TransitionScope terminal application: the run loop feeds it actions (input, time and
/// the outcome of effects), performs the effects it returns and draws the canvases it renders.
/// Its state changes only through `handle(_:)`.
public struct TransitionScopeApp: TerminalApplication {
  public private(set) var state: AppState

  /// `catalog`: the scene files for the picker; `opened`: the scene to show first, or nil to
  /// start on the picker; `ascii`: draw with `+-|` instead of box-drawing characters; `live`:
  /// presenter mode, the present layout and watching, as the command line asked; `dump`: a
  /// dump to show first, as a dump (its scene behind it), instead of `opened`.
  public init(
    catalog: [CatalogEntry], opened: SceneEntry?, ascii: Bool, failures: [CatalogFailure] = [],
    live: LiveOptions = LiveOptions(), dump: DumpPage? = nil
  ) {
    state = AppState(catalog: catalog, session: opened.map(SceneSession.init), ascii: ascii)
    state.catalogFailures = failures
    state.presenter = live.autoplay.map { Presenter(secondsPerPhase: $0) }
    state.watching = live.watch && !(opened?.path.isEmpty ?? true)
    state.presentLayout = live.presentLayout
    state.predicting = live.predict
    state.language = live.language
    Reducer.startAtFirstChange(&state)
    if let dump { Reducer.openDump(dump, &state) }
  }

  public init(state: AppState) {
    self.state = state
  }

  public mutating func handle(_ action: Action) -> [Effect] {
    Reducer.reduce(&state, action)
  }

  public func render(width: Int, height: Int) -> Canvas {
    AppView.render(state, width: width, height: height)
  }
}
