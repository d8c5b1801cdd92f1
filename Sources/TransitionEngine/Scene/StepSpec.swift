/// One step of a scene: an action plus `animated` and an optional note.
public struct StepSpec: Hashable, Sendable {
  public var action: StepAction
  public var animated: Bool
  public var note: String?
  public var location: SourceLocation?
  /// The controllers the step names that no controller of the scene is: the app's code is to
  /// have made them by the time the step is planned (issue 32); the planner refuses the step
  /// otherwise.
  public var namesFromCode: [String] = []
  /// `interrupted: true` on a push: the user swipes back while it animates (N-7).
  public var interruptedByPop = false
  /// `animator: |`: the body of the step's custom `animateTransition(using:)`.
  public var animator: CodeBlock?
  /// `perform: |`: a custom segue's (or a custom unwind segue's) `perform()` (S-5, U-5).
  public var perform: CodeBlock?
  /// `interactive: completed` on a dismiss (the user swipes the sheet away, D-7, or drags a
  /// zoomed controller back, N-15) or, without an `animator`, on a pop (the user's swipe
  /// back finishes: the edge swipe, or the zoom's own interaction, N-14).
  public var swipeCompleted = false
  /// `gesture: content` on an interactive pop: iOS 26's `interactiveContentPopGestureRecognizer`,
  /// a pan that starts anywhere in the content instead of at the edge (N-18).
  public var contentPop = false
  /// `gesture: tapOutside` on a completed interactive dismiss: the user taps outside a
  /// popover, on its dimming view (M-22, D-10).
  public var tapOutside = false
  /// `at: Name` with `gesture: tapOutside`: the controller whose view the tap lands on; nil
  /// for a spot where only the dimming view is.
  public var tapAt: String?
  /// `interactive` where the action does not carry it (`cancelled | completed` on a push or a
  /// tab switch, `completed` on a pop or present): with an `animator`, the app's
  /// percent-driven interaction controller drives it (X-6, X-7, TB-14).
  public var interaction: InteractionEnd?
  /// The step's real-Swift keys as the scene wrote them, when its animator (or segue, or
  /// presentation controller) came from Swift: what `w` writes back instead of the lines
  /// they were interpreted into.
  public var swift: SwiftStepKeys?
  /// What the step's delegate of the app (`navigationDelegate:`, `tabBarDelegate:`,
  /// `transitioningDelegate:`) returned when asked for an animator; nil when no such delegate
  /// of real Swift was asked.
  public var delegateAnswer: DelegateAnswer?
  /// The question UIKit asks the app's Swift in this step (an animator, or a delegate asked
  /// for one): the planner asks the scene's `app` when the step runs, and its answer takes
  /// the place of `animator` and `delegateAnswer`.
  public var appCall: AppCall?
  /// The delegates the app's code set to an object nothing holds, so that the container has
  /// none when this step asks it (N-24, TB-14); read with the scene, judged by the planner.
  public var droppedDelegates: [DroppedDelegate] = []
  /// `class:` on a `segue` or `unwind`: the `perform()` UIKit calls, asked when the segue
  /// performs; its answer takes the place of `perform` (S-5, U-5).
  public var performCall: AppCall?
  /// For a `code` step: the question a dismissal its lines make asks the presented
  /// controller's `transitioningDelegate`, by presented controller, as a `dismiss:` step
  /// of that controller would ask it.
  public var dismissalCalls: [String: AppCall] = [:]

  public init(
    action: StepAction, animated: Bool = true, note: String? = nil,
    location: SourceLocation? = nil
  ) {
    self.action = action
    self.animated = animated
    self.note = note
    self.location = location
  }
}
