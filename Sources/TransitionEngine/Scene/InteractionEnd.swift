/// How the user's interaction ends: `interactive: cancelled | completed` on a step.
public enum InteractionEnd: String, Hashable, Sendable, CaseIterable {
  /// The finger lifts too early: `cancel()`, `transitionWasCancelled` is true.
  case cancelled
  /// The finger goes far enough: `finish()`, `transitionWasCancelled` is false.
  case completed
}
