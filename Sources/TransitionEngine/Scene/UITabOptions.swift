/// The iOS 18 tab API as a scene writes it (TB-11): on a tab bar controller its `mode` and
/// `selectedTab`; on one of its tabs, the child tabs that make it a `UITabGroup`. Any of them
/// says that the tab bar controller is built from `UITab` objects (`init(tabs:)`).
public struct UITabOptions: Hashable, Sendable {
  /// `UITabBarController.mode` (iOS 18); nil when the scene does not set it (`.automatic`).
  public var mode: TabBarMode?
  /// `selectedTab` at launch: a tab's controller or a child tab of a group.
  public var selectedTab: String?
  /// On a tab: it is a `UITabGroup` whose child tabs have these names; nil for a plain tab.
  public var group: [String]?
  /// `tabBarMinimizeBehavior` (iOS 26, TB-13); nil when the scene does not set it.
  public var minimizeBehavior: TabBarMinimizeBehavior?
  /// `bottomAccessory` at launch (iOS 26, TB-13): the class of its content view.
  public var bottomAccessory: String?

  public init(mode: TabBarMode? = nil, selectedTab: String? = nil, group: [String]? = nil) {
    self.mode = mode
    self.selectedTab = selectedTab
    self.group = group
  }

  /// True when the scene wrote any of the iOS 18 keys (the tabs are `UITab`s).
  public var isSet: Bool { mode != nil || selectedTab != nil || group != nil }
}

/// `UITabBarController.MinimizeBehavior` (iOS 26, TB-13).
public enum TabBarMinimizeBehavior: String, Hashable, Sendable, CaseIterable {
  /// The default: the system decides.
  case automatic
  case never
  /// Minimizes while the content scrolls down, expands when it scrolls back up.
  case onScrollDown
  /// The reverse, for content aligned to the bottom.
  case onScrollUp
}

/// `UITabBarController.Mode` (iOS 18, TB-11).
public enum TabBarMode: String, Hashable, Sendable, CaseIterable {
  /// The default: a sidebar on iPad only when the tabs contain a `UITabGroup`.
  case automatic
  /// Only a tab bar.
  case tabBar
  /// A tab bar or a sidebar on iPad, depending on context; the regular tab bar on iPhone.
  case tabSidebar
}
