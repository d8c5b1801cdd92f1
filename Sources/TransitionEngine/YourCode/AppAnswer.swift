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
  /// The presentation the vended presentation controller decides (`presentationController`
  /// calls); nil when the delegate vends none and UIKit uses its own (PC-1).
  public var presentation: CustomPresentation?
  /// The layout the presentation controller gives for a new container size
  /// (`containerLayout` calls, PC-7).
  public var layout: ContainerLayoutCode?
  /// What a dismissal hook of the presentation controller did (`dismissalWillBegin` and
  /// `dismissalDidEnd` calls, PC-6).
  public var dismissal: DismissalHooksCode?
  /// A custom segue's `perform()` as the lines the engine plays (`seguePerform` calls, S-5).
  public var perform: CodeBlock?
  /// The declaration a `member` call ran and where it is (`HomeViewController.showDetails(for:)`,
  /// `Home.swift:12`); its lines are `perform`.
  public var member: (declaration: String, place: String)?

  public init(
    animator: CodeBlock? = nil, delegateAnswer: DelegateAnswer? = nil, failure: String? = nil,
    presentation: CustomPresentation? = nil, layout: ContainerLayoutCode? = nil,
    perform: CodeBlock? = nil
  ) {
    self.animator = animator
    self.delegateAnswer = delegateAnswer
    self.failure = failure
    self.presentation = presentation
    self.layout = layout
    self.perform = perform
  }
}
