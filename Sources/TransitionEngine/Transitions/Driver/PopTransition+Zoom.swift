/// N-13: the way back from a zoom push. UIKit runs the zoom in reverse, not the parallax
/// slide: no `_UIParallaxDimmingView`, no −0.3·W frame; the source-view provider is asked
/// again, the source view is hidden while the zoom runs and shown at completion; the
/// callbacks keep the pop order of 13.4. The views the zoom inserts are unknown (N-12, Q-24),
/// so none are drawn. N-14: the user's drag back (the edge swipe or, on iOS 26, the content
/// pan of N-18) is the zoom's own dismiss interaction, with the source view hidden throughout;
/// released early it is cancelled with the callbacks of N-6.
extension PopTransition {
  func zoomReady(_ zoom: (className: String, view: ViewID?), _ planner: inout Planner)
    -> String?
  {
    if let source = zoom.view { planner.world.forest.setHidden(source, true) }
    guard isAnimated else { return nil }
    let source =
      zoom.view != nil
      ? "UIKit asks the source-view provider again and hides what it returns, \(target)'s "
        + "\(zoom.className), while the zoom runs (N-13). "
      : "\(target)'s view has no \(zoom.className), so the provider returns no view to zoom "
        + "into; what UIKit does then is not in the sources (Q-24). "
    return (isInteractive ? zoomGestureStart : "")
      + (isCancelled
        ? ""
        : (fingerCompleted ? "UIKit" : "popViewController")
          + " first sends willMove(toParent: nil) to what it pops (13.4). ")
      + AppearanceSentence.will(
        planner.world.events, rule: "13.4", none: "No appearance callbacks start.")
      + " \(from) was pushed with a zoom, so the pop zooms back into its source view instead "
      + "of the parallax slide: _UIZoomTransitionController is the animator"
      + (isInteractive ? " and the interaction controller" : "")
      + ", and there is no _UIParallaxDimmingView (N-13). " + source
      + "The containerView is \(nav)'s UIViewControllerWrapperView (Q-6, N-4)."
  }

  /// N-14 (and N-18 on iOS 26): who starts the drag back of a zoomed controller.
  private var zoomGestureStart: String {
    (fromContent
      ? "The user pans \(from)'s content from leading to trailing (iOS 26's "
        + "interactiveContentPopGestureRecognizer, N-18). "
      : "The user drags \(from) back. ")
      + "The zoom's own dismiss interaction drives this pop, not the edge-swipe parallax of "
      + "N-6 (N-14). "
  }

  /// N-14: the finger part-way through the zoom's dismiss interaction.
  func zoomInteraction(_ zoom: (className: String, view: ViewID?)) -> String {
    "The finger has dragged \(from)'s view \(TransitionAnimation.interactivePercent) of the "
      + "way: the page shrinks into a card that follows the finger toward the "
      + "\(zoom.className) it came from"
      + (zoom.view != nil ? ", which stays hidden during the gesture (N-14)" : " (N-14)")
      + ". No source gives the card's frames or the views the zoom inserts, so none are drawn "
      + "(N-12, Q-24)."
  }

  /// N-13, N-14: the zoom back after a call, or after the finger let go past the point of no
  /// return.
  func zoomAnimating(_ zoom: (className: String, view: ViewID?)) -> String {
    (fingerCompleted
      ? "The finger lets go past the point of no return, so the zoom finishes by itself, as "
        + "a popViewController's would (N-14, N-13): "
      : "Half-way through the zoom back: ")
      + "\(from)'s view shrinks toward the \(zoom.className) it came from; no source gives "
      + "its in-between frames, so none are drawn (N-13, Q-24)."
  }

  /// N-14: released early, the zoom's interaction is cancelled: `completeTransition(false)`.
  /// The stack is unchanged, the revealed view leaves again, the source view is shown again,
  /// and the callbacks are those of a cancelled pop in N-6 order [I].
  mutating func cancelZoom(
    _ zoom: (className: String, view: ViewID?), _ planner: inout Planner,
    _ recorder: inout StepRecorder
  ) {
    if !targetGrabbed, let targetView = planner.world[target]?.view {
      planner.world.forest.removeFromSuperview(targetView)
    }
    if let source = zoom.view { planner.world.forest.setHidden(source, false) }
    planner.undoTransitionAppearance(incoming: incoming, outgoing: outgoing)
    recorder.capture(
      &planner.world, .cancelled,
      "Released early: the card springs back and the zoom's interaction is cancelled, "
        + "completeTransition(false). The stack does not change; \(target)'s view leaves the "
        + "window again"
        + (zoom.view != nil ? " and its \(zoom.className) is shown again" : "")
        + " (N-14). Callbacks, as a cancelled edge swipe's (N-6 applies unchanged; inferred): "
        + AppearanceSentence.sequence(planner.world.events, rule: "N-6"))
    planner.world.forest.setRole(container, nil)
    let after = story.afterCancel(
      fromState: planner.world[from]?.appearance, changes: planner.changesSinceStart(recorder))
    recorder.capture(&planner.world, .after, after)
  }

  mutating func zoomToViewAdded(_ planner: inout Planner) -> (PhaseKind, PhaseNote)? {
    if !targetGrabbed {
      let insets = planner.childInsets(of: target, in: nav)
      planner.world.mount(target, into: container, frame: bounds, insets: insets)
      if let view = planner.world[target]?.view {
        planner.world.forest.insert(view, into: container, at: 0)
      }
    }
    planner.world.viewIsAppearing(incoming, animated: isAnimated)
    guard isAnimated else { return nil }
    return (
      .toViewAdded,
      PhaseNote(
        words:
          "The to-view \(target) goes in below \(from)'s view at its final frame, not parked for a "
          + "slide (N-13)."
          + (incoming.isEmpty
            ? "" : " " + AppearanceTiming.isAppearingNow(target, planner.world.events)))
    )
  }

  func completeZoom(
    _ zoom: (className: String, view: ViewID?), _ planner: inout Planner
  ) -> String {
    planner.world.forest.removeFromSuperview(fromView)
    if let source = zoom.view { planner.world.forest.setHidden(source, false) }
    let reappearing = endPop(&planner).filter { !incoming.contains($0) }
    planner.world.beginAppearance(reappearing, appearing: true, animated: isAnimated)
    planner.world.endAppearance(outgoing)
    planner.world.endAppearance(incoming + reappearing)
    return
      (isAnimated
      ? "The zoom ends and completeTransition(true) runs: " : "Without animation: ")
      + "\(from)'s view leaves the window (N-2)"
      + (zoom.view != nil ? " and \(target)'s \(zoom.className) is shown again (N-13)" : "")
      + ". " + CallbackSentence.didCallbacks(planner.world.events, rule: "13.4")
  }
}
