/// `popViewController(animated:)`, `popToRootViewController(animated:)` and an abandoned
/// swipe-back as the driver runs them (§13.4, N-2..N-6, N-8): `Planner.pop` sends the
/// will-callbacks; this builds the parallax slide (or hands the app's animator its context),
/// ends the pop and tells the story of each phase.
struct PopTransition: ContainerTransition {
  let nav: String
  let from: String
  let fromView: ViewID
  let target: String
  let popped: [String]
  /// The stack after the pop: the old one's start, sharing its storage.
  let remaining: SharedList<String>
  /// The navigation controller's wrapper view: the containerView (N-4).
  let container: ViewID
  let bounds: Rect
  let outgoing: [String]
  let incoming: [String]
  /// The target's view is inside a presentation's container (T-4), so it is not the to-view.
  let targetGrabbed: Bool
  let tab: String?
  /// The tab bar that comes back when the remaining stack no longer hides it (N-8).
  let returningTabBar: ViewID?
  /// The user's swipe back is abandoned (N-6).
  let isCancelled: Bool
  /// The user's swipe back goes past the threshold and the pop finishes (N-14 for a zoom).
  var fingerCompleted = false
  /// Popped controllers that stay in the stack, lower in a `setViewControllers` array (N-16).
  var kept: [String] = []
  /// iOS 26's content pan started the swipe, not the edge (N-18).
  var fromContent = false
  let isAnimated: Bool
  let animatorInteraction: Bool?
  /// N-13: the popped controller was pushed with a zoom; the pop zooms back into the source
  /// view of this class (the view, when the target's view has one). Nil for the slide.
  var zoom: (className: String, view: ViewID?)?
  var outgoingWrapper: ViewID?
  var incomingWrapper: ViewID?
  var fromGrabbed = false
  /// With the app's animator: who appears, and the from-view UIKit keeps on a cancel.
  var animatorIncoming: [String] = []
  var keptFromView: ViewID?

  var isInteractive: Bool { isCancelled || fingerCompleted }
  var showsAnimatorCalls: Bool { false }
  var unfinishedAction: String { "pop \(from) from \(nav)" }
  var unfinishedContainer: String? { nav }
  var involved: [String] { outgoing + animatorIncoming }
  var request: AnimatorRequest { .navigation(nav: nav, push: false, from: from, to: target) }
  var story: PopStory {
    var story = PopStory(
      nav: nav, from: from, target: target, popped: popped,
      tabBarReturns: returningTabBar != nil)
    story.fingerCompleted = fingerCompleted
    story.fromContent = fromContent
    story.kept = kept
    return story
  }

  mutating func containerReady(_ planner: inout Planner) -> PhaseNote? {
    guard planner.animator == nil || !isAnimated else {
      let gesture = isInteractive || animatorInteraction != nil
      return PresentStory.note(
        story.containerReadyForAnimator(gesture: gesture, planner.world.events),
        story.chineseContainerReadyForAnimator(gesture: gesture, planner.world.events))
    }
    if let zoom { return zoomReady(zoom, &planner) }
    let wrapper = planner.world.forest.make(
      ViewClassCatalogue.parallaxDimmingView, frame: bounds)
    outgoingWrapper = wrapper
    fromGrabbed = planner.world.isGrabbed(from)
    if !fromGrabbed {
      planner.world.forest.insert(wrapper, above: fromView)
      planner.world.forest.insert(fromView, into: wrapper)
    }
    guard isAnimated else { return nil }
    return note(.containerReady(swipe: isInteractive, planner.world.events))
  }

  mutating func willBegin(_ planner: inout Planner) -> (PhaseKind, PhaseNote)? { nil }

