/// A call on a percent-driven interaction controller while the user's finger drives a custom
/// transition.
public enum InteractionCall: Hashable, Sendable, CustomStringConvertible {
  /// UIKit hands the transition to the interaction controller instead of the animator.
  case startInteractiveTransition
  case update(Double)
  case cancel
  case finish

  public var description: String {
    switch self {
    case .startInteractiveTransition: return "startInteractiveTransition(_:)"
    case .update(let fraction): return "update(\(fraction))"
    case .cancel: return "cancel()"
    case .finish: return "finish()"
    }
  }
}
