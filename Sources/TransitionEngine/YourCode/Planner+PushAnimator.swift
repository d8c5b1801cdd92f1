/// What a push's animator works with (N-4, §13.3).
struct PushContext {
  let nav: String
  let from: String
  let pushed: String
  let container: ViewID
  let bounds: Rect
  let outgoing: [String]
  let incoming: [String]
  /// The tab bar when the pushed stack hides it (N-8).
  let hiddenTabBar: ViewID?
}

extension Planner {
  /// A push step whose navigation delegate supplies an animator (N-4, X-8): the from-view is
  /// in the container, the lines must add the to-view; at completion UIKit removes the
  /// from-view. With `interactive`, the delegate's interaction controller drives it.
  mutating func pushWithAnimator(
    _ block: CodeBlock, _ context: PushContext, _ recorder: inout StepRecorder
  ) {
    let nav = context.nav
    let pushed = context.pushed
    let interactive = interactiveCancel(cancelled: false)
    askForAnimator(
      .navigation(nav: nav, push: true, from: context.from, to: pushed),
      interactive: interactive != nil)
    recorder.capture(
      &world, .containerReady,
      "pushViewController tells \(pushed) it is moving to \(nav) (willMove, 13.3) and starts "
        + "the appearance callbacks. \(nav)'s delegate returns an animator, so UIKit's own slide "
        + "does not run (N-4). The containerView is \(nav)'s UIViewControllerWrapperView "
        + "(sources differ on its class, Q-6); the from-view is already in it, the to-view is "
        + "not.")
    // the to-view is the pushed controller's view at finalFrame(for:), outside the
    // container until a line adds it.
    world.mount(
      pushed, into: context.container, frame: context.bounds,
      insets: childInsets(of: pushed, in: nav))
    let toView = world[pushed]?.view
    if let toView { world.forest.removeFromSuperview(toView) }
    // The from-view UIKit keeps on a cancel: the one that was in the container (N-6).
    let fromView = world[context.from]?.view.flatMap {
      world.forest.superview(of: $0) == context.container ? $0 : nil
    }
    var scope = TransitionContext(
      container: context.container, toView: toView, fromView: world[context.from]?.view,
      toVC: pushed, fromVC: context.from, toNilReason: "\(pushed)'s view is not loaded",
      fromNilReason: "\(context.from)'s view is not loaded", appearing: context.incoming)
    switch runAnimatorLines(block, &scope, interactiveCancel: interactive, &recorder) {
    case .completed(finished: true, let line):
      // N-4: completeTransition(true) removes the from-view, wherever the lines left it.
      if let fromView = world[context.from]?.view { world.forest.removeFromSuperview(fromView) }
      world.detachPresentations(within: context.from)
      if let bar = context.hiddenTabBar { world.forest.removeFromSuperview(bar) }
      world.endAppearance(context.outgoing)
      world.endAppearance(context.incoming)
      let consequences = completionConsequences(
        scope, involved: context.outgoing + context.incoming)
      if !world.isInWindow(pushed) { world.markAppMistake(.containerContent(nav)) }
      world.emit(.animator(.animationEnded(completed: true)))
      recorder.capture(
        &world, .completed,
        completionLead(line) + "UIKit removes the from-view \(context.from) from the window: "
          + "only the top view controller's view stays (N-2, N-4). "
          + CallbackSentence.didCallbacks(world.events, rule: "13.3")
          + CodeText.animationEnded(world.events) + consequences)
      runAnimatorTail(&scope, &recorder)
      world.forest.setRole(context.container, nil)
      world.didMove(pushed, toParent: nav)
      recorder.capture(
        &world, .after, "Last, UIKit calls didMove(toParent:) on \(pushed) (13.3).")
    case .completed(finished: false, let line):
      // [I] What a navigation controller does with completeTransition(false) on a push is
      // not documented; it is undone as an abandoned swipe-back is (N-6).
      world.unlinkChild(pushed)
      undoAnimatedContainerTransition(
        toView: world[pushed]?.view, fromView: fromView,
        container: context.container, incoming: context.incoming, outgoing: context.outgoing)
      recorder.capture(
        &world, .cancelled,
        completionLead(line)
          + (interactive == true
            ? "transitionWasCancelled is true, so the animator passes false. Apple does not "
              + "document how a navigation controller undoes a cancelled push; "
            : "Apple does not document what a navigation controller does with a push its "
              + "animator reports as not finished; ")
          + "TransitionScope undoes it the way an abandoned swipe-back is undone (N-6): "
          + "\(pushed) leaves the stack and the window. Callbacks: "
          + AppearanceSentence.sequence(world.events, rule: "N-6"))
      world.emit(.animator(.animationEnded(completed: false)))
      recorder.capture(&world, .after, "The stack is what it was before the push.")
    case .neverCompleted:
      neverCompletes(
        "push \(pushed) on \(nav)", container: context.container, containerController: nav,
        involved: context.outgoing + context.incoming, isPush: true, &recorder)
    }
  }
}
