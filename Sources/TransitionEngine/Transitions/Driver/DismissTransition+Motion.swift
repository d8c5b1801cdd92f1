/// What a dismissal takes out and how it moves: the controllers whose views leave with the
/// containers, UIKit's own transition style played backwards, and the zoom back.
extension DismissTransition {
  /// The controllers whose views leave with the containers, and those hidden in the
  /// intermediate presentations. X-8: a view an animator borrowed into a container is not part
  /// of the dismissal. The world is read in place: a copy of it alive while `willBegin` writes
  /// would copy every view record, each step.
  func departing(in world: World) -> (leaving: [String], hidden: [String]) {
    let borrowed = Set(world.borrowedOwners.flatMap { world.visibleSubtree($0) })
    let leaving = world.forwardedOwners(under: container, from: chain).filter {
      !borrowed.contains($0)
    }
    let hidden = story.intermediates.flatMap { name in
      world.presentations[name].map { world.forwardedOwners(under: $0.container, from: chain) }
        ?? []
    }.filter { !leaving.contains($0) && !borrowed.contains($0) }
    return (leaving, hidden)
  }

  /// M-8, D-4: UIKit's own animation plays the presentation's transition style backwards.
  mutating func startStyleAnimation(_ planner: inout Planner) {
    let geometry = planner.world.geometry(of: topPresentation)
    let moving = planner.world.movingView(of: topPresentation)
    final = planner.world.finalFrame(of: topPresentation)
    // M-20: a popover's own animation controller replaces the transition style.
    guard isAnimated && planner.animator == nil, let moving,
      let transition = topPresentation.transition,
      !PopoverAnimation.replacesTransitionStyle(topPresentation.style)
    else { return }
    story.styleAnimation = ModalStyleAnimation(
      transition: transition, presented: moving,
      presenter: grabbing ? planner.world[presenter]?.view : nil, final: final,
      offscreen: geometry.offscreen(final), presenting: false)
  }

  /// N-15: a controller that came in with a zoom zooms back into the view the source-view
  /// provider returns now, in the view of the controller `present` was called on; that view
  /// is hidden while the zoom runs, also while the user drags it [I]. The views the zoom
  /// inserts are unknown (N-12, Q-24).
  mutating func startZoomBack(_ planner: inout Planner) {
    guard isAnimated, planner.animator == nil, let sourceClass = topPresentation.zoomSource
    else { return }
    let source = topPresentation.source
    zoomSource = planner.world[source]?.view.flatMap { view in
      planner.world.forest.subtree(of: view).first { $0.className == sourceClass }?.id
    }
    if let zoomSource { planner.world.forest.setHidden(zoomSource, true) }
    let zoomBack = ZoomNote.dismissZoomBack(
      top: top, source: source, className: sourceClass, found: zoomSource != nil)
    story.zoomBack = zoomBack.english
    story.zoomBackChinese = zoomBack.chinese
  }
}
