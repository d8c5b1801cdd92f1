/// What a view is doing in the current transition, beyond its class.
public enum ViewRole: String, Hashable, Sendable {
  /// `transitionContext.containerView` while a transition runs (T-3, X-1).
  case containerView
}
