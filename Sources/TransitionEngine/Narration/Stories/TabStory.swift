/// The explanations shown for each phase of a tab switch, written from the facts of one
/// `selectedViewController` change and the events of each phase (TB-1..TB-4, K-4, N-4, N-6).
struct TabStory: Sendable, Hashable {
  let tab: String
  let from: String
  let target: String

  /// The container-ready phase when the delegate returns an animator (TB-3, TB-4, Q-6).
  func containerReadyForAnimator(_ events: [LifecycleEvent]) -> String {
    "Setting selectedViewController starts the switch; \(tab)'s delegate returns an "
      + "animator, so the switch is animated by the app's code (TB-4). The callbacks keep "
      + "the order of a tab switch: "
      + AppearanceSentence.will(events, rule: "TB-3", none: "none come yet.")
      + " Sources only presume the containerView is the tab's "
      + "UITransitionView (TB-4, Q-6); TransitionScope uses the UIViewControllerWrapperView "
      + "inside it, as for a navigation controller. The from-view is already in it, the "
      + "to-view is not."
  }

  /// UIKit's own switch: the new view goes in beside the old one (TB-1, K-4), and the
  /// will-callbacks in the order of the phase's `events` (TB-3).
  func toViewAdded(_ events: [LifecycleEvent]) -> String {
    "UIKit swaps the content of the tab's UIViewControllerWrapperView (TB-1) the way "
      + "transition(from:to:) does: the new view goes in beside the old one (K-4). "
      + (AppearanceSentence.will(events).map { "Note the order: \($0) (TB-3)." }
        ?? "\(tab) is not in the window, so no appearance callbacks fire.")
  }

  /// The app's animator called `completeTransition(true)` (TB-2, N-4 by analogy, X-5).
  func completedByAnimator(_ events: [LifecycleEvent]) -> String {
    "UIKit takes the old tab's view \(from) out of "
      + "the window, so only the selected child's view stays (TB-2); that UIKit, not the "
      + "animator, removes it is inferred from the navigation controller (N-4). "
      + CallbackSentence.didCallbacks(events, rule: "TB-3")
      + CodeText.animationEnded(events)
  }

  /// The app's animator passed false: the switch is undone as an abandoned swipe-back (N-6).
  /// `presented` names what the new tab presented in its context and takes with it (T-8).
  /// `cancelledByFinger`: the interaction controller's `cancel()` made the animator pass
  /// false (TB-14).
  func undone(
    _ events: [LifecycleEvent], presented: [String] = [], cancelledByFinger: Bool = false
  ) -> String {
    (cancelledByFinger
      ? "transitionWasCancelled is true, so the animator passes false: the user gave the "
        + "switch up and UIKit undoes it (TB-14). Apple does not document the callbacks of a "
        + "cancelled tab switch; TransitionScope gives those of a cancelled pop (N-6, "
        + "inferred): \(from) stays "
      : "Apple does not document what a tab bar controller does "
        + "with a switch its animator reports as not finished; TransitionScope undoes it the "
        + "way a navigation controller undoes an abandoned swipe-back (N-6): \(from) stays ")
      + "selected and \(target)'s view leaves the window"
      + (presented.isEmpty
        ? "" : ", with what it presented in its context: \(presented.joined(separator: ", "))")
      + ". Callbacks: "
      + AppearanceSentence.sequence(events, rule: "N-6")
  }

  /// TB-14: `interactive:` on a switch that no interaction controller drives. `animator`:
  /// the delegate returned one; `asked`: it was asked for an interaction controller and
  /// returned nil.
  func withoutFinger(animator: Bool, asked: Bool) -> String {
    "The step asks for the user's finger, but UIKit drives a tab switch interactively only "
      + "through an interaction controller from its delegate, which it asks for once the "
      + "delegate has returned an animator (TB-14). "
      + (animator
        ? (asked
          ? "\(tab)'s delegate returned nil from tabBarController(_:interactionControllerFor:), "
          : "\(tab)'s delegate does not implement the interaction method, ")
          + "so UIKit runs the animator without the finger. "
        : "\(tab) gets no animator here, so UIKit switches at once, without the finger. ")
  }

  /// The `after` phase of an undone switch.
  var afterUndo: String { "\(from) is still the selected tab." }

  /// The `after` phase: after UIKit's switch the old view has left (TB-2) and the
  /// did-callbacks come from the phase's `events` (TB-3).
  func after(byAnimator: Bool, _ events: [LifecycleEvent]) -> String {
    byAnimator
      ? "\(target) is the selected tab."
      : "The old tab's view leaves the window, so only the selected child's view is in it "
        + "(TB-2). " + CallbackSentence.didCallbacks(events, rule: "TB-3")
  }
}
