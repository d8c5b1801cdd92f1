extension Planner {
  /// The user scrolls the selected tab's content (iOS 26, TB-13): with
  /// `tabBarMinimizeBehavior` `.onScrollDown` (or `.onScrollUp`) an iPhone's tab bar minimizes
  /// or expands. Only the bar's geometry changes; no controller hears anything [I]. The
  /// minimized bar's frame and views are unknown, so the tree stays as it is.
  mutating func scroll(down: Bool, tab named: String?, _ recorder: inout StepRecorder)
    -> ResolvedAction
  {
    guard let tab = tabBarController(named, verb: "scroll", &recorder) else {
      return .scroll(down: down, in: nil)
    }
    let action = ResolvedAction.scroll(down: down, in: ControllerID(tab))
    let behavior = world[tab]?.options.uiTab.minimizeBehavior ?? .automatic
    let content = world[tab]?.selectedChild ?? tab
    let wasMinimized = world[tab]?.tabBarMinimized ?? false
    var minimized = wasMinimized
    let outcome: TabBarStepNote.ScrollOutcome
    if world.environment.ios < 26 {
      outcome = .beforeIOS26
    } else if world.environment.device.family != .phone {
      outcome = .notPhone(behavior)
    } else if world.tabBarHidden(tab) {
      outcome = .hidden(tab: tab)
    } else {
      switch behavior {
      case .onScrollDown: minimized = down
      case .onScrollUp: minimized = !down
      case .never, .automatic: break
      }
      outcome =
        minimized == wasMinimized
        ? .stays(behavior, minimized: minimized)
        : .changes(behavior, tab: tab, minimized: minimized)
    }
    world[tab]?.tabBarMinimized = minimized
    let accessory = world[tab]?.bottomAccessory.flatMap { accessory in
      minimized == wasMinimized
        ? nil
        : TabBarStepNote.MovedAccessory(
          content: accessory,
          place: world.accessoryPlacement(tab: tab, minimized: minimized, hidden: false))
    }
    recorder.capture(
      &world, .after,
      note: TabBarStepNote.scrolled(
        content: content, down: down, outcome: outcome, accessory: accessory
      ).note)
    return action
  }

  /// `setBottomAccessory(_:animated:)` (iOS 26, TB-13): a `UITabAccessory` whose content view
  /// has the class `content`, or nil to remove it. Geometry only; its host view's class and
  /// frame are unknown, so the tree does not change.
  mutating func setBottomAccessory(
    _ content: String?, tab named: String?, animated: Bool, _ recorder: inout StepRecorder
  ) -> ResolvedAction {
    guard let tab = tabBarController(named, verb: "bottomAccessory", &recorder) else {
      return .bottomAccessory(content, on: nil)
    }
    let action = ResolvedAction.bottomAccessory(content, on: ControllerID(tab))
    if refuseBefore(.bottomAccessory, &recorder) {
      return action
    }
    guard world[tab]?.bottomAccessory != content else {
      refuse(
        warning: content.map { "\(tab)'s bottom accessory already shows a \($0)" }
          ?? "\(tab) has no bottom accessory; nothing changes", &recorder)
      return action
    }
    world[tab]?.bottomAccessory = content
    let note: TabBarStepNote =
      content.map {
        .accessoryGiven(
          content: $0, tab: tab, animated: animated,
          place: world.accessoryPlacement(
            tab: tab, minimized: world[tab]?.tabBarMinimized ?? false,
            hidden: world.tabBarHidden(tab)))
      } ?? .accessoryRemoved(tab: tab, animated: animated)
    recorder.capture(&world, .after, note: note.note)
    return action
  }
}
