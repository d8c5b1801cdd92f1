/// The explanations shown for each phase of a navigation push, written from the facts of one
/// `pushViewController` call and the events of each phase (§13.3, N-2..N-4, N-6, N-8).
struct PushStory: Sendable, Hashable {
  let nav: String
  let from: String
  let pushed: String
  /// The stack now hides the bottom bar, so the tab bar rides along and leaves (N-8, Q-9).
  let hidesTabBar: Bool
  /// The stack a `setViewControllers` push ends with (N-16); nil for `pushViewController`.
  var finalStack: [String]? = nil

  /// The call that started the push, as the narration names it.
  var call: String { finalStack == nil ? "pushViewController" : "setViewControllers" }

  /// The container-ready phase when the delegate returns the app's animator (N-4, Q-6).
  var containerReadyForAnimator: String {
    "\(call) tells \(pushed) it is moving to \(nav) (willMove, 13.3) and "
      + "starts the appearance callbacks. \(nav)'s delegate returns an animator, so UIKit's "
      + "own slide does not run (N-4). The containerView is \(nav)'s "
      + "UIViewControllerWrapperView (sources differ on its class, Q-6); the from-view is "
      + "already in it, the to-view is not."
  }

  /// The container-ready phase of UIKit's slide: willMove, the will-callbacks written from
  /// the phase's `events`, the wrapper (N-3, N-4) and the tab bar riding along (N-8).
  func containerReady(_ events: [LifecycleEvent]) -> String {
    "\(call) first tells \(pushed) it is moving to \(nav) (willMove, 13.3), "
      + "then starts the appearance callbacks: "
      + (AppearanceSentence.will(events).map { $0 + ". " } ?? "none come. ")
      + "The containerView is \(nav)'s UIViewControllerWrapperView (sources differ on its "
      + "class, Q-6; TransitionScope follows N-4), and the from-view is already in it (N-4), "
      + "wrapped in a plain UIView for the slide (N-3)."
      + (hidesTabBar
        ? " The stack now hides the bottom bar, so the UITabBar moves into the outgoing "
          + "wrapper (N-8). Sources differ on who decides (Q-9): Apple's page says the top "
          + "controller's hidesBottomBarWhenPushed, the decompiled code any controller in "
          + "the stack; TransitionScope follows the code."
        : "")
  }

  /// The to-view in its `_UIParallaxDimmingView` (N-3, N-4), and viewIsAppearing (§13).
  func toViewAdded(_ events: [LifecycleEvent]) -> String {
    "The to-view \(pushed) is added to the container inside a _UIParallaxDimmingView that "
      + "starts just off the right edge (N-3). Its frame inside is the content area, "
      + "finalFrame(for:) (N-4). " + AppearanceTiming.isAppearingNow(pushed, events)
  }

  /// Half-way through the slide (N-3).
  var animating: String {
    "Half-way through the slide: the incoming view has crossed half the width while the "
      + "outgoing one moves at parallax speed toward \(TransitionAnimation.parallaxText) × "
      + "width (N-3)."
  }

  /// UIKit's slide ends, or everything happens at once: the from-view leaves (N-2).
  func completed(animated: Bool, _ events: [LifecycleEvent]) -> String {
    (animated
      ? "The animation ends and completeTransition(true) runs. "
      : "Without animation every change happens at once. ")
      + "UIKit removes the from-view \(from) from the window: only the top view controller's "
      + "view stays (N-2). " + CallbackSentence.didCallbacks(events, rule: "13.3")
      + (hidesTabBar ? " The tab bar left the window with it (N-8)." : "")
  }

  /// The app's animator called `completeTransition(true)`: what UIKit removes (N-2, N-4), the
  /// did-callbacks and `animationEnded` from the phase's `events`.
  func completedByAnimator(_ events: [LifecycleEvent]) -> String {
    "UIKit removes the from-view \(from) from the "
      + "window: only the top view controller's view stays (N-2, N-4). "
      + CallbackSentence.didCallbacks(events, rule: "13.3")
      + CodeText.animationEnded(events)
  }

  /// The app's animator passed false: the push is undone as an abandoned swipe-back (N-6).
  func undone(cancelledByFinger: Bool, _ events: [LifecycleEvent]) -> String {
    (cancelledByFinger
      ? "transitionWasCancelled is true, so the animator passes false. Apple does not "
        + "document how a navigation controller undoes a cancelled push; "
      : "Apple does not document what a navigation controller does with a push its "
        + "animator reports as not finished; ")
      + "TransitionScope undoes it the way an abandoned swipe-back is undone (N-6): "
      + "\(pushed) leaves the stack and the window. Callbacks: "
      + AppearanceSentence.sequence(events, rule: "N-6")
  }

  /// The `after` phase of an undone push.
  var afterUndo: String { "The stack is what it was before the push." }

  /// The `after` phase: didMove (13.3), and after UIKit's slide, the from-view out of the
  /// window.
  func after(byAnimator: Bool) -> String {
    if let finalStack {
      let stack = "The stack is exactly " + CallbackSentence.list(finalStack) + " (N-16)."
      guard !finalStack.contains(from) else {
        return "Last, UIKit calls didMove(toParent:) on \(pushed) (13.3). \(from) stays in "
          + "the stack below it; its view is out of the window. " + stack
      }
      return "Last, UIKit calls didMove(toParent:) on \(pushed) (13.3). \(from) is not in the "
        + "new array, so it leaves the stack as the transition ends: willMove(toParent: nil) "
        + "and didMove(toParent: nil) (their moment is inferred, Q-30). " + stack
    }
    return "Last, UIKit calls didMove(toParent:) on \(pushed) (13.3)."
      + (byAnimator
        ? ""
        : " \(from) is still in the stack and keeps its view, but that view is out of the "
          + "window.")
  }
}
