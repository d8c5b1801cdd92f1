extension Planner {
  /// `pushViewController(_:animated:)` (§13.3, N-2..N-4, N-8); `finalStack` is the stack a
  /// `setViewControllers` push ends with when it leaves the old top out (N-16).
  mutating func push(
    _ spec: ControllerSpec, on named: String?, animated: Bool, finalStack: [String]? = nil,
    _ recorder: inout StepRecorder
  ) -> ResolvedAction {
    let outerRunning = world.beginRunning(.navigation)  // P-10, P-11: what a callback meets.
    defer { world.lifecycle.running = outerRunning }
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
    var transition = PushTransition(
      nav: nav, from: from, pushed: pushed, container: wrapper, fromView: fromView,
      bounds: bounds, outgoing: outgoing, incoming: incoming,
      hiddenTabBar: barHides ? tab.flatMap { world[$0]?.chrome.bar } : nil,
      isAnimated: animated, animatorInteraction: interactiveCancel(cancelled: false))
    transition.finalStack = finalStack
    drive(&transition, &recorder)
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
    // The links agree (World+Links): a controller in nav's stack names nav as its parent.
    if existing?.parent == nav {
      return "NSInvalidArgumentException: Pushing the same view controller instance more than "
        + "once is not supported (\(world.describe(spec.name)))"
    }
    return containmentRefusal(of: spec.name, under: nav)
  }
}
