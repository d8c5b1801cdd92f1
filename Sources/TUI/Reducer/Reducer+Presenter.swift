import TransitionEngine
import Wording

/// Presenter mode and live reloading: their commands (`p` the present layout, `+` `-` the
/// pace), the keys that mean something else while they run (Space pauses and resumes with
/// `--autoplay`, `r` reads the file again with `--watch`) and time passing.
extension Reducer {
  /// Space and `r` while presenting or watching; nil lets the key table have the key.
  static func presenterKey(_ key: Key, _ state: inout AppState) -> [Effect]? {
    switch key {
    case .character("r") where state.watching:
      guard let path = state.session?.entry.path, !path.isEmpty else { return nil }
      return [.reload(path: path)]
    case .character(" ") where state.presenter != nil:
      state.presenter?.paused.toggle()
      if state.presenter?.paused == true { state.motion = nil }
      state.status = StatusLine(
        (state.presenter?.paused == true ? StatusWords.paused : .playing).text(in: state.language))
      return []
    default:
      return nil
    }
  }

  static func presenterCommand(_ command: Command, _ state: inout AppState) {
    switch command {
    case .presentLayout:
      state.presentLayout.toggle()
      fixFocus(&state)
    case .play:
      // Teacher's mode: P starts playing without --autoplay, and pauses and resumes after.
      if state.presenter == nil {
        state.presenter = Presenter()
      } else {
        state.presenter?.paused.toggle()
      }
      if state.presenter?.paused == true { state.motion = nil }
      state.status = StatusLine(
        (state.presenter?.paused == true ? StatusWords.paused : .playing).text(in: state.language))
    case .faster, .slower:
      guard var presenter = state.presenter else {
        state.status = StatusLine(StatusWords.paceKeys.text(in: state.language))
        return
      }
      presenter.pace = min(
        max(presenter.pace * (command == .faster ? 2 : 0.5), Presenter.paces.lowerBound),
        Presenter.paces.upperBound)
      state.presenter = presenter
      state.status = StatusLine(StatusWords.pace(presenter.paceText).text(in: state.language))
    default:
      break
    }
  }

  /// Time passing in presenter mode: moves the screen picture and, at the end of a phase,
  /// goes to the next one (stopping at the last). True when the frame must be drawn again.
  static func tick(_ state: inout AppState, seconds: Double) -> Bool {
    guard var presenter = state.presenter, let session = state.session, state.overlay == nil
    else { return false }
    var changed = false
    if presenter.position != session.position {
      presenter.position = session.position
      presenter.elapsed = 0
    }
    if !presenter.paused, seconds.isFinite, seconds > 0 {
      presenter.elapsed += min(seconds, 1) * presenter.pace
      if presenter.elapsed >= presenter.secondsPerPhase {
        if let next = session.position.next(in: session.timeline), state.predicting {
          // Predict mode: the timer stops at each question; revealing plays on.
          state.question = next
          presenter.paused = true
          presenter.resumesOnReveal = true
          state.motion = nil
          state.status = StatusLine(StatusWords.predictQuestion.text(in: state.language))
        } else if session.position.next(in: session.timeline) != nil {
          _ = perform(.nextPhase, &state)
          presenter.position = state.session?.position
          presenter.elapsed = 0
        } else {
          presenter.paused = true
          state.status = StatusLine(StatusWords.theEnd.text(in: state.language))
        }
        changed = true
      }
    }
    state.presenter = presenter
    let motion = presenter.paused ? nil : motion(state, presenter: presenter)
    if motion != state.motion {
      state.motion = motion
      changed = true
    }
    return changed
  }

  /// The interpolated window while the phase's motion runs, or nil.
  static func motion(_ state: AppState, presenter: Presenter) -> Motion? {
    guard let session = state.session,
      let previous = session.position.previous(in: session.timeline),
      previous.step == session.position.step,
      let start = session.phase(at: previous)?.window
    else { return nil }
    let span = presenter.secondsPerPhase * Presenter.motionShare
    guard presenter.elapsed < span else { return nil }
    let end = session.phase.window
    guard WindowTween.moves(from: start, to: end) else { return nil }
    let progress = presenter.elapsed / span
    return Motion(
      window: WindowTween.window(from: start, to: end, progress: progress), progress: progress)
  }
}
