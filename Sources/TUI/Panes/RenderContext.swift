import TransitionEngine

/// What every pane gets to draw itself: the state, the glyph set and the derived phase.
struct RenderContext {
  let state: AppState
  let glyphs: Glyphs
  let view: PhaseView
  /// Views matching the active search, in depth-first order.
  let matches: [ViewID]

  init(state: AppState, glyphs: Glyphs, view: PhaseView) {
    self.state = state
    self.glyphs = glyphs
    self.view = view
    matches = PhaseView.matches(view.session, state: state)
  }

  func isFocused(_ pane: PaneID) -> Bool { Self.isFocused(pane, state) }

  /// Whether `pane` draws as focused in `state`.
  static func isFocused(_ pane: PaneID, _ state: AppState) -> Bool {
    state.focus == pane && state.overlay == nil && !state.clean
  }
}
