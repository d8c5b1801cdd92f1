/// What the app's own delegate returned, in its Swift, when UIKit asked it for an animator
/// (N-4, TB-4, §13.1): the event of that call carries it.
public struct DelegateAnswer: Hashable, Sendable {
  /// The class of the animator object it returned; nil when it returned nil.
  public var animatorClass: String?
  /// On an interactive step, the delegate gave no interaction controller (its method returned
  /// nil, or it has none): UIKit then runs the animator without the finger (TB-14, X-7).
  public var noInteractionController = false
  /// With `noInteractionController`: the delegate implements the interaction method, so
  /// UIKit called it (and it returned nil).
  public var askedForInteraction = false
  /// What the interaction question's event says UIKit got back (`a SwipeInteractor`,
  /// `nil (…)`): set when UIKit asked it on a step no gesture drives, or when it returned an
  /// object on one a gesture drives (X-7, §13.1 step 4); nil leaves the event as it was.
  public var interactionAnswer: String?

  public init(animatorClass: String?) { self.animatorClass = animatorClass }
}
