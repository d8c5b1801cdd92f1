extension TabBarStepNote {
  /// The words in English.
  var english: String {
    switch self {
    case .scrolled(let content, let down, let outcome, let accessory):
      return "The user scrolls \(content)'s content \(down ? "down" : "up"). " + outcome.english
        + (accessory.map {
          " The bottom accessory (\($0.content)) moves with it: " + $0.place.english + " (TB-13)."
        } ?? "")
    case .accessoryGiven(let content, let tab, let animated, let place):
      return "setBottomAccessory(UITabAccessory(\(content)), animated: \(animated)) gives \(tab) "
        + "a bottom accessory: " + ContainerNote.accessory(place).english
    case .accessoryRemoved(let tab, let animated):
      return "setBottomAccessory(nil, animated: \(animated)) removes \(tab)'s bottom accessory "
        + "(TB-13). No controller is added, moved or sent appearance callbacks [I]."
    case .tabBarHidden(let hidden, let animated, let tab, let floating, let pushedHides):
      let bar = floating ? "floating tab bar (TB-6)" : "bottom UITabBar"
      return "setTabBarHidden(\(hidden), animated: \(animated)) "
        + (hidden ? "hides" : "shows") + " the active bar of \(tab), here its \(bar) (TB-12). "
        + "Only the bar changes: no controller is added, moved or sent appearance "
        + "callbacks [I]; the views whose safe area changes are laid out again (LC-4)."
        + (pushedHides
          ? " A pushed controller with hidesBottomBarWhenPushed hides the bar as well (N-8); the "
            + "two are separate settings." : "")
    case .childTabOfShownGroup(let name, let root):
      return "selectedTab becomes \(name), a child tab of the UITabGroup \(root), whose controller "
        + "is already shown. A tab bar controller changes its view controller only for "
        + "root tabs (TB-11, an Apple engineer's answer, FORUM-TABGROUP): no controller is "
        + "added, moved or sent appearance callbacks; only selectedTab changes [I]."
    case .childTabSelectsGroup(let name, let root):
      return "selectedTab becomes \(name), a child tab of the UITabGroup \(root): a tab bar "
        + "controller changes its view controller only for root tabs (TB-11, "
        + "FORUM-TABGROUP), so \(root) is what appears, with the tab switch of TB-3."
    }
  }
}

extension TabBarStepNote.ScrollOutcome {
  /// What the scroll does to the bar, in English.
  var english: String {
    switch self {
    case .beforeIOS26: return "Before iOS 26 a tab bar does not minimize (TB-13)."
    case .notPhone(let behavior):
      return ContainerNote.minimize(ContainerNote.Minimize(behavior: behavior, phone: false))
        .english
    case .hidden(let tab):
      return "\(tab)'s tab bar is hidden, so there is nothing to minimize (TB-13, TB-12, N-8)."
    case .stays(let behavior, let minimized):
      return "With tabBarMinimizeBehavior \(behavior.rawValue) the bar stays "
        + (minimized ? "minimized" : "expanded") + ": "
        + ContainerNote.minimize(ContainerNote.Minimize(behavior: behavior, phone: true)).english
    case .changes(let behavior, let tab, let minimized):
      return "With tabBarMinimizeBehavior \(behavior.rawValue) the tab bar of \(tab) "
        + (minimized ? "minimizes" : "expands again")
        + " (TB-13). Only the bar's geometry changes: no controller is added, moved or sent "
        + "appearance callbacks [I]. The minimized bar's frame and the classes of the iOS 26 "
        + "tab bar's views are in no source (Q-26), so the picture keeps the UITabBar as "
        + "drawn."
    }
  }
}
