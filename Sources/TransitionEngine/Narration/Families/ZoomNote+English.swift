extension ZoomNote {
  /// The words in English, with the spaces that join them to the next note.
  var english: String {
    switch self {
    case .popReady(let zoom, let nav, let cancelled, let events):
      return Self.englishReady(zoom, nav: nav, cancelled: cancelled, events)
    case .popInteraction(let zoom):
      return "The finger has dragged \(zoom.from)'s view \(TransitionAnimation.interactivePercent) "
        + "of the way: the page shrinks into a card that follows the finger toward the "
        + "\(zoom.className) it came from"
        + (zoom.found ? ", which stays hidden during the gesture (N-14)" : " (N-14)")
        + ". No source gives the card's frames or the views the zoom inserts, so none are drawn "
        + "(N-12, Q-24)."
    case .popAnimating(let zoom):
      return
        (zoom.fingerCompleted
        ? "The finger lets go past the point of no return, so the zoom finishes by itself, as "
          + "a popViewController's would (N-14, N-13): "
        : "Half-way through the zoom back: ")
        + "\(zoom.from)'s view shrinks toward the \(zoom.className) it came from; no source gives "
        + "its in-between frames, so none are drawn (N-13, Q-24)."
    case .popCancelled(let zoom, let events):
      return "Released early: the card springs back and the zoom's interaction is cancelled, "
        + "completeTransition(false). The stack does not change; \(zoom.target)'s view leaves the "
        + "window again"
        + (zoom.found ? " and its \(zoom.className) is shown again" : "")
        + " (N-14). Callbacks, as a cancelled edge swipe's (N-6 applies unchanged; inferred): "
        + AppearanceSentence.sequence(events, rule: "N-6")
    case .popToViewAdded(let zoom, let appearing, let events):
      return "The to-view \(zoom.target) goes in below \(zoom.from)'s view at its final frame, "
        + "not parked for a slide (N-13)."
        + (appearing ? " " + AppearanceTiming.isAppearingNow(zoom.target, events) : "")
    case .popCompleted(let zoom, let animated, let events):
      return
        (animated
        ? "The zoom ends and completeTransition(true) runs: " : "Without animation: ")
        + "\(zoom.from)'s view leaves the window (N-2)"
        + (zoom.found ? " and \(zoom.target)'s \(zoom.className) is shown again (N-13)" : "")
        + ". " + CallbackSentence.didCallbacks(events, rule: "13.4")
    case .dismissZoomBack(let top, let source, let className, let found):
      return "\(top) came in with a zoom, so it zooms back instead of playing a transition style: "
        + "UIKit asks the source-view provider again and "
        + (found
          ? "hides what it returns, \(source)'s \(className), until the zoom ends (N-15). "
          : "\(source)'s view has no \(className) to zoom into; what UIKit does then is not "
            + "in the sources (Q-24). ")
        + "No dump shows the views the zoom animates or inserts, so none move here (N-12, Q-24)."
    case .dismissZoomEnded:
      return " The zoom has ended, so the source view is shown again (N-15)."
    case .presentZoom(let presented, let source, let className, let found):
      return "\(presented) asks for a zoom transition: _UIZoomTransitionController replaces the "
        + "built-in animation and the to-view starts at its final frame; "
        + (found
          ? "\(source)'s \(className) is hidden while the zoom runs and shown again after "
          : "\(source)'s view has no \(className), so there is no source view to hide ")
        + "(N-12). No published dump shows the views a zoom inserts, so none are drawn (Q-19)."
    }
  }

  /// A zoom push's phase in both languages (N-12, 13.3, N-7, Q-19).
  static func told(_ story: PushStory, _ moment: PushZoom) -> ToldNote {
    let english: String
    switch moment {
    case .containerReady(let className, let found, let events):
      english = story.zoomContainerReady(className, found: found, events)
    case .toViewAdded: english = story.zoomToViewAdded
    case .completed(let animated, let className, let found, let events):
      english = story.zoomCompleted(animated: animated, className, found: found, events)
    case .after: english = story.zoomAfter
    }
    return ToldNote(english: english, chinese: chinese(story, moment))
  }

  private static func englishReady(
    _ zoom: PopZoom, nav: String, cancelled: Bool, _ events: [LifecycleEvent]
  ) -> String {
    let source =
      zoom.found
      ? "UIKit asks the source-view provider again and hides what it returns, \(zoom.target)'s "
        + "\(zoom.className), while the zoom runs (N-13). "
      : "\(zoom.target)'s view has no \(zoom.className), so the provider returns no view to zoom "
        + "into; what UIKit does then is not in the sources (Q-24). "
    let start =
      zoom.fromContent
      ? "The user pans \(zoom.from)'s content from leading to trailing (iOS 26's "
        + "interactiveContentPopGestureRecognizer, N-18). "
      : "The user drags \(zoom.from) back. "
    return
      (zoom.interactive
      ? start + "The zoom's own dismiss interaction drives this pop, not the edge-swipe "
        + "parallax of N-6 (N-14). " : "")
      + (cancelled
        ? ""
        : (zoom.fingerCompleted ? "UIKit" : "popViewController")
          + " first sends willMove(toParent: nil) to what it pops (13.4). ")
      + AppearanceSentence.will(events, rule: "13.4", none: "No appearance callbacks start.")
      + " \(zoom.from) was pushed with a zoom, so the pop zooms back into its source view instead "
      + "of the parallax slide: _UIZoomTransitionController is the animator"
      + (zoom.interactive ? " and the interaction controller" : "")
      + ", and there is no _UIParallaxDimmingView (N-13). " + source
      + "The containerView is \(nav)'s UIViewControllerWrapperView (Q-6, N-4)."
  }
}
