/// What the app's Swift decided when UIKit called it: the animator lines UIKit then runs and
/// what its delegate returned.
public struct AppAnswer: Sendable {
  /// The animator's lines (`animateTransition(using:)` and what follows); nil when the
  /// delegate returned nil and UIKit's own animation plays.
  public var animator: CodeBlock?
  /// What the delegate returned when asked (nil when the step asked no delegate, or the
  /// delegate does not implement the method).
  public var delegateAnswer: DelegateAnswer?
  /// Why the call could not run, located in the Swift (`File.swift:3:5: …`): UIKit's own
  /// animation plays and the step says so.
  public var failure: String?

  public init(
    animator: CodeBlock? = nil, delegateAnswer: DelegateAnswer? = nil, failure: String? = nil
  ) {
    self.animator = animator
    self.delegateAnswer = delegateAnswer
    self.failure = failure
  }
}
