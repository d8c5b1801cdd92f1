/// One step of a timeline: the action it performed and its phases, first `before`, last
/// `after`. A step UIKit refuses carries the warning it logs or the exception it raises.
public struct Step: Sendable {
  public let index: Int
  /// What the step did; printed as `push Detail on FeedNav`.
  public let action: ResolvedAction
  public let note: String?
  /// Messages UIKit logs (the step then changes nothing).
  public let warnings: [String]
  /// The exception UIKit raises, if any (the step then changes nothing).
  public let error: String?
  public let phases: [Phase]
  /// The environment once the step is over (a rotation, device or multitasking step changes
  /// it; its `before` phase still has the old one).
  public let environment: Environment
  /// The app mistakes this step made, in the order the engine found them.
  public internal(set) var mistakes: [StepMistake] = []

  public init(
    index: Int, action: ResolvedAction, note: String?, warnings: [String], error: String?,
    phases: [Phase], environment: Environment
  ) {
    self.index = index
    self.action = action
    self.note = note
    self.warnings = warnings
    self.error = error
    self.phases = phases
    self.environment = environment
  }
}
