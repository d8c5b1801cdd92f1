/// The explanations shown for each phase of a navigation pop, a pop to the root or an
/// abandoned swipe-back, written from the facts of one `popViewController` call and the
/// events of each phase (§13.4, N-2..N-6, N-8).
struct PopStory: Sendable, Hashable {
  let nav: String
  let from: String
  let target: String
  let popped: [String]
  /// The remaining stack no longer hides the bottom bar, so the tab bar comes back (N-8).
  let tabBarReturns: Bool
  /// The user's swipe goes past the threshold and the pop finishes by itself.
  var fingerCompleted = false
  /// iOS 26's content pan started the swipe, not the edge (N-18).
  var fromContent = false
  /// Popped controllers that stay in the stack, lower in a `setViewControllers` array (N-16).
  var kept: [String] = []

  /// The container-ready phase when the delegate returns the app's animator (N-4, Q-6);
  /// `gesture` when a finger (the app's or the user's) starts the pop.
  func containerReadyForAnimator(gesture: Bool, _ events: [LifecycleEvent]) -> String {
    (gesture
      ? "The app's gesture starts an interactive pop. "
      : "popViewController first sends willMove(toParent: nil) to what it pops (13.4). ")
      + AppearanceSentence.will(events, rule: "13.4", none: "")
      + " \(nav)'s delegate returns an animator, so UIKit's own slide does not run (N-4). "
      + "The containerView is \(nav)'s UIViewControllerWrapperView (sources differ on its "
      + "class, Q-6); the from-view is already in it, the to-view is not."
  }

  /// The container-ready phase of UIKit's parallax slide (N-3, N-4, N-6).
  func containerReady(swipe: Bool, _ events: [LifecycleEvent]) -> String {
    (swipe
      ? gestureStart + (fingerCompleted ? "It sends willMove(toParent: nil) first (13.4). " : "")
      : "popViewController first sends willMove(toParent: nil) to what it pops (13.4). ")
      + AppearanceSentence.will(events, rule: "13.4", none: "No appearance callbacks start.")
      + " The from-view is already in the containerView, \(nav)'s "
      + "UIViewControllerWrapperView (N-4; its class is Q-6), riding in a "
      + "_UIParallaxDimmingView (N-3)."
  }

  /// How the user's swipe back starts: at the edge (N-6) or, on iOS 26, anywhere in the
  /// content (N-18).
  var gestureStart: String {
    fromContent
      ? "The user pans from leading to trailing in the middle of \(from)'s content: iOS 26's "
        + "interactiveContentPopGestureRecognizer starts an interactive pop, with the "
        + "callbacks and the slide of an edge swipe (N-18; inferred). "
      : "The user starts an edge swipe: an interactive pop begins (N-6). "
  }

  /// The to-view parked for the parallax slide (N-3); viewIsAppearing when something
  /// appears (§13); the tab bar coming back (N-8).
  func toViewAdded(appearing: Bool, _ events: [LifecycleEvent]) -> String {
    "The to-view \(target) goes in below the from-view, parked at "
      + "\(TransitionAnimation.parallaxText) × width for the parallax slide (N-3)."
      + (appearing ? " " + AppearanceTiming.isAppearingNow(target, events) : "")
      + (tabBarReturns
        ? " The tab bar comes back with it, since no controller left in "
          + "the stack hides it (N-8)." : "")
  }

  /// The finger's part of a swipe back (N-6).
  var interactive: String {
    "The finger has dragged \(from) \(TransitionAnimation.interactivePercent) of the way "
      + "across; the revealed view follows at parallax speed."
  }

  /// Half-way through the slide back (N-3).
  var animating: String {
    fingerCompleted
      ? "The finger lets go past the threshold, so the slide goes on by itself "
        + "(\(Int(TransitionAnimation.swipeFinishingProgress * 100))% here) and the pop finishes."
      : "Half-way through the slide back."
  }

