/// What a pop's animator works with (N-4, §13.4).
struct PopContext {
  let nav: String
  let from: String
  let target: String
  let popped: [String]
  let remaining: [String]
  let container: ViewID
  let bounds: Rect
  let outgoing: [String]
  /// The target's view is inside a presentation's container (T-4), so it is not the to-view.
  let targetGrabbed: Bool
  /// The tab bar that comes back when the remaining stack no longer hides it (N-8).
  let returningTabBar: ViewID?
  let tab: String?
}

extension Planner {
  /// A pop whose navigation delegate supplies an animator (N-4, X-8): the from-view is in the
  /// container, the lines must add the to-view (usually below the from-view); at completion
  /// UIKit removes the from-view. With `interactive`, the delegate's interaction controller
  /// drives it.
  mutating func popWithAnimator(
    _ block: CodeBlock, _ context: PopContext, cancelled: Bool, _ recorder: inout StepRecorder
  ) {
    let nav = context.nav
    let target = context.target
    let interactive = interactiveCancel(cancelled: cancelled)
    askForAnimator(
      .navigation(nav: nav, push: false, from: context.from, to: target),
      interactive: interactive != nil)
    recorder.capture(
      &world, .containerReady,
      (cancelled || interactive != nil
        ? "The app's gesture starts an interactive pop. "
        : "popViewController first sends willMove(toParent: nil) to what it pops (13.4). ")
        + AppearanceSentence.will(world.events, rule: "13.4", none: "")
        + " \(nav)'s delegate returns "
        + "an animator, so UIKit's own slide does not run (N-4). The containerView is \(nav)'s "
        + "UIViewControllerWrapperView (sources differ on its class, Q-6); the from-view is "
        + "already in it, the to-view is not.")
    // the to-view is the target's view at finalFrame(for:), outside the container until
    // a line adds it.
    var toView: ViewID?
    if !context.targetGrabbed {
      world.mount(
        target, into: context.container, frame: context.bounds,
        insets: childInsets(of: target, in: nav))
      toView = world[target]?.view
      if let toView { world.forest.removeFromSuperview(toView) }
    }
    let incoming = context.targetGrabbed ? [] : world.visibleSubtree(target)
    // The from-view UIKit keeps on a cancel: the one that was in the container (N-6).
    let fromView = world[context.from]?.view.flatMap {
      world.forest.superview(of: $0) == context.container ? $0 : nil
    }
    var scope = TransitionContext(
      container: context.container, toView: toView, fromView: world[context.from]?.view,
      toVC: target, fromVC: context.from,
      toNilReason: context.targetGrabbed
        ? "\(target)'s view is inside a presentation's container (T-4)"
        : "\(target)'s view is not loaded",
      fromNilReason: "\(context.from)'s view is not loaded", appearing: incoming)
    scope.announcedAppearing = incoming.isEmpty
    switch runAnimatorLines(block, &scope, interactiveCancel: interactive, &recorder) {
    case .completed(finished: true, let line):
      completePop(context, incoming: incoming, line: line, &scope, &recorder)
    case .completed(finished: false, let line):
      undoAnimatedContainerTransition(
        toView: toView, fromView: fromView, container: context.container,
        incoming: incoming, outgoing: context.outgoing)
      recorder.capture(
        &world, .cancelled,
        completionLead(line)
          + (interactive == true
            ? "transitionWasCancelled is true, so the animator passes false: "
            : "Apple does not document what a navigation controller does with a pop its "
              + "animator reports as not finished; TransitionScope undoes it the way an "
              + "abandoned swipe-back is undone: ")
          + "the stack does not change and \(target)'s view leaves the window again. "
          + "Callbacks: " + AppearanceSentence.sequence(world.events, rule: "N-6"))
      world.emit(.animator(.animationEnded(completed: false)))
      recorder.capture(
        &world, .after, "Back where the step started: \(context.from) on top, in the window.")
    case .neverCompleted:
      neverCompletes(
        "pop \(context.from) from \(nav)", container: context.container,
        containerController: nav, involved: context.outgoing + incoming, &recorder)
    }
  }

  /// `completeTransition(true)` on a pop (N-4, 13.4): the from-view leaves, the popped
  /// controllers leave the stack.
  private mutating func completePop(
    _ context: PopContext, incoming: [String], line: CodeLine, _ scope: inout TransitionContext,
    _ recorder: inout StepRecorder
  ) {
    let nav = context.nav
    // N-4: completeTransition(true) removes the from-view, wherever the lines left it.
    if let fromView = world[context.from]?.view { world.forest.removeFromSuperview(fromView) }
    for name in context.popped { world.detachPresentations(within: name) }
    world.reattachContextPresentations(in: context.container, within: context.target)
    let reappearing = world.shownInPresentations(within: context.target)
    if let bar = context.returningTabBar, let tab = context.tab, let tabView = world[tab]?.view {
      // N-8: the remaining stack does not hide the bottom bar, so it is back.
      world.forest.insert(bar, into: tabView)
    }
    world.beginAppearance(reappearing, appearing: true, animated: true)
    world.endAppearance(context.outgoing)
    world.endAppearance(incoming + reappearing)
    let consequences = completionConsequences(scope, involved: context.outgoing + incoming)
    if !context.targetGrabbed && !world.isInWindow(context.target) {
      world.markAppMistake(.containerContent(nav))
    }
    world.emit(.animator(.animationEnded(completed: true)))
    recorder.capture(
      &world, .completed,
      completionLead(line) + "UIKit removes the from-view \(context.from) from the window: "
        + "only the top view controller's view stays (N-2, N-4). "
        + CallbackSentence.didCallbacks(world.events, rule: "13.4, from-side first")
        + CodeText.animationEnded(world.events)
        + (context.returningTabBar != nil
          ? " The tab bar is back, since no controller left in the stack hides it (N-8)." : "")
        + consequences)
    runAnimatorTail(&scope, &recorder)
    world.forest.setRole(context.container, nil)
    world.setChildren(context.remaining, of: nav)
    for name in context.popped { world.didMove(name, toParent: nil) }
    recorder.capture(
      &world, .after,
      "didMove(toParent: nil) ends the pop: \(CallbackSentence.list(context.popped)) "
        + (context.popped.count > 1 ? "are" : "is") + " no longer in the stack (13.4).")
  }

  /// `completeTransition(false)` on a push, pop or tab animator, or after `cancel()` (N-6,
  /// the to-view leaves, the from-view (when it was in the container at the start) is
  /// back in it, the callbacks are undone. [I] that UIKit puts back a from-view the lines moved
  /// away is inferred from N-6 ("from-view kept").
  mutating func undoAnimatedContainerTransition(
    toView: ViewID?, fromView: ViewID?, container: ViewID, incoming: [String],
    outgoing: [String]
  ) {
    if let toView { world.forest.removeFromSuperview(toView) }
    if let fromView, world.forest.superview(of: fromView) != container {
      world.forest.insert(fromView, into: container)
    }
    undoTransitionAppearance(incoming: incoming, outgoing: outgoing)
    world.forest.setRole(container, nil)
  }
}
