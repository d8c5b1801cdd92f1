/// N-13: the way back from a zoom push. UIKit runs the zoom in reverse, not the parallax
/// slide: no `_UIParallaxDimmingView`, no −0.3·W frame; the source-view provider is asked
/// again, the source view is hidden while the zoom runs and shown at completion; the
/// callbacks keep the pop order of 13.4. The views the zoom inserts are unknown (N-12, Q-24),
/// so none are drawn. N-14: the user's drag back (the edge swipe or, on iOS 26, the content
/// pan of N-18) is the zoom's own dismiss interaction, with the source view hidden throughout;
/// released early it is cancelled with the callbacks of N-6.
extension PopTransition {
  /// The facts a zoom's notes name.
  private func facts(_ zoom: (className: String, view: ViewID?)) -> ZoomNote.PopZoom {
    ZoomNote.PopZoom(
      from: from, target: target, className: zoom.className, found: zoom.view != nil,
      interactive: isInteractive, fromContent: fromContent, fingerCompleted: fingerCompleted)
  }

  func zoomReady(_ zoom: (className: String, view: ViewID?), _ planner: inout Planner)
    -> PhaseNote?
  {
    if let source = zoom.view { planner.world.forest.setHidden(source, true) }
    guard isAnimated else { return nil }
    return PhaseNote(
      .zoom(
        .popReady(
          facts(zoom), nav: nav, cancelled: isCancelled, events: planner.world.events)))
  }

  /// N-14: the finger part-way through the zoom's dismiss interaction.
  func zoomInteraction(_ zoom: (className: String, view: ViewID?)) -> PhaseNote {
    PhaseNote(.zoom(.popInteraction(facts(zoom))))
  }

  /// N-13, N-14: the zoom back after a call, or after the finger let go past the point of no
  /// return.
  func zoomAnimating(_ zoom: (className: String, view: ViewID?)) -> PhaseNote {
    PhaseNote(.zoom(.popAnimating(facts(zoom))))
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
      note: PhaseNote(.zoom(.popCancelled(facts(zoom), events: planner.world.events))))
    planner.world.forest.setRole(container, nil)
    let after = story.afterCancelNote(
      fromState: planner.world[from]?.appearance, changes: planner.changesSinceStart(recorder))
    recorder.capture(&planner.world, .after, note: after)
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
    guard isAnimated, let zoom else { return nil }
    return (
      .toViewAdded,
      PhaseNote(
        .zoom(
          .popToViewAdded(
            facts(zoom), appearing: !incoming.isEmpty, events: planner.world.events)))
    )
  }

  func completeZoom(
    _ zoom: (className: String, view: ViewID?), _ planner: inout Planner
  ) -> PhaseNote {
    planner.world.forest.removeFromSuperview(fromView)
    if let source = zoom.view { planner.world.forest.setHidden(source, false) }
    let reappearing = endPop(&planner).filter { !incoming.contains($0) }
    planner.world.beginAppearance(reappearing, appearing: true, animated: isAnimated)
    planner.world.endAppearance(outgoing)
    planner.world.endAppearance(incoming + reappearing)
    return PhaseNote(
      .zoom(.popCompleted(facts(zoom), animated: isAnimated, events: planner.world.events)))
  }
}
