/// What the app's own delegate returned, in its Swift, when UIKit asked it for an animator
/// (N-4, TB-4, §13.1): the event of that call carries it.
public struct DelegateAnswer: Hashable, Sendable {
  /// The class of the animator object it returned; nil when it returned nil.
  public var animatorClass: String?

  public init(animatorClass: String?) { self.animatorClass = animatorClass }
}
