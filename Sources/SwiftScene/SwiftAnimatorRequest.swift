/// Which object a step's Swift expression builds, and what UIKit asks it.
public enum SwiftAnimatorRole: Sendable, Equatable {
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

/// The object a delegate expression builds, kept under `key` (a container's or a presented
/// controller's name) so that later steps ask the same object: `fresh` when the step sets the
/// delegate anew, false when it asks the one kept (N-24, TB-14, X-1).
public struct SwiftKeptObject: Sendable, Equatable {
  public var key: String
  public var fresh: Bool

  public init(key: String, fresh: Bool) {
    self.key = key
    self.fresh = fresh
  }
}

/// What UIKit's inputs say about the transition the Swift runs in.
public struct SwiftTransitionInputs: Sendable, Equatable {
  /// `transitionWasCancelled` when an interaction ends: nil when the step is not interactive.
  public var cancelled: Bool?
  /// The class of the transition's controllers, by role (`toVC`, `fromVC`), where the scene
  /// says it: a `vc:` without `class:` is a `UIViewController`.
  public var controllerClasses: [String: String]

  public init(cancelled: Bool?, controllerClasses: [String: String] = [:]) {
    self.cancelled = cancelled
    self.controllerClasses = controllerClasses
  }
}
