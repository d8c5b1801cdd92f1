extension World {
  /// TB-11: true when a tab bar controller is built from `UITab` objects: the scene set its
  /// `mode` or `selectedTab`, or made one of its tabs a `UITabGroup`.
  func usesTabAPI(_ tab: String) -> Bool {
    guard let controller = controllers[tab], controller.kind == .tab else { return false }
    let tabs = controller.moreTabs?.order ?? Array(controller.children)
    return controller.options.uiTab.isSet
      || tabs.contains { controllers[$0]?.options.uiTab.group != nil }
  }

  /// TB-11: the tab whose controller shows for `name`: `name` itself when it is one of the
  /// tab bar controller's tabs, or the group it is a child tab of. By default a tab bar
  /// controller changes its view controller only for root tabs, so every child tab of a
  /// group shows the group's controller [C: FORUM-TABGROUP]. Nil when `name` is neither.
  func rootTab(for name: String, in tab: String) -> String? {
    guard let controller = controllers[tab] else { return nil }
    let tabs = controller.moreTabs?.order ?? Array(controller.children)
    if tabs.contains(name) { return name }
    return tabs.first { controllers[$0]?.options.uiTab.group?.contains(name) == true }
  }

  /// TB-11: what building a tab bar controller from `UITab`s means, for the first
  /// explanation; nil for a classic tab bar controller. Before iOS 18 the API does not exist
  /// and the scene's `viewControllers` are used as they are.
  func tabAPINote(_ spec: ControllerSpec) -> ContainerNote? {
    guard case .tab(let tabs, let selected) = spec.kind else { return nil }
    let groups = tabs.compactMap { tab in
      tab.options.uiTab.group.map { ContainerNote.TabGroup(group: tab.name, children: $0) }
    }
    guard spec.options.uiTab.isSet || !groups.isEmpty else { return nil }
    guard environment.ios >= 18 else {
      return .tabAPIBeforeIOS18(tab: spec.name, ios: environment.ios)
    }
    var selectedChild: ContainerNote.SelectedChildTab?
    if let tab = spec.options.uiTab.selectedTab, case .name(let root) = selected, root != tab {
      selectedChild = ContainerNote.SelectedChildTab(tab: tab, root: root)
    }
    return .tabAPI(
      tab: spec.name, groups: groups, selectedChild: selectedChild, mode: modeNote(spec),
      moreUnsettled: tabs.count >= MoreTabs.threshold
        && environment.traits.horizontal == .compact)
  }

  /// `mode` in the environment at launch (TB-11, TB-6); nil when it says nothing.
  private func modeNote(_ spec: ControllerSpec) -> ContainerNote.TabModeNote? {
    let mode = spec.options.uiTab.mode ?? .automatic
    let hasGroup = spec.childSpecs.contains { $0.options.uiTab.group != nil }
    guard World.hasFloatingTabBar(environment) else {
      return spec.options.uiTab.mode == nil ? nil : .regularTabBar(mode: mode.rawValue)
    }
    guard mode == .tabSidebar || (mode == .automatic && hasGroup) else {
      return .tabBarOnly(mode: mode.rawValue, automatic: mode == .automatic)
    }
    return .sidebar(mode: mode.rawValue, automatic: mode == .automatic)
  }
}
