import TransitionEngine

/// Which object a step's Swift expression builds, and what UIKit asks it: the engine's
/// `AppCallRole`, one home for both.
public typealias SwiftAnimatorRole = AppCallRole

/// The object a delegate expression builds, kept so that later steps ask the same object:
/// the engine's `AppKeptObject`.
public typealias SwiftKeptObject = AppKeptObject

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
