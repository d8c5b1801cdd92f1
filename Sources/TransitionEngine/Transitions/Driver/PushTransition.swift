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

  var isInteractive: Bool { false }
  var isCancelled: Bool { false }
  var showsAnimatorCalls: Bool { false }
  var unfinishedAction: String { "push \(pushed) on \(nav)" }
  var unfinishedContainer: String? { nav }
  var involved: [String] { outgoing + incoming }
  var request: AnimatorRequest { .navigation(nav: nav, push: true, from: from, to: pushed) }

  mutating func containerReady(_ planner: inout Planner) -> String? {
    guard planner.animator == nil || !isAnimated else {
      return "pushViewController tells \(pushed) it is moving to \(nav) (willMove, 13.3) and "
        + "starts the appearance callbacks. \(nav)'s delegate returns an animator, so UIKit's "
        + "own slide does not run (N-4). The containerView is \(nav)'s "
        + "UIViewControllerWrapperView (sources differ on its class, Q-6); the from-view is "
        + "already in it, the to-view is not."
    }
    let wrapper = planner.world.forest.make("UIView", frame: bounds)
    outgoingWrapper = wrapper
    planner.world.forest.insert(wrapper, above: fromView)
    planner.world.forest.insert(fromView, into: wrapper)
    if let hiddenTabBar {
      // N-8: the tab bar rides along with the outgoing side, then leaves the window.
      planner.world.forest.insert(hiddenTabBar, into: wrapper)
    }
    guard isAnimated else { return nil }
    return "pushViewController first tells \(pushed) it is moving to \(nav) (willMove, 13.3), "
      + "then starts the appearance callbacks: "
      + (AppearanceSentence.will(planner.world.events).map { $0 + ". " } ?? "none come. ")
      + "The containerView is \(nav)'s UIViewControllerWrapperView (sources differ on its "
      + "class, Q-6; TransitionScope follows N-4), and the from-view is already in it (N-4), "
      + "wrapped in a plain UIView for the slide (N-3)."
      + (hiddenTabBar != nil
        ? " The stack now hides the bottom bar, so the UITabBar moves into the outgoing "
          + "wrapper (N-8). Sources differ on who decides (Q-9): Apple's page says the top "
          + "controller's hidesBottomBarWhenPushed, the decompiled code any controller in "
          + "the stack; TransitionScope follows the code."
        : "")
  }

  mutating func willBegin(_ planner: inout Planner) -> (PhaseKind, String)? { nil }

  mutating func context(_ planner: inout Planner) -> TransitionContext {
    // the to-view is the pushed controller's view at finalFrame(for:), outside the
    // container until a line adds it.
    planner.world.mount(
      pushed, into: container, frame: bounds, insets: planner.childInsets(of: pushed, in: nav))
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

  mutating func toViewAdded(_ planner: inout Planner) -> (PhaseKind, String)? {
    let wrapper = planner.world.forest.make(
      ViewClassCatalogue.parallaxDimmingView, frame: bounds.offsetBy(dx: bounds.width, dy: 0))
    incomingWrapper = wrapper
    planner.world.forest.insert(wrapper, into: container)
    planner.world.mount(
      pushed, into: wrapper, frame: bounds, insets: planner.childInsets(of: pushed, in: nav))
    // §13: in the window and laid out, in the same CATransaction as viewWillAppear.
    planner.world.viewIsAppearing(incoming, animated: isAnimated)
    guard isAnimated else { return nil }
    return (
      .toViewAdded,
      "The to-view \(pushed) is added to the container inside a _UIParallaxDimmingView that "
        + "starts just off the right edge (N-3). Its frame inside is the content area, "
        + "finalFrame(for:) (N-4). " + AppearanceTiming.isAppearingNow(pushed, planner.world.events)
    )
  }

  /// Never called: UIKit's own slide is not interactive (a swipe back is a pop).
  mutating func interaction(_ planner: inout Planner) -> String { "" }

  mutating func animating(_ planner: inout Planner) -> String? {
    guard isAnimated, let outgoingWrapper, let incomingWrapper else { return nil }
    planner.world.forest.setFrame(
      outgoingWrapper,
      bounds.offsetBy(
        dx: TransitionAnimation.parallaxFactor * TransitionAnimation.halfWay * bounds.width,
        dy: 0))
    planner.world.forest.setFrame(incomingWrapper, bounds.offsetBy(dx: bounds.width / 2, dy: 0))
    return "Half-way through the slide: the incoming view has crossed half the width while the "
      + "outgoing one moves at parallax speed toward \(TransitionAnimation.parallaxText) × "
      + "width (N-3)."
  }

  mutating func cancel(_ planner: inout Planner, _ recorder: inout StepRecorder) {}

  mutating func completeTransition(_ run: AnimatorRun?, _ planner: inout Planner) -> String? {
    guard let run else { return completeSlide(&planner) }
    // N-4: completeTransition(true) removes the from-view, wherever the lines left it.
    if let view = planner.world[from]?.view { planner.world.forest.removeFromSuperview(view) }
    planner.world.detachPresentations(within: from)
    if let hiddenTabBar { planner.world.forest.removeFromSuperview(hiddenTabBar) }
    planner.world.endAppearance(outgoing)
    planner.world.endAppearance(incoming)
    let consequences = planner.completionConsequences(run.context, involved: outgoing + incoming)
    if !planner.world.isInWindow(pushed) { planner.world.markAppMistake(.containerContent(nav)) }
    planner.world.emit(.animator(.animationEnded(completed: true)))
    return planner.completionLead(run.line) + "UIKit removes the from-view \(from) from the "
      + "window: only the top view controller's view stays (N-2, N-4). "
      + CallbackSentence.didCallbacks(planner.world.events, rule: "13.3")
      + CodeText.animationEnded(planner.world.events) + consequences
  }

  /// UIKit's slide ends: the to-view goes straight into the wrapper, the from-view leaves
  /// the window (N-2, N-4).
  private func completeSlide(_ planner: inout Planner) -> String {
    guard let incomingWrapper, let outgoingWrapper else { return "" }
    planner.world.forest.insert(planner.world[pushed]?.view ?? incomingWrapper, into: container)
    planner.world.forest.setFrame(planner.world[pushed]?.view ?? incomingWrapper, bounds)
    planner.world.forest.removeFromSuperview(incomingWrapper)
    planner.world.forest.removeFromSuperview(fromView)
    planner.world.detachPresentations(within: from)
    if let hiddenTabBar { planner.world.forest.removeFromSuperview(hiddenTabBar) }
    planner.world.forest.removeFromSuperview(outgoingWrapper)
    planner.world.endAppearance(outgoing)
    planner.world.endAppearance(incoming)
    return
      (isAnimated
      ? "The animation ends and completeTransition(true) runs. "
      : "Without animation every change happens at once. ")
      + "UIKit removes the from-view \(from) from the window: only the top view controller's "
      + "view stays (N-2). " + CallbackSentence.didCallbacks(planner.world.events, rule: "13.3")
      + (hiddenTabBar != nil ? " The tab bar left the window with it (N-8)." : "")
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
    recorder.capture(
      &planner.world, .cancelled,
      planner.completionLead(line)
        + (animatorInteraction == true
          ? "transitionWasCancelled is true, so the animator passes false. Apple does not "
            + "document how a navigation controller undoes a cancelled push; "
          : "Apple does not document what a navigation controller does with a push its "
            + "animator reports as not finished; ")
        + "TransitionScope undoes it the way an abandoned swipe-back is undone (N-6): "
        + "\(pushed) leaves the stack and the window. Callbacks: "
        + AppearanceSentence.sequence(planner.world.events, rule: "N-6"))
    planner.world.emit(.animator(.animationEnded(completed: false)))
    recorder.capture(&planner.world, .after, "The stack is what it was before the push.")
  }

  mutating func completion(_ run: AnimatorRun?, _ planner: inout Planner) {
    planner.world.forest.setRole(container, nil)
    planner.world.didMove(pushed, toParent: nav)
  }

  func after(_ run: AnimatorRun?, _ planner: Planner, _ recorder: StepRecorder) -> String {
    "Last, UIKit calls didMove(toParent:) on \(pushed) (13.3)."
      + (run == nil
        ? " \(from) is still in the stack and keeps its view, but that view is out of the "
          + "window." : "")
  }
}
