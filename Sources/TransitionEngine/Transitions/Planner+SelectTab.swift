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
    if refuseBefore(ios: 18, "selectedTab", what: "property", rule: "TB-11", &recorder) {
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
        &world, .after,
        "selectedTab becomes \(name), a child tab of the UITabGroup \(root), whose controller "
          + "is already shown. A tab bar controller changes its view controller only for "
          + "root tabs (TB-11, an Apple engineer's answer, FORUM-TABGROUP): no controller is "
          + "added, moved or sent appearance callbacks; only selectedTab changes [I].")
      return action
    }
    if root != name {
      world.pendingMistakeNotes.append(
        PhaseNote(
          words: "selectedTab becomes \(name), a child tab of the UITabGroup \(root): a tab bar "
            + "controller changes its view controller only for root tabs (TB-11, "
            + "FORUM-TABGROUP), so \(root) is what appears, with the tab switch of TB-3.",
          controllers: [name, root]))
    }
    _ = select(.name(root), tab: tab, &recorder)
    return action
  }
}
