/// What a note of a phase's explanation tells: what happened, the callbacks, a mistake, ….
public enum NoteRole: String, Sendable, Hashable, CaseIterable {
  /// What UIKit did and the rule it follows.
  case happened
  /// The callbacks the phase sends, or that it does not send.
  case callbacks
  /// A mistake of the app's own code (a line, an override, a missing call).
  case mistake
  /// How to fix the mistake beside it.
  case fix
  /// What the app's code or an earlier step causes in this phase.
  case consequence
  /// What no source shows: unknown, or inferred by TransitionScope.
  case unknown
  /// About the presentation or transition style in force.
  case style
  /// A line of the app's code that the model does not hold.
  case notModelled
}