  /// UIKit's slide ends, or everything happens at once (N-2, 13.4).
  func completed(animated: Bool, _ events: [LifecycleEvent]) -> String {
    (animated
      ? "completeTransition(true): " : "Without animation everything happens at once: ")
      + "UIKit takes the from-view \(from) out of the window and \(target)'s view now sits "
      + "directly in the wrapper (N-2). "
      + CallbackSentence.didCallbacks(events, rule: "13.4")
      + (popped.count > 1
        ? " Only the top controller was animated; the others between "
          + "it and \(target) never appeared." : "")
  }

  /// The app's animator called `completeTransition(true)` (N-2, N-4, X-5, N-8).
  func completedByAnimator(_ events: [LifecycleEvent]) -> String {
    "UIKit removes the from-view \(from) from the "
      + "window: only the top view controller's view stays (N-2, N-4). "
      + CallbackSentence.didCallbacks(events, rule: "13.4, from-side first")
      + CodeText.animationEnded(events)
      + (tabBarReturns
        ? " The tab bar is back, since no controller left in the stack hides it (N-8)." : "")
  }

  /// The finger lifts before the threshold: `completeTransition(false)` (N-6).
  func cancelled(_ events: [LifecycleEvent]) -> String {
    "The finger lifts before the threshold: completeTransition(false). The stack does not "
      + "change; \(target)'s view leaves the window again (N-6). Callbacks: "
      + AppearanceSentence.sequence(events, rule: "N-6")
  }

  /// The `after` phase of a cancelled swipe, with `from`'s appearance state at its end.
  /// `changes`: what differs from the window when the pop began (empty when nothing does).
  func afterCancel(fromState: AppearanceState?, changes: [String]) -> String {
    let place =
      "where the step started: \(from) on top, in the window, "
      + "\(fromState?.rawValue ?? "appeared")."
    return changes.isEmpty
      ? "Back exactly " + place
      : "Back " + place + " The window is not exactly as before: "
        + changes.joined(separator: "; ") + "."
  }

  /// The app's animator passed false: the pop is undone as an abandoned swipe-back (N-6).
  func undone(cancelledByFinger: Bool, _ events: [LifecycleEvent]) -> String {
    (cancelledByFinger
      ? "transitionWasCancelled is true, so the animator passes false: "
      : "Apple does not document what a navigation controller does with a pop its "
        + "animator reports as not finished; TransitionScope undoes it the way an "
        + "abandoned swipe-back is undone: ")
      + "the stack does not change and \(target)'s view leaves the window again. "
      + "Callbacks: " + AppearanceSentence.sequence(events, rule: "N-6")
  }

  /// The `after` phase of an undone pop.
  var afterUndo: String { "Back where the step started: \(from) on top, in the window." }

  /// The `after` phase: didMove(toParent: nil) ends the pop (13.4); after UIKit's slide,
  /// nothing else holds what was popped.
  func after(byAnimator: Bool) -> String {
    if !kept.isEmpty {
      return "The pop is over: \(CallbackSentence.list(kept)) left the screen but stays in "
        + "\(nav)'s stack below \(target), as the new array asks (N-16), so "
        + (kept.count > 1 ? "they hear" : "it hears")
        + " no didMove(toParent: nil); that it hears no containment callbacks at all is "
        + "inferred [I] (Q-30)."
    }
    return "didMove(toParent: nil) ends the pop: \(CallbackSentence.list(popped)) "
      + (popped.count > 1 ? "are" : "is") + " no longer in the stack (13.4)."
      + (popped.count > 1
        ? " Whether the controllers between the top and \(target) hear willMove and "
          + "didMove(toParent: nil), and in which order, is in no source: the order shown is "
          + "inferred [I] (Q-34)." : "")
      + (byAnimator
        ? ""
        : " With no other reference UIKit would now release "
          + "\(popped.count > 1 ? "them" : "it").")
  }
}
