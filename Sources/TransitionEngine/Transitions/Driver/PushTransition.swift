/// `pushViewController(_:animated:)` as the driver runs it: what a navigation push adds to
/// the skeleton (§13.3, N-2..N-4, N-8). `Planner.push` links the pushed controller and starts
/// the appearance callbacks; this builds the slide (or hands the app's animator its context)
/// and tells the story of each phase.
struct PushTransition: ContainerTransition {
  let nav: String
  let from: String
  let pushed: String
  /// The navigation controller's wrapper view: the containerView (N-4).
  let container: ViewID
  let fromView: ViewID
  let bounds: Rect
  let outgoing: [String]
  let incoming: [String]
  /// The tab bar when the pushed stack hides it (N-8).
  let hiddenTabBar: ViewID?
  let isAnimated: Bool
  let animatorInteraction: Bool?
  var outgoingWrapper: ViewID?
  var incomingWrapper: ViewID?
  /// The from-view UIKit keeps on a cancel: the one that was in the container (N-6).
  var keptFromView: ViewID?
  /// The stack a `setViewControllers` push ends with (N-16): `from` leaves the stack as the
  /// transition ends when it is not in it. nil for `pushViewController`.
  var finalStack: [String]?

  var isInteractive: Bool { false }
  var isCancelled: Bool { false }
  var showsAnimatorCalls: Bool { false }
  var unfinishedAction: String { "push \(pushed) on \(nav)" }
  var unfinishedContainer: String? { nav }
  var involved: [String] { outgoing + incoming }
  var request: AnimatorRequest { .navigation(nav: nav, push: true, from: from, to: pushed) }
  var story: PushStory {
    PushStory(
      nav: nav, from: from, pushed: pushed, hidesTabBar: hiddenTabBar != nil,
      finalStack: finalStack)
  }

  mutating func containerReady(_ planner: inout Planner) -> PhaseNote? {
    guard planner.animator == nil || !isAnimated else { return note(.containerReadyForAnimator) }
    let wrapper = planner.world.forest.make("UIView", frame: bounds)
    outgoingWrapper = wrapper
    planner.world.forest.insert(wrapper, above: fromView)
    planner.world.forest.insert(fromView, into: wrapper)
    if let hiddenTabBar {
      // N-8: the tab bar rides along with the outgoing side, then leaves the window.
      planner.world.forest.insert(hiddenTabBar, into: wrapper)
    }
    guard isAnimated else { return nil }
    return note(.containerReady(planner.world.events))
  }

  mutating func willBegin(_ planner: inout Planner) -> (PhaseKind, PhaseNote)? { nil }

  mutating func context(_ planner: inout Planner) -> TransitionContext {
    // the to-view is the pushed controller's view at finalFrame(for:), outside the
    // container until a line adds it.
    let insets = planner.childInsets(of: pushed, in: nav)
    planner.world.mount(pushed, into: container, frame: bounds, insets: insets)
    let toView = planner.world[pushed]?.view
    if let toView { planner.world.forest.removeFromSuperview(toView) }
    let world = planner.world
    keptFromView = world[from]?.view.flatMap {
      world.forest.superview(of: $0) == container ? $0 : nil
    }
    var context = TransitionContext(
      container: container, toView: toView, fromView: world[from]?.view, toVC: pushed,
      fromVC: from, toNilReason: "\(pushed)'s view is not loaded",
      fromNilReason: "\(from)'s view is not loaded", appearing: incoming)
    context.finalFrames[pushed] = bounds
    context.isInteractive = animatorInteraction != nil
    return context
  }

  mutating func toViewAdded(_ planner: inout Planner) -> (PhaseKind, PhaseNote)? {
    let wrapper = planner.world.forest.make(
      ViewClassCatalogue.parallaxDimmingView, frame: bounds.offsetBy(dx: bounds.width, dy: 0))
    incomingWrapper = wrapper
    planner.world.forest.insert(wrapper, into: container)
    let insets = planner.childInsets(of: pushed, in: nav)
    planner.world.mount(pushed, into: wrapper, frame: bounds, insets: insets)
    // §13: in the window and laid out, in the same CATransaction as viewWillAppear.
    planner.world.viewIsAppearing(incoming, animated: isAnimated)
    guard isAnimated else { return nil }
    return (.toViewAdded, note(.toViewAdded(planner.world.events)))
  }

  /// Never called: UIKit's own slide is not interactive (a swipe back is a pop).
  mutating func interaction(_ planner: inout Planner) -> PhaseNote { PhaseNote(words: "") }

