/// The explanations shown for each phase of a dismissal, written from the facts of one
/// `dismiss` call and the events of each phase (§4, §13.2, D-1..D-7, T-6).
struct DismissStory {
  /// The presented controller that animates out: the top of the chain.
  let top: String
  let presenter: String
  /// Why this controller is dismissed (D-1, D-2).
  let reason: DismissalReason
  let grabbing: Bool
  /// The presenter's view was taken away, but the place it goes back to is out of the window
  /// (its tab was switched away): it stays out, and the presenter hears nothing (M-1, TB-2).
  var homeAway = false
  /// The presentations below the top one that go at the same time (D-3).
  let intermediates: [String]
  /// UIKit's own animation plays; nil with the app's animator or no animation.
  var styleAnimation: ModalStyleAnimation?
  let animatedByUIKit: Bool
  /// The user's swipe on a sheet drives it (D-7, M-12).
  let swipe: Bool
  let swipeCompleted: Bool
  /// N-15: the zoom back into the source view, when the top controller came in with a zoom.
  var zoomBack: String?
  /// `zoomBack` in Chinese.
  var zoomBackChinese: String?
  /// M-18, M-19: the top controller is an alert controller, which plays its own animator.
  var isAlertController = false
  /// M-20: the top controller is in force as a popover, which its own animation controller
  /// takes back into its anchor.
  var isPopover = false

  /// The dismissal-will-begin phase: the reason, the will-callbacks, the presenter's view
  /// coming back (13.2), the controllers below the top one (D-3) and the motion (M-8).
  func willBegin(
    _ events: [LifecycleEvent], presenterState: AppearanceState?, hidden: [String]
  ) -> String {
    reason.english + "dismissalTransitionWillBegin() runs and the appearance callbacks start: "
      + (AppearanceSentence.will(events) ?? "none come")
      + (grabbing
        ? "; \(presenter)'s view comes back into the container under the presented view, "
          + "as the to-view (§6 table, 13.2). "
          + AppearanceTiming.isAppearingNow(presenter, events)
        : " (13.2)."
          + (homeAway
            ? " \(presenter)'s view goes back where it was before the presentation, and that "
              + "place left the window when its tab was switched away, so the view stays out "
              + "of the window and \(presenter) hears no appearance callback: it stays "
              + "disappeared, as the tab switch left it (M-1, TB-2). No source says whether "
              + "UIKit shows it in the container while the animation runs, so it is not drawn "
              + "there [I]."
            : AppearanceSentence.silent(
              presenter, in: events, state: presenterState,
              reason: "its view never left the window")))
      + chain(events, hidden: hidden) + motion
  }

  /// D-3, Q-8: what the controllers below the top one hear is written from the events.
  private func chain(_ events: [LifecycleEvent], hidden: [String]) -> String {
    guard !intermediates.isEmpty else { return "" }
    let quiet = AppearanceSentence.hearing(events).filter { hidden.contains($0) }
    return " Several controllers go at once: only the top one, \(top), animates; "
      + CallbackSentence.list(intermediates)
      + (intermediates.count > 1 ? " leave" : " leaves")
      + " without an animation of their own (D-3). Sources are silent on the callbacks of "
      + "what leaves this way (Q-8); "
      + (quiet.isEmpty
        ? "here nothing below the top one hears an appearance callback."
        : "here \(CallbackSentence.list(quiet)) \(quiet.count > 1 ? "get" : "gets") "
          + "viewWillDisappear now and viewDidDisappear at the end, without animation.")
  }

  private var motion: String {
    animatedByUIKit
      ? " "
        + (styleAnimation?.startSentence(presented: top, presenter: presenter)
          ?? zoomBack ?? ownMotion)
      : ""
  }

