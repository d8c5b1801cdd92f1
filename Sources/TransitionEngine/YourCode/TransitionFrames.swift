/// The geometry of the transition as UIKit hands it to the animator: the
/// container's frame, the controllers' initial and final frames, and where the to- and
/// from-views are when `animateTransition` starts. A part the model does not know is nil.
public struct TransitionFrames: Sendable, Equatable {
  /// `transitionContext.containerView.frame` (its bounds are this size at zero).
  public var container: Rect?
  /// The container's frame in the window's coordinates, for `convert(_:to:)`; nil when a view
  /// on its way up to the window has a transform other than identity, or it is not known.
  public var containerInWindow: Rect?
  /// `initialFrame(for:)` by role (`toVC`, `fromVC`).
  public var initial: [String: Rect] = [:]
  /// `finalFrame(for:)` by role (`toVC`, `fromVC`).
  public var final: [String: Rect] = [:]
  /// The frame of `toView` and `fromView` before the animator's first line.
  public var views: [String: Rect] = [:]
  /// The roles whose controller's view is the context's view of that side (`toVC.view` is
  /// `toView`): `toVC`, `fromVC`.
  public var sameViews: Set<String> = []
  /// The views (`toView`, `fromView`) that are subviews of the container as the animator
  /// starts (the from-view of a push, a tab switch, a grabbing presentation, a dismissal).
  public var inContainer: Set<String> = []
  /// The views (`toView`, `fromView`) whose transform is not identity as the animator starts:
  /// a rect converted through them is unknown.
  public var transformed: Set<String> = []
  /// The views (`toView`, `fromView`) that `view(forKey:)` returns nil for (X-3, T-4): the
  /// from-view of a presentation that leaves the presenter's view in place, the to-view of
  /// such a dismissal.
  public var nilViews: Set<String> = []
  /// True while a presentation's animator is asked, false for a dismissal's, nil otherwise:
  /// what `isBeingPresented` and `isBeingDismissed` answer for the step's controllers.
  public var isPresentation: Bool?

  public init() {}
}
