extension World {
  /// TB-6: on iPadOS 18 and later, in regular width, a tab bar controller hosts its tabs in a
  /// `_UITabContainerView` (the floating tab bar at the top, or a sidebar) and shows no bottom
  /// `UITabBar`; in compact width (narrow multitasking windows, any iPhone) and before iOS 18
  /// the classic bottom bar stays.
  func usesFloatingTabBar(_ tab: String) -> Bool {
    controllers[tab]?.kind == .tab && World.hasFloatingTabBar(environment)
  }

  /// TB-6 for an environment: iPad, iOS 18 or later, regular width.
  static func hasFloatingTabBar(_ environment: Environment) -> Bool {
    environment.device.family == .pad && environment.ios >= 18
      && environment.traits.horizontal == .regular
  }

  /// A sentence for a size change that switches tab bar controllers between the floating tab
  /// bar and the bottom bar (TB-6), or an empty string.
  func tabBarNote(before old: Environment) -> String {
    let was = World.hasFloatingTabBar(old)
    let now = World.hasFloatingTabBar(environment)
    guard was != now else { return "" }
    let tabs = inWindow(kind: .tab)
    guard !tabs.isEmpty else { return "" }
    return ContainerNote.tabBarHost(tabs: tabs, floating: now).english
  }

  /// `tabBarNote(before:)` in Chinese.
  func tabBarChinese(before old: Environment) -> String {
    let now = World.hasFloatingTabBar(environment)
    let tabs = inWindow(kind: .tab)
    guard World.hasFloatingTabBar(old) != now, !tabs.isEmpty else { return "" }
    return ContainerNote.tabBarHost(tabs: tabs, floating: now).chinese
  }

  /// Puts the `_UITabContainerView` in the tab controller's view, where the bar was, or takes
  /// it out in compact width. Its frame is the floating bar's strip at the top, 50 pt tall
  /// below the status bar; its inner views (the floating bar's buttons, the sidebar) are not
  /// in any published dump and are not modelled [I: frame and nesting].
  mutating func layoutTabContainer(_ tab: String, in bounds: Rect, insets: Insets) {
    guard let view = controllers[tab]?.view else { return }
    let existing = controllers[tab]?.chrome.tabContainer
    // TB-12: isTabBarHidden hides the floating bar as well as the bottom bar.
    guard usesFloatingTabBar(tab), controllers[tab]?.isTabBarHidden != true else {
      if let existing { forest.removeFromSuperview(existing) }
      return
    }
    let container = existing ?? forest.make(ViewClassCatalogue.tabContainerView)
    controllers[tab]?.chrome.tabContainer = container
    if forest.superview(of: container) != view { forest.insert(container, into: view) }
    forest.setFrame(container, Rect(x: 0, y: insets.top, width: bounds.width, height: 50))
  }
}
