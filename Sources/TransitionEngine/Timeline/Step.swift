/// One step of a timeline: the action it performed and its phases, first `before`, last
/// `after`. A step UIKit refuses carries the warning it logs or the exception it raises.
public struct Step: Sendable {
  public let index: Int
  /// Human description: `push Detail on FeedNav`.
  public let action: String
  public let note: String?
  /// Messages UIKit logs (the step then changes nothing).
  public let warnings: [String]
  /// The exception UIKit raises, if any (the step then changes nothing).
  public let error: String?
  public let phases: [Phase]

  public init(
    index: Int, action: String, note: String?, warnings: [String], error: String?,
    phases: [Phase]
  ) {
    self.index = index
    self.action = action
    self.note = note
    self.warnings = warnings
    self.error = error
    self.phases = phases
  }
}
