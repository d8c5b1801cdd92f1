import TransitionEngine

/// The step list (`s`): a teacher jumps to any step of the scene.
extension Reducer {
  /// Keys while the step list is open: j/k and the arrows move, Enter goes to the step's first
  /// phase, Esc or `s` closes.
  static func stepListKey(_ key: Key, cursor: Int, _ state: inout AppState) -> [Effect] {
    guard let session = state.session else {
      state.overlay = nil
      return []
    }
    let last = max(session.timeline.steps.count - 1, 0)
    switch key {
    case .escape, .character("s"): state.overlay = nil
    case .down, .character("j"): state.overlay = .steps(cursor: min(cursor + 1, last))
    case .up, .character("k"): state.overlay = .steps(cursor: max(cursor - 1, 0))
    case .home, .character("g"): state.overlay = .steps(cursor: 0)
    case .end, .character("G"): state.overlay = .steps(cursor: last)
    case .enter:
      state.overlay = nil
      move(&state, to: Position(step: min(max(cursor, 0), last), phase: 0))
    case .character("q"): return [.quit]
    default: break
    }
    return []
  }
}
