import TransitionEngine
import Wording

/// Predict mode (teacher's mode): moving forward first stops on a question about the coming
/// phase — the panes keep showing the phase before it and the Why pane asks which views will
/// be added, removed or moved — and the next forward key reveals the phase with the engine's
/// change marks (the session's phase-to-phase diff, the one home of changes).
extension Reducer {

  /// `x`: predict mode on or off; turning it off drops an open question.
  static func togglePredict(_ state: inout AppState) {
    state.predicting.toggle()
    if !state.predicting { state.question = nil }
    state.status = StatusLine(
      (state.predicting ? StatusWords.predictOn : .predictOff).text(in: state.language))
  }

  /// The keys that mean something else in predict mode; nil lets the key table have the key.
  /// Forward keys (→ l Space Enter) ask, then reveal; ← and Esc drop the question.
  static func predictKey(_ key: Key, _ state: inout AppState) -> [Effect]? {
    guard state.predicting, let session = state.session else { return nil }
    let forward: Set<Key> = [.right, .character("l"), .character(" ")]
    if let question = state.question {
      switch key {
      case _ where forward.contains(key) || key == .enter:
        reveal(question, &state)
        return []
      case .left, .character("h"), .escape:
        state.question = nil
        state.status = StatusLine(StatusWords.questionDropped.text(in: state.language))
        return []
      default:
        return nil
      }
    }
    // Space while the timer runs pauses it, as without predict mode.
    if key == .character(" "), let presenter = state.presenter, !presenter.paused { return nil }
    guard forward.contains(key) else { return nil }
    guard let next = session.position.next(in: session.timeline) else { return nil }
    state.question = next
    state.motion = nil
    state.status = StatusLine(StatusWords.predictQuestion.text(in: state.language))
    return []
  }

  /// Shows the asked-about phase with its change marks, and plays on if the question had
  /// paused the timer.
  static func reveal(_ position: Position, _ state: inout AppState) {
    state.question = nil
    move(&state, to: position)
    if state.presenter?.resumesOnReveal == true {
      state.presenter?.resumesOnReveal = false
      state.presenter?.paused = false
    }
    let diff = state.session?.diff ?? ViewDiff()
    state.status = StatusLine(answerText(diff).text(in: state.language))
  }

  /// The answer in words: how many views were added, removed and moved.
  static func answerText(_ diff: ViewDiff) -> StatusWords {
    let marks = Array(diff.marks.values)
    let count = { (mark: ChangeMark) in marks.filter { $0 == mark }.count }
    return .predictAnswer(added: count(.added), removed: count(.removed), moved: count(.moved))
  }
}
