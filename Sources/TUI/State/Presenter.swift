/// Presenter mode (`--autoplay`): the viewer steps through the phases on a timer, and the
/// screen picture moves from the phase before to the phase shown during the first part of
/// each phase. Time comes from the run loop (`Reducer.tick`); this is only state.
public struct Presenter: Sendable, Equatable {
  /// Seconds each phase stays on screen at pace 1.
  public var secondsPerPhase: Double
  public var paused = false
  /// Predict mode paused the timer at a question: revealing the answer plays on.
  public var resumesOnReveal = false
  /// How fast time runs: `+` doubles it, `-` halves it (slow motion).
  public var pace = 1.0
  /// Seconds (at pace) spent on the current phase.
  public var elapsed = 0.0
  /// The position the timer last saw, so a key that moves restarts the phase's clock.
  public var position: Position?

  public static let defaultSeconds = 1.5
  public static let paces: ClosedRange<Double> = 0.125...8
  /// The share of a phase during which the screen picture moves.
  public static let motionShare = 0.6

  public init(secondsPerPhase: Double = Presenter.defaultSeconds) {
    let seconds = secondsPerPhase.isFinite ? secondsPerPhase : Presenter.defaultSeconds
    self.secondsPerPhase = min(max(seconds, 0.1), 600)
  }

  /// The pace as people read it: `×2`, `×0.5`.
  public var paceText: String {
    pace >= 1 ? "×\(Int(pace))" : "×" + (pace == 0.5 ? "0.5" : pace == 0.25 ? "0.25" : "0.125")
  }
}
