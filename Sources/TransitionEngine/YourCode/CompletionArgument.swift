/// The argument of `transitionContext.completeTransition(_:)`.
public enum CompletionArgument: Hashable, Sendable {
  case literal(Bool)
  /// `!transitionContext.transitionWasCancelled`.
  case notCancelled
}
