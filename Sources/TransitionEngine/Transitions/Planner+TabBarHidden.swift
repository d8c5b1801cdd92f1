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
    if refuseBefore(ios: 18, "isTabBarHidden", what: "call", rule: "TB-12", &recorder) {
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
    let bar = world.usesFloatingTabBar(tab) ? "floating tab bar (TB-6)" : "bottom UITabBar"
    let selected = world[tab]?.selectedChild.flatMap { world[$0] }
    let pushedHides =
      selected.map { $0.kind == .navigation && world.hidesBottomBar(stack: $0.children) } ?? false
    let covered =
      pushedHides
      ? " A pushed controller with hidesBottomBarWhenPushed hides the bar as well (N-8); the "
        + "two are separate settings." : ""
    recorder.capture(
      &world, .after,
      "setTabBarHidden(\(hidden), animated: \(animated)) "
        + (hidden ? "hides" : "shows") + " the active bar of \(tab), here its \(bar) (TB-12). "
        + "Only the bar changes: no controller is added, moved or sent appearance "
        + "callbacks [I]; the views whose safe area changes are laid out again (LC-4)."
        + covered)
    return action
  }
}
