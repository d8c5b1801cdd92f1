/// N-13: the way back from a zoom push. UIKit runs the zoom in reverse, not the parallax
/// slide: no `_UIParallaxDimmingView`, no −0.3·W frame; the source-view provider is asked
/// again, the source view is hidden while the zoom runs and shown at completion; the
/// callbacks keep the pop order of 13.4. The views the zoom inserts are unknown (N-12, Q-24),
/// so none are drawn.
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
    return "popViewController first sends willMove(toParent: nil) to what it pops (13.4). "
      + AppearanceSentence.will(
        planner.world.events, rule: "13.4", none: "No appearance callbacks start.")
      + " \(from) was pushed with a zoom, so the pop zooms back into its source view instead "
      + "of the parallax slide: _UIZoomTransitionController is the animator, and there is no "
      + "_UIParallaxDimmingView (N-13). " + source
      + "The containerView is \(nav)'s UIViewControllerWrapperView (Q-6, N-4)."
  }

  mutating func zoomToViewAdded(_ planner: inout Planner) -> (PhaseKind, String)? {
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
      "The to-view \(target) goes in below \(from)'s view at its final frame, not parked for a "
        + "slide (N-13)."
        + (incoming.isEmpty
          ? "" : " " + AppearanceTiming.isAppearingNow(target, planner.world.events))
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
