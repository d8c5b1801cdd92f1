extension Planner {
  /// Setting `selectedTab` (iOS 18, TB-11) to a tab or to a child tab of a `UITabGroup`. A
  /// tab bar controller changes its view controller only for root tabs [C: FORUM-TABGROUP]:
  /// a child tab selects its group's controller, with the tab switch of TB-3, and a move
  /// between child tabs of the group already shown changes no controller.
  mutating func selectTab(_ name: String, tab named: String?, _ recorder: inout StepRecorder)
    -> ResolvedAction
  {
    guard let tab = tabBarController(named, verb: "selectedTab", &recorder) else {
      return .selectedTab(name, in: nil)
    }
    let action = ResolvedAction.selectedTab(name, in: ControllerID(tab))
    if refuseBefore(.selectedTab, &recorder) {
      return action
    }
    guard let root = world.rootTab(for: name, in: tab) else {
      refuse(warning: "\(tab) has no tab \(name); the selection does not change", &recorder)
      return action
    }
    let shown = world[tab]?.selectedChild
    let isShown =
      shown == root
      || (shown == world[tab]?.moreTabs?.navigation
        && world[tab]?.moreTabs?.borrowed == root)
    if root != name && isShown {
      recorder.capture(
        &world, .after, note: TabBarStepNote.childTabOfShownGroup(name: name, root: root).note)
      return action
    }
    if root != name {
      world.pendingMistakeNotes.append(
        TabBarStepNote.childTabSelectsGroup(name: name, root: root).note)
    }
    _ = select(.name(root), tab: tab, &recorder)
    return action
  }
}
