extension Planner {
  /// `pushViewController(_:animated:)` (§13.3, N-2..N-4, N-8).
  mutating func push(
    _ spec: ControllerSpec, on named: String?, animated: Bool, _ recorder: inout StepRecorder
  ) -> ResolvedAction {
    guard let nav = navigationTarget(named, &recorder) else {
      return .push(ControllerID(spec.name), on: nil)
    }
    let action = ResolvedAction.push(ControllerID(spec.name), on: ControllerID(nav))
    if refuseWhileUnfinished(nav, verb: "push", pushed: spec.name, &recorder) { return action }
    if let exception = pushException(spec, nav: nav) {
      raise(exception, &recorder)
      return action
    }
    let pushed = world.instantiate(spec)
    guard world.isInWindow(nav) else {
      changeOffscreenStack(
        nav, to: (world[nav]?.children ?? []) + [pushed], verb: "push", &recorder)
      return action
    }
    guard let from = world[nav]?.topChild, let wrapper = world[nav]?.chrome.wrapper,
      let fromView = world[from]?.view
    else {
      refuse(warning: "\(nav) has no visible top view controller to push from", &recorder)
      return action
    }
    if let sourceClass = zoomSourceClass(of: pushed) {
      zoomPush(
        pushed, on: nav, from: from, fromView: fromView, wrapper: wrapper,
        sourceClass: sourceClass, animated: animated, &recorder)
      return action
    }
    let (bounds, tab, barHides, outgoing, incoming) = beginPush(
      pushed, on: nav, from: from, animated: animated)

    // N-3: the from-view already sits in the container, inside a plain wrapper view.
    if animated { world.forest.setRole(wrapper, .containerView) }
    if let animator, animated {
      let bar = barHides ? tab.flatMap { world[$0]?.chrome.bar } : nil
      pushWithAnimator(
        animator,
        PushContext(
          nav: nav, from: from, pushed: pushed, container: wrapper, bounds: bounds,
          outgoing: outgoing, incoming: incoming, hiddenTabBar: bar), &recorder)
      return action
    }
    let outgoingWrapper = world.forest.make("UIView", frame: bounds)
    world.forest.insert(outgoingWrapper, above: fromView)
    world.forest.insert(fromView, into: outgoingWrapper)
    var tabBar: ViewID?
    if barHides, let tab, let bar = world[tab]?.chrome.bar {
      // N-8: the tab bar rides along with the outgoing side, then leaves the window.
      world.forest.insert(bar, into: outgoingWrapper)
      tabBar = bar
    }
    if animated {
      recorder.capture(
        &world, .containerReady,
        "pushViewController first tells \(pushed) it is moving to \(nav) (willMove, 13.3), then "
          + "starts the appearance callbacks: "
          + (AppearanceSentence.will(world.events).map { $0 + ". " } ?? "none come. ")
          + "The containerView is \(nav)'s UIViewControllerWrapperView (sources differ on its "
          + "class, Q-6; TransitionScope follows N-4), and the from-view is already in it (N-4), wrapped in a "
          + "plain UIView for the slide (N-3)."
          + (tabBar != nil
            ? " The stack now hides the bottom bar, so the UITabBar moves into the outgoing "
              + "wrapper (N-8). Sources differ on who decides (Q-9): Apple's page says the top "
              + "controller's hidesBottomBarWhenPushed, the decompiled code any controller in "
              + "the stack; TransitionScope follows the code."
            : ""))
    }

    let incomingWrapper = world.forest.make(
      ViewClassCatalogue.parallaxDimmingView, frame: bounds.offsetBy(dx: bounds.width, dy: 0))
    world.forest.insert(incomingWrapper, into: wrapper)
    world.mount(
      pushed, into: incomingWrapper, frame: bounds, insets: childInsets(of: pushed, in: nav))
    // §13: in the window and laid out, in the same CATransaction as viewWillAppear.
    world.viewIsAppearing(incoming, animated: animated)
    if animated {
      recorder.capture(
        &world, .toViewAdded,
        "The to-view \(pushed) is added to the container inside a _UIParallaxDimmingView that "
          + "starts just off the right edge (N-3). Its frame inside is the content area, "
          + "finalFrame(for:) (N-4). " + AppearanceTiming.isAppearingNow(pushed, world.events))
      world.forest.setFrame(
        outgoingWrapper,
        bounds.offsetBy(
          dx: TransitionAnimation.parallaxFactor * TransitionAnimation.halfWay * bounds.width,
          dy: 0))
      world.forest.setFrame(incomingWrapper, bounds.offsetBy(dx: bounds.width / 2, dy: 0))
    }
    if animated {
      recorder.capture(
        &world, .animating,
        "Half-way through the slide: the incoming view has crossed half the width while the "
          + "outgoing one moves at parallax speed toward \(TransitionAnimation.parallaxText) × width (N-3)."
      )
    }

    // completeTransition(true): the to-view goes straight into the wrapper, the from-view
    // leaves the window (N-2, N-4).
    world.forest.insert(world[pushed]?.view ?? incomingWrapper, into: wrapper)
    world.forest.setFrame(world[pushed]?.view ?? incomingWrapper, bounds)
    world.forest.removeFromSuperview(incomingWrapper)
    world.forest.removeFromSuperview(fromView)
    world.detachPresentations(within: from)
    if let tabBar { world.forest.removeFromSuperview(tabBar) }
    world.forest.removeFromSuperview(outgoingWrapper)
    world.endAppearance(outgoing)
    world.endAppearance(incoming)
    recorder.capture(
      &world, .completed,
      (animated
        ? "The animation ends and completeTransition(true) runs. "
        : "Without animation every change happens at once. ")
        + "UIKit removes the from-view \(from) from the window: only the top view controller's "
        + "view stays (N-2). "
        + CallbackSentence.didCallbacks(world.events, rule: "13.3")
        + (tabBar != nil ? " The tab bar left the window with it (N-8)." : ""))

    world.forest.setRole(wrapper, nil)
    world.didMove(pushed, toParent: nav)
    recorder.capture(
      &world, .after,
      "Last, UIKit calls didMove(toParent:) on \(pushed) (13.3). \(from) is still in the stack "
        + "and keeps its view, but that view is out of the window.")
    return action
  }

  /// The exceptions `pushViewController` raises instead of pushing [I for exact wording].
  private func pushException(_ spec: ControllerSpec, nav: String) -> String? {
    let existing = world[spec.name]
    var isNavigation = existing?.kind == .navigation
    if existing == nil, case .navigation = spec.kind { isNavigation = true }
    if isNavigation {
      return "NSInvalidArgumentException: Pushing a navigation controller is not supported"
    }
    guard existing != nil else { return adoptionRefusal(of: spec, anchor: nav) }
    if world[nav]?.children.contains(spec.name) == true {
      return "NSInvalidArgumentException: Pushing the same view controller instance more than "
        + "once is not supported (\(world.describe(spec.name)))"
    }
    return containmentRefusal(of: spec.name, under: nav)
  }
}