  mutating func context(_ planner: inout Planner) -> TransitionContext {
    // the to-view is the target's view at finalFrame(for:), outside the container until
    // a line adds it.
    var toView: ViewID?
    if !targetGrabbed {
      planner.world.mount(
        target, into: container, frame: bounds, insets: planner.childInsets(of: target, in: nav))
      toView = planner.world[target]?.view
      if let toView { planner.world.forest.removeFromSuperview(toView) }
    }
    let world = planner.world
    animatorIncoming = targetGrabbed ? [] : world.visibleSubtree(target)
    // The from-view UIKit keeps on a cancel: the one that was in the container (N-6).
    keptFromView = world[from]?.view.flatMap {
      world.forest.superview(of: $0) == container ? $0 : nil
    }
    var context = TransitionContext(
      container: container, toView: toView, fromView: world[from]?.view, toVC: target,
      fromVC: from,
      toNilReason: targetGrabbed
        ? DriverNote.targetInPresentation(target: "\(target)").english
        : "\(target)'s view is not loaded",
      fromNilReason: "\(from)'s view is not loaded", appearing: animatorIncoming)
    if targetGrabbed {
      context.toNilChinese = DriverNote.targetInPresentation(target: "\(target)").chinese
    }
    context.announcedAppearing = animatorIncoming.isEmpty
    context.isInteractive = animatorInteraction != nil
    context.leavingTree = popped.filter { !kept.contains($0) }
    if !targetGrabbed { context.finalFrames[target] = bounds }
    return context
  }

  mutating func toViewAdded(_ planner: inout Planner) -> (PhaseKind, PhaseNote)? {
    if zoom != nil { return zoomToViewAdded(&planner) }
    let wrapper = planner.world.forest.make(
      "UIView", frame: bounds.offsetBy(dx: TransitionAnimation.parallaxFactor * bounds.width, dy: 0)
    )
    incomingWrapper = wrapper
    planner.world.forest.insert(wrapper, into: container, at: 0)
    if !targetGrabbed {
      planner.world.mount(
        target, into: wrapper, frame: bounds, insets: planner.childInsets(of: target, in: nav))
    }
    if let returningTabBar { planner.world.forest.insert(returningTabBar, into: wrapper) }
    // §13: in the window and laid out, in the same CATransaction as viewWillAppear, also
    // when the user's finger drives the pop.
    planner.world.viewIsAppearing(incoming, animated: isAnimated)
    guard isAnimated else { return nil }
    return (
      .toViewAdded, note(.toViewAdded(appearing: !incoming.isEmpty, planner.world.events))
    )
  }

  /// The slide's frames `progress` of the way, in the `interactive` or `animating` phase (N-3).
  private func advance(_ progress: Double, _ planner: inout Planner) {
    guard let incomingWrapper, let outgoingWrapper else { return }
    planner.world.forest.setFrame(
      incomingWrapper,
      bounds.offsetBy(
        dx: TransitionAnimation.parallaxFactor * bounds.width * (1 - progress), dy: 0))
    planner.world.forest.setFrame(
      outgoingWrapper, bounds.offsetBy(dx: bounds.width * progress, dy: 0))
  }

  mutating func interaction(_ planner: inout Planner) -> PhaseNote {
    if let zoom { return zoomInteraction(zoom) }
    advance(TransitionAnimation.interactiveProgress, &planner)
    return note(.interactive)
  }

  mutating func animating(_ planner: inout Planner) -> PhaseNote? {
    guard isAnimated else { return nil }
    if let zoom { return zoomAnimating(zoom) }
    // After the finger lets go the slide goes on by itself, further than half-way.
    advance(
      fingerCompleted ? TransitionAnimation.swipeFinishingProgress : TransitionAnimation.halfWay,
      &planner)
    return note(.animating)
  }

  mutating func cancel(_ planner: inout Planner, _ recorder: inout StepRecorder) {
    if let zoom { return cancelZoom(zoom, &planner, &recorder) }
    guard let outgoingWrapper, let incomingWrapper else { return }
    planner.cancelPop(
      from: from, fromView: fromGrabbed ? nil : fromView, target: target, incoming: incoming,
      outgoing: outgoing, wrappers: (outgoingWrapper, incomingWrapper),
      tabBar: returningTabBar, containerView: container, story, &recorder)
  }

