import TransitionEngine

/// Where the viewer is in a timeline: a step and a phase of that step.
public struct Position: Hashable, Sendable, Comparable {
  public var step: Int
  public var phase: Int

  public init(step: Int, phase: Int) {
    self.step = step
    self.phase = phase
  }

  public static let start = Position(step: 0, phase: 0)

  public static func < (lhs: Position, rhs: Position) -> Bool {
    (lhs.step, lhs.phase) < (rhs.step, rhs.phase)
  }

  /// The next phase, crossing into the next step; nil at the end.
  public func next(in timeline: Timeline) -> Position? {
    guard timeline.steps.indices.contains(step) else { return nil }
    if phase + 1 < timeline.steps[step].phases.count {
      return Position(step: step, phase: phase + 1)
    }
    return step + 1 < timeline.steps.count ? Position(step: step + 1, phase: 0) : nil
  }

  /// The previous phase, crossing into the previous step; nil at the start.
  public func previous(in timeline: Timeline) -> Position? {
    if phase > 0 { return Position(step: step, phase: phase - 1) }
    guard step > 0, timeline.steps.indices.contains(step - 1) else { return nil }
    return Position(step: step - 1, phase: max(timeline.steps[step - 1].phases.count - 1, 0))
  }

  /// Where the viewer opens a scene: the first phase after the launch whose window differs
  /// from the phase before it, so the first thing on screen is the first step's first change
  /// and the launch (step 0) is a key or two back. A scene whose steps change no view opens on
  /// its first step; a scene with no step on its launch.
  public static func opening(of timeline: Timeline, diffs: [[ViewDiff]]) -> Position {
    for step in diffs.indices.dropFirst() {
      for phase in diffs[step].indices where !diffs[step][phase].marks.isEmpty {
        return Position(step: step, phase: phase)
      }
    }
    return timeline.steps.count > 1 ? Position(step: 1, phase: 0) : .start
  }

  /// The last phase of the last step.
  public static func end(of timeline: Timeline) -> Position {
    let step = max(timeline.steps.count - 1, 0)
    let phases = timeline.steps.last?.phases.count ?? 1
    return Position(step: step, phase: max(phases - 1, 0))
  }
}
