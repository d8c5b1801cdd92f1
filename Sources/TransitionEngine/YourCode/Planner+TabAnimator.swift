/// What a tab switch's animator works with (TB-4, X-1).
struct TabContext {
  let tab: String
  let from: String
  let to: String
  let index: Int
  /// The tab's UIViewControllerWrapperView (TB-1); see `selectWithAnimator` for the choice.
  let container: ViewID
}

extension Planner {
  /// A tab switch whose tab bar controller's delegate supplies an animator (TB-4, X-8). The
  /// from-view is in the container, the lines must add the to-view; at completion UIKit
  /// removes the from-view. TB-4 presumes the container is the tab's UITransitionView [I];
  /// TransitionScope uses the UIViewControllerWrapperView inside it, as for a navigation
  /// controller, so the from-view is directly in it.
  mutating func selectWithAnimator(
    _ block: CodeBlock, _ context: TabContext, _ recorder: inout StepRecorder
  ) {
    let (tab, from, target, container) = (context.tab, context.from, context.to, context.container)
    let before = world.forest.subviews(of: container)
    let fromView = world[from]?.view.flatMap { before.contains($0) ? $0 : nil }
    let outgoing = world.forwardedOwners(under: container, from: [tab])
    let oldIndex = world[tab]?.selectedIndex ?? 0
    world.loadViewIfNeeded(target)
    world[tab]?.selectedIndex = context.index
    if let bounds = world.forest.node(container)?.layoutFrame.bounds {
      world.mount(target, into: container, frame: bounds, insets: childInsets(of: target, in: tab))
    }
    world.reattachContextPresentations(in: container, within: target)
    let incoming = world.forwardedOwners(under: container, from: [tab]).filter {
      !outgoing.contains($0)
    }
    // the to-view is the new tab's view, outside the container until a line adds it.
    let toView = world[target]?.view
    if let toView { world.forest.removeFromSuperview(toView) }
    // TB-3: the new tab hears viewWillAppear before the old one hears viewWillDisappear.
    world.beginAppearance(incoming, appearing: true, animated: true)
    world.beginAppearance(outgoing, appearing: false, animated: true)
    askForAnimator(.tab(tab: tab, from: from, to: target), interactive: false)
    world.forest.setRole(container, .containerView)
    recorder.capture(
      &world, .containerReady,
      "Setting selectedViewController starts the switch; \(tab)'s delegate returns an "
        + "animator, so the switch is animated by the app's code (TB-4). The callbacks keep "
        + "the order of a tab switch: "
        + AppearanceSentence.will(world.events, rule: "TB-3", none: "none come yet.")
        + " Sources only presume the containerView is the tab's "
        + "UITransitionView (TB-4, Q-6); TransitionScope uses the UIViewControllerWrapperView "
        + "inside it, as for a navigation controller. The from-view is already in it, the "
        + "to-view is not.")
    var scope = TransitionContext(
      container: container, toView: toView, fromView: world[from]?.view, toVC: target,
      fromVC: from, toNilReason: "\(target)'s view is not loaded",
      fromNilReason: "\(from)'s view is not loaded", appearing: incoming)
    switch runAnimatorLines(block, &scope, interactiveCancel: nil, &recorder) {
    case .completed(finished: true, let line):
      // TB-4, N-4: completeTransition(true) removes the old tab's views; [I] for a tab, by
      // analogy with a navigation controller.
      for view in before where view != toView { world.forest.removeFromSuperview(view) }
      world.relayoutWindow()
      world.endAppearance(outgoing)
      world.endAppearance(incoming)
      let consequences = completionConsequences(scope, involved: outgoing + incoming)
      if !world.isInWindow(target) { world.markAppMistake(.containerContent(tab)) }
      world.emit(.animator(.animationEnded(completed: true)))
      recorder.capture(
        &world, .completed,
        completionLead(line) + "UIKit takes the old tab's view \(from) out of the window, so "
          + "only the selected child's view stays (TB-2); that UIKit, not the animator, removes "
          + "it is inferred from the navigation controller (N-4). "
          + CallbackSentence.didCallbacks(world.events, rule: "TB-3")
          + CodeText.animationEnded(world.events) + consequences)
      runAnimatorTail(&scope, &recorder)
      world.forest.setRole(container, nil)
      recorder.capture(&world, .after, "\(target) is the selected tab.")
    case .completed(finished: false, let line):
      world[tab]?.selectedIndex = oldIndex
      undoAnimatedContainerTransition(
        toView: toView, fromView: fromView, container: container, incoming: incoming,
        outgoing: outgoing)
      recorder.capture(
        &world, .cancelled,
        completionLead(line) + "Apple does not document what a tab bar controller does with "
          + "a switch its animator reports as not finished; TransitionScope undoes it the way "
          + "a navigation controller undoes an abandoned swipe-back (N-6): \(from) stays "
          + "selected and \(target)'s view leaves the window. Callbacks: "
          + AppearanceSentence.sequence(world.events, rule: "N-6"))
      world.emit(.animator(.animationEnded(completed: false)))
      recorder.capture(&world, .after, "\(from) is still the selected tab.")
    case .neverCompleted:
      neverCompletes(
        "select \(target) in \(tab)", container: container, containerController: tab,
        involved: outgoing + incoming, &recorder)
    }
  }
}
