/// The geometry of the transition as UIKit hands it to the animator: the
/// container's frame, the controllers' initial and final frames, and where the to- and
/// from-views are when `animateTransition` starts. A part the model does not know is nil.
public struct TransitionFrames: Sendable, Equatable {
  /// `transitionContext.containerView.frame` (its bounds are this size at zero).
  public var container: Rect?
  /// `initialFrame(for:)` by role (`toVC`, `fromVC`).
  public var initial: [String: Rect] = [:]
  /// `finalFrame(for:)` by role (`toVC`, `fromVC`).
  public var final: [String: Rect] = [:]
  /// The frame of `toView` and `fromView` before the animator's first line.
  public var views: [String: Rect] = [:]
  /// The roles whose controller's view is the context's view of that side (`toVC.view` is
  /// `toView`): `toVC`, `fromVC`.
  public var sameViews: Set<String> = []

  public init() {}
}