  mutating func completeTransition(_ run: AnimatorRun?, _ planner: inout Planner) -> [PhaseNote]? {
    guard let run else { return [completeSlide(&planner)] }
    // N-4: completeTransition(true) removes the from-view, wherever the lines left it.
    if let view = planner.world[from]?.view { planner.world.forest.removeFromSuperview(view) }
    let reappearing = endPop(&planner)
    planner.world.beginAppearance(reappearing, appearing: true, animated: true)
    planner.world.endAppearance(outgoing)
    planner.world.endAppearance(animatorIncoming + reappearing)
    let consequences = planner.completionConsequences(
      run.context, involved: outgoing + animatorIncoming)
    if !targetGrabbed && !planner.world.isInWindow(target) {
      // The line that completed with the to-view never added.
      planner.world.markAppMistake(.containerContent(nav), at: run.line.place)
      planner.world.blame(.appearanceOutOfStep(target), on: run.line.place)
    }
    planner.world.emit(.animator(.animationEnded(completed: true)))
    return [
      planner.completionNote(
        run.line, story.completedByAnimator(planner.world.events),
        story.chineseCompletedByAnimator(planner.world.events))
    ] + consequences
  }

  /// What every completed pop does once the from-view is out: the popped controllers'
  /// presentations go, the target's come back, and so does the tab bar (N-8). Returns the
  /// controllers those presentations show again.
  func endPop(_ planner: inout Planner) -> [String] {
    for name in popped { planner.world.detachPresentations(within: name) }
    planner.world.reattachContextPresentations(in: container, within: target)
    let reappearing = planner.world.shownInPresentations(within: target)
    if let returningTabBar, let tab, let tabView = planner.world[tab]?.view {
      // N-8: the remaining stack does not hide the bottom bar, so it is back.
      planner.world.forest.insert(returningTabBar, into: tabView)
    }
    return reappearing
  }

  /// UIKit's slide ends: the target's view sits directly in the wrapper, the from-view
  /// leaves the window (N-2).
  private func completeSlide(_ planner: inout Planner) -> PhaseNote {
    if let zoom { return completeZoom(zoom, &planner) }
    guard let incomingWrapper, let outgoingWrapper else { return PhaseNote(words: "") }
    if !targetGrabbed, let targetView = planner.world[target]?.view {
      planner.world.forest.insert(targetView, into: container, at: 0)
      planner.world.forest.setFrame(targetView, bounds)
    }
    planner.world.forest.removeFromSuperview(incomingWrapper)
    planner.world.forest.removeFromSuperview(fromView)
    planner.world.forest.removeFromSuperview(outgoingWrapper)
    let reappearing = endPop(&planner).filter { !incoming.contains($0) }
    planner.world.beginAppearance(reappearing, appearing: true, animated: isAnimated)
    planner.world.endAppearance(outgoing)
    planner.world.endAppearance(incoming + reappearing)
    return note(.completed(animated: isAnimated, planner.world.events))
  }

  mutating func undo(
    _ line: CodeLine, _ context: TransitionContext, _ planner: inout Planner,
    _ recorder: inout StepRecorder
  ) {
    planner.undoAnimatedContainerTransition(
      toView: context.toView, fromView: keptFromView, container: container,
      incoming: animatorIncoming, outgoing: outgoing)
    planner.recordUndone(
      line,
      undone: story.undone(
        cancelledByFinger: animatorInteraction == true, planner.world.events),
      story.chineseUndone(cancelledByFinger: animatorInteraction == true, planner.world.events),
      after: story.afterUndo, story.chineseAfterUndo, &recorder)
  }

  mutating func completion(_ run: AnimatorRun?, _ planner: inout Planner) {
    planner.world.forest.setRole(container, nil)
    planner.world.setChildren(remaining, of: nav)
    for name in popped where !kept.contains(name) { planner.world.didMove(name, toParent: nil) }
    planner.world.refreshNavigationBars(nav)  // N-21, N-22: the bars follow the new top.
  }

  func after(_ run: AnimatorRun?, _ planner: Planner, _ recorder: StepRecorder) -> PhaseNote {
    note(.after(byAnimator: run != nil))
  }

  /// The note of one phase of the pop's story.
  var note: (PopStory.Moment) -> PhaseNote {
    { [story] in PhaseNote(.transition(.pop(story, $0))) }
  }
}
