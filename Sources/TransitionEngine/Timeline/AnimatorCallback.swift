/// A method UIKit calls on a transition's animator (`UIViewControllerAnimatedTransitioning`).
public enum AnimatorCallback: Hashable, Sendable, CustomStringConvertible {
  case transitionDuration
  case animateTransition
  case animationEnded(completed: Bool)

  public var description: String {
    switch self {
    case .transitionDuration: return "transitionDuration(using:)"
    case .animateTransition: return "animateTransition(using:)"
    case .animationEnded(let completed): return "animationEnded(\(completed))"
    }
  }
}