  /// What moves when no transition style plays: an alert controller's own animator (M-18),
  /// or the zoom that replaced the style (N-12).
  private var ownMotion: String {
    isPopover
      ? PopoverAnimation.dismissSentence(top)
      : isAlertController
        ? "The alert controller plays its own animator, whose motion is not in the sources, so "
          + "the picture shows \(top)'s view in place (unknown, M-18)."
        : ModalStyleAnimation.zoomSentence(top)
  }

  /// The transition style's state `progress` of the way out, as a sentence; the zoom's when
  /// a zoom replaces the style (N-12).
  private func midway(_ progress: Double) -> String {
    " "
      + (styleAnimation?.midwaySentence(at: progress, presented: top, presenter: presenter)
        ?? zoomBack.map { _ in
          "\(top) shrinks toward the view it came from; no source gives the zoom's in-between "
            + "frames, so none are drawn (N-15, Q-24)."
        } ?? (isPopover ? PopoverAnimation.midwaySentence(top) : ownMotion))
  }

  /// The finger's part (T-6), with the sheets' push-back at that moment.
  func interactive(pushBack: String, swipeSentence: String) -> String {
    "The user drags \(top) down by hand; it is \(TransitionAnimation.interactivePercent) of "
      + "the way out (T-6)." + midway(TransitionAnimation.interactiveProgress) + pushBack
      + (swipe ? " " + swipeSentence : "")
  }

  /// Half-way, or the sheet going on by itself after the finger let go.
  func animating(pushBack: String) -> String {
    (swipeCompleted ? "The finger has let go and the sheet goes on by itself." : "Half-way.")
      + midway(
        swipeCompleted ? TransitionAnimation.swipeFinishingProgress : TransitionAnimation.halfWay)
      + pushBack
      + (grabbing ? " \(presenter) has been in the window since the dismissal began." : "")
  }

  /// `completeTransition(true)` and `dismissalTransitionDidEnd(true)` (D-6, 13.2).
  func completed(
    animated: Bool, _ events: [LifecycleEvent], presenterInWindow: Bool
  ) -> String {
    (animated
      ? "completeTransition(true), then dismissalTransitionDidEnd(true): "
      : "Without animation everything happens at once: ")
      + "UIKit removes the container with \(top)'s view"
      + (grabbing
        ? " and puts \(presenter)'s view back where it was before the presentation (M-1, §6)."
        : homeAway
          ? " and puts \(presenter)'s view back where it was before the presentation, out of "
            + "the window with its tab (M-1, TB-2)."
          : presenterInWindow
            ? "; \(presenter)'s view never moved (T-4)."
            : "; UIKit does not move \(presenter)'s view (T-4).")
      + " The links are cleared now that the dismissal has completed (D-6). "
      + CallbackSentence.didCallbacks(events, rule: "13.2")
      + AppearanceSentence.silent(
        presenter, in: events, state: nil,
        reason: homeAway
          ? "its tab is not selected"
          : presenterInWindow ? "its view never left the window" : "UIKit did not move its view")
  }

  /// The last phase: the delegate's did-dismiss after a swipe, or the completion block.
  func after(
    bySwipe: Bool, _ phases: [Phase], _ events: [LifecycleEvent], lost: Bool,
    byTap: Bool = false, appViewsLeft: Bool = false
  ) -> String {
    (byTap
      ? "The popover is gone, so the delegate hears presentationControllerDidDismiss(_:) after "
        + (CallbackSentence.lastDid(in: phases) ?? "the dismissal")
        + "; UIKit's own dismiss call passed no completion block of the app's (M-22). "
      : bySwipe
        ? "The sheet is gone, so the delegate hears presentationControllerDidDismiss(_:) after "
          + (CallbackSentence.lastDid(in: phases) ?? "the dismissal")
          + "; nobody called dismiss, so no completion block runs (D-7, M-12). "
        : CallbackSentence.completion(after: phases, events) + " ")
      + "The window tree is back to what it was before the presentation"
      + (lost
        ? ", except for what the animator's mistake took away with it."
        : appViewsLeft ? ", except for what the app's code put in the window." : ".")
  }
}
