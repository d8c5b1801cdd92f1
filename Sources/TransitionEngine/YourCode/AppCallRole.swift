/// Which object a step's Swift expression builds, and what UIKit asks it.
public enum AppCallRole: Hashable, Sendable {
  /// `animator:`: the expression is the animator itself.
  case animator
  /// `transitioningDelegate:` on a present (true) or dismiss (false): UIKit asks
  /// `animationController(forPresented:presenting:source:)` or `(forDismissed:)`.
  case transitioningDelegate(presenting: Bool)
  /// `navigationDelegate:`: `navigationController(_:animationControllerFor:from:to:)`.
  case navigationDelegate(push: Bool)
  /// `tabBarDelegate:`: `tabBarController(_:animationControllerForTransitionFrom:to:)`.
  case tabBarDelegate
}