  mutating func animating(_ planner: inout Planner) -> PhaseNote? {
    guard isAnimated, let outgoingWrapper, let incomingWrapper else { return nil }
    planner.world.forest.setFrame(
      outgoingWrapper,
      bounds.offsetBy(
        dx: TransitionAnimation.parallaxFactor * TransitionAnimation.halfWay * bounds.width,
        dy: 0))
    planner.world.forest.setFrame(incomingWrapper, bounds.offsetBy(dx: bounds.width / 2, dy: 0))
    return note(.animating)
  }

  mutating func cancel(_ planner: inout Planner, _ recorder: inout StepRecorder) {}

  mutating func completeTransition(_ run: AnimatorRun?, _ planner: inout Planner) -> [PhaseNote]? {
    guard let run else { return [completeSlide(&planner)] }
    // N-4: completeTransition(true) removes the from-view, wherever the lines left it.
    if let view = planner.world[from]?.view { planner.world.forest.removeFromSuperview(view) }
    planner.world.detachPresentations(within: from)
    if let hiddenTabBar { planner.world.forest.removeFromSuperview(hiddenTabBar) }
    planner.world.endAppearance(outgoing)
    planner.world.endAppearance(incoming)
    let consequences = planner.completionConsequences(run.context, involved: outgoing + incoming)
    if !planner.world.isInWindow(pushed) {
      // The line that completed with the to-view never added.
      planner.world.markAppMistake(.containerContent(nav), at: run.line.place)
      planner.world.blame(.appearanceOutOfStep(pushed), on: run.line.place)
    }
    planner.world.emit(.animator(.animationEnded(completed: true)))
    return [
      planner.completionNote(
        run.line, story.completedByAnimator(planner.world.events),
        story.chineseCompletedByAnimator(planner.world.events))
    ] + consequences
  }

  /// UIKit's slide ends: the to-view goes straight into the wrapper, the from-view leaves
  /// the window (N-2, N-4).
  private func completeSlide(_ planner: inout Planner) -> PhaseNote {
    guard let incomingWrapper, let outgoingWrapper else { return PhaseNote(words: "") }
    planner.world.forest.insert(planner.world[pushed]?.view ?? incomingWrapper, into: container)
    planner.world.forest.setFrame(planner.world[pushed]?.view ?? incomingWrapper, bounds)
    planner.world.forest.removeFromSuperview(incomingWrapper)
    planner.world.forest.removeFromSuperview(fromView)
    planner.world.detachPresentations(within: from)
    if let hiddenTabBar { planner.world.forest.removeFromSuperview(hiddenTabBar) }
    planner.world.forest.removeFromSuperview(outgoingWrapper)
    planner.world.endAppearance(outgoing)
    planner.world.endAppearance(incoming)
    return note(.completed(animated: isAnimated, planner.world.events))
  }

  mutating func undo(
    _ line: CodeLine, _ context: TransitionContext, _ planner: inout Planner,
    _ recorder: inout StepRecorder
  ) {
    // [I] What a navigation controller does with completeTransition(false) on a push is
    // not documented; it is undone as an abandoned swipe-back is (N-6).
    planner.world.unlinkChild(pushed)
    planner.undoAnimatedContainerTransition(
      toView: planner.world[pushed]?.view, fromView: keptFromView, container: container,
      incoming: incoming, outgoing: outgoing)
    planner.recordUndone(
      line,
      undone: story.undone(
        cancelledByFinger: animatorInteraction == true, planner.world.events),
      story.chineseUndone(cancelledByFinger: animatorInteraction == true, planner.world.events),
      after: story.afterUndo, story.chineseAfterUndo, &recorder)
  }

  mutating func completion(_ run: AnimatorRun?, _ planner: inout Planner) {
    planner.world.forest.setRole(container, nil)
    planner.world.didMove(pushed, toParent: nav)
    if let finalStack {
      // N-16: when the transition ends the stack is exactly the new array; an old top the
      // array leaves out goes now [I: the moment of its willMove/didMove, Q-30].
      let leaves = !finalStack.contains(from)
      if leaves {
        planner.world.willMove(from, toParent: nil)
        planner.world.detachPresentations(within: from)
      }
      planner.world.setChildren(finalStack, of: nav)
      if leaves { planner.world.didMove(from, toParent: nil) }
    }
    planner.world.refreshNavigationBars(nav)  // N-21, N-22: the bars follow the new top.
  }

  func after(_ run: AnimatorRun?, _ planner: Planner, _ recorder: StepRecorder) -> PhaseNote {
    note(.after(byAnimator: run != nil))
  }

  /// The note of one phase of the push's story.
  private var note: (PushStory.Moment) -> PhaseNote {
    { [story] in PhaseNote(.transition(.push(story, $0))) }
  }
}
