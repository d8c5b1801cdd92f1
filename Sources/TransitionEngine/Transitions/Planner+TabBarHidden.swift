extension Planner {
  /// `setTabBarHidden(_:animated:)` (iOS 18, TB-12): the tab bar controller hides or shows its
  /// active bar, the bottom `UITabBar` or the iPadOS 18 floating bar (TB-6). Only the bar's
  /// place in the window changes; no controller is added, moved or told it appears [I].
  mutating func setTabBarHidden(
    _ hidden: Bool, tab named: String?, animated: Bool, _ recorder: inout StepRecorder
  ) -> ResolvedAction {
    guard let tab = tabBarController(named, verb: "tabBarHidden", &recorder) else {
      return .tabBarHidden(nil, hidden: hidden)
    }
    let action = ResolvedAction.tabBarHidden(ControllerID(tab), hidden: hidden)
    if refuseBefore(.tabBarHidden, &recorder) {
      return action
    }
    guard world[tab]?.isTabBarHidden != hidden else {
      refuse(
        warning: "\(tab)'s tab bar is already \(hidden ? "hidden" : "shown"); nothing changes",
        &recorder)
      return action
    }
    let shown = world.isInWindow(tab) ? world.visibleSubtree(tab).filter(world.isInWindow) : []
    world[tab]?.isTabBarHidden = hidden
    world.relayoutWindow()
    // LC-4: the bar's space goes to (or comes back from) the selected tab: the views whose
    // safe area changes are laid out again [I].
    for name in shown { world.layoutPass(name) }
    let selected = world[tab]?.selectedChild.flatMap { world[$0] }
    let pushedHides =
      selected.map { $0.kind == .navigation && world.hidesBottomBar(stack: $0.children) } ?? false
    recorder.capture(
      &world, .after,
      note: TabBarStepNote.tabBarHidden(
        hidden: hidden, animated: animated, tab: tab, floating: world.usesFloatingTabBar(tab),
        pushedHides: pushedHides
      ).note)
    return action
  }
}
