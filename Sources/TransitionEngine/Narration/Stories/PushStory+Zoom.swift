/// The explanations of a zoom push (N-12): the same facts as a slide's, with the class of the
/// view the zoom starts from and whether `from`'s view has one.
extension PushStory {
  /// Where the zoom starts: the source view hidden while it runs, or none to hide (N-12).
  func zoomSource(_ sourceClass: String, found: Bool) -> String {
    found
      ? "The source view, \(from)'s \(sourceClass), is hidden while the zoom runs (N-12). "
      : "\(from)'s view has no \(sourceClass), so the zoom has no source view to hide; what "
        + "UIKit then zooms from is not in the rule book. "
  }

  /// The container-ready phase: `_UIZoomTransitionController` instead of the slide, and the
  /// will-callbacks in the push order, written from the phase's `events` (N-12, 13.3).
  func zoomContainerReady(_ sourceClass: String, found: Bool, _ events: [LifecycleEvent])
    -> String
  {
    "\(pushed) asks for a zoom transition (preferredTransition = .zoom, iOS 18), so "
      + "instead of the slide UIKit uses _UIZoomTransitionController, which is both the "
      + "animator and the interaction controller: the user can grab the zoom and drag it "
      + "back (N-12). The callbacks keep the push order: willMove, then "
      + AppearanceSentence.will(events, rule: "13.3", none: "no appearance callbacks.")
      + " " + zoomSource(sourceClass, found: found)
      + "The containerView is \(nav)'s UIViewControllerWrapperView (Q-6, N-4)."
  }

  /// The to-view at its final frame; no in-between views are drawn (N-12, Q-19).
  var zoomToViewAdded: String {
    "The to-view \(pushed) is in the container at its final frame and laid out, so "
      + "viewIsAppearing comes now, before the first frame of the zoom (13). No published "
      + "dump shows the views a zoom inserts or its in-between geometry, so none are "
      + "drawn: no _UIParallaxDimmingView, no wrapper views (N-12, Q-19)."
  }

  /// The zoom ends: the from-view leaves, the source view shows again, did-callbacks from
  /// the phase's `events` (N-2, N-12, 13.3, N-8).
  func zoomCompleted(
    animated: Bool, _ sourceClass: String, found: Bool, _ events: [LifecycleEvent]
  ) -> String {
    (animated
      ? "The zoom ends and completeTransition(true) runs. "
      : "Without animation every change happens at once. ")
      + "\(from)'s view leaves the window (N-2)"
      + (found ? " and its \(sourceClass) is shown again (N-12)" : "")
      + ". " + CallbackSentence.didCallbacks(events, rule: "13.3, as for any push")
      + (hidesTabBar ? " The tab bar leaves the window (N-8)." : "")
  }

  /// The `after` phase: didMove, and a swipe during the zoom (N-12, N-7).
  var zoomAfter: String {
    "Last, UIKit calls didMove(toParent:) on \(pushed) (13.3). A swipe during the zoom is handled like an "
      + "interrupted push: the push completes, then becomes a pop (N-12, N-7)."
  }
}
