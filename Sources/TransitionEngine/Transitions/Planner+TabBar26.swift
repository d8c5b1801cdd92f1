extension Planner {
  /// The user scrolls the selected tab's content (iOS 26, TB-13): with
  /// `tabBarMinimizeBehavior` `.onScrollDown` (or `.onScrollUp`) an iPhone's tab bar minimizes
  /// or expands. Only the bar's geometry changes; no controller hears anything [I]. The
  /// minimized bar's frame and views are unknown (Q-26), so the tree stays as it is.
  mutating func scroll(down: Bool, tab named: String?, _ recorder: inout StepRecorder)
    -> ResolvedAction
  {
    guard let tab = tabBarController(named, verb: "scroll", &recorder) else {
      return .scroll(down: down, in: nil)
    }
    let action = ResolvedAction.scroll(down: down, in: ControllerID(tab))
    let behavior = world[tab]?.options.uiTab.minimizeBehavior ?? .automatic
    let content = world[tab]?.selectedChild ?? tab
    var text =
      "The user scrolls \(content)'s content \(down ? "down" : "up"). "
    let wasMinimized = world[tab]?.tabBarMinimized ?? false
    var minimized = wasMinimized
    if world.environment.ios < 26 {
      text += "Before iOS 26 a tab bar does not minimize (TB-13)."
    } else if world.environment.device.family != .phone {
      text += world.minimizeSentence(behavior)
    } else if world.tabBarHidden(tab) {
      text += "\(tab)'s tab bar is hidden, so there is nothing to minimize (TB-13, TB-12, N-8)."
    } else {
      switch behavior {
      case .onScrollDown: minimized = down
      case .onScrollUp: minimized = !down
      case .never, .automatic: break
      }
      if minimized == wasMinimized {
        text +=
          "With tabBarMinimizeBehavior \(behavior.rawValue) the bar stays "
          + (minimized ? "minimized" : "expanded") + ": " + world.minimizeSentence(behavior)
      } else {
        text +=
          "With tabBarMinimizeBehavior \(behavior.rawValue) the tab bar of \(tab) "
          + (minimized ? "minimizes" : "expands again")
          + " (TB-13). Only the bar's geometry changes: no controller is added, moved or sent "
          + "appearance callbacks [I]. The minimized bar's frame and the classes of the iOS 26 "
          + "tab bar's views are in no source (Q-26), so the picture keeps the UITabBar as "
          + "drawn."
      }
    }
    world[tab]?.tabBarMinimized = minimized
    if minimized != wasMinimized, let content = world[tab]?.bottomAccessory {
      text +=
        " The bottom accessory (\(content)) moves with it: "
        + world.accessoryPlace(tab: tab, minimized: minimized, hidden: false) + " (TB-13)."
    }
    recorder.capture(&world, .after, text)
    return action
  }

  /// `setBottomAccessory(_:animated:)` (iOS 26, TB-13): a `UITabAccessory` whose content view
  /// has the class `content`, or nil to remove it. Geometry only; its host view's class and
  /// frame are unknown (Q-26), so the tree does not change.
  mutating func setBottomAccessory(
    _ content: String?, tab named: String?, animated: Bool, _ recorder: inout StepRecorder
  ) -> ResolvedAction {
    guard let tab = tabBarController(named, verb: "bottomAccessory", &recorder) else {
      return .bottomAccessory(content, on: nil)
    }
    let action = ResolvedAction.bottomAccessory(content, on: ControllerID(tab))
    if refuseBefore(ios: 26, "bottomAccessory", what: "call", rule: "TB-13", &recorder) {
      return action
    }
    guard world[tab]?.bottomAccessory != content else {
      refuse(
        warning: content.map { "\(tab)'s bottom accessory already shows a \($0)" }
          ?? "\(tab) has no bottom accessory; nothing changes", &recorder)
      return action
    }
    world[tab]?.bottomAccessory = content
    let call = "setBottomAccessory(\(content.map { "UITabAccessory(\($0))" } ?? "nil"), "
    let text: String
    if content != nil {
      text =
        call + "animated: \(animated)) gives \(tab) a bottom accessory: "
        + world.accessorySentence(
          tab: tab, minimized: world[tab]?.tabBarMinimized ?? false,
          hidden: world.tabBarHidden(tab))
    } else {
      text =
        call + "animated: \(animated)) removes \(tab)'s bottom accessory (TB-13). No "
        + "controller is added, moved or sent appearance callbacks [I]."
    }
    recorder.capture(&world, .after, text)
    return action
  }
}
