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
  func tabAPINote(_ spec: ControllerSpec) -> String? {
    guard case .tab(let tabs, let selected) = spec.kind else { return nil }
    let groups = tabs.compactMap { tab in tab.options.uiTab.group.map { (tab.name, $0) } }
    guard spec.options.uiTab.isSet || !groups.isEmpty else { return nil }
    let name = spec.name
    guard environment.ios >= 18 else {
      return "\(name) uses UITab, UITabGroup, mode or selectedTab, which are new in iOS 18; on "
        + "iOS \(environment.ios) it is a classic tab bar controller of its viewControllers and "
        + "the groups' child tabs do not exist (TB-11)."
    }
    var text =
      "\(name) is built from UITab objects (TB-11): each tab's view-controller provider returns "
      + "the controller shown for it. When UIKit calls a provider (at the tab's first "
      + "selection or earlier) is not documented, so the model lists every tab's controller as "
      + "a child of \(name) from the start, as viewControllers would [I]."
    for (group, children) in groups {
      text +=
        " \(group) is a UITabGroup with the child tabs \(children.joined(separator: ", ")): "
        + "by default a tab bar controller changes its view controller only for root tabs, "
        + "so every child tab shows \(group) (an Apple engineer's answer, FORUM-TABGROUP); the "
        + "child tabs' own controllers are not shown and not modelled."
    }
    if let tab = spec.options.uiTab.selectedTab, case .name(let root) = selected, root != tab {
      text += " selectedTab is \(tab), a child tab of \(root), so \(root) is selected."
    }
    text += modeSentence(spec)
    if tabs.count >= MoreTabs.threshold && environment.traits.horizontal == .compact {
      text +=
        " Whether a tab bar controller built from UITabs uses the More interface with six or "
        + "more tabs on iPhone is not settled by the sources (Q-23); the model follows TB-7."
    }
    return text
  }

  /// `mode` in the environment at launch (TB-11, TB-6).
  private func modeSentence(_ spec: ControllerSpec) -> String {
    let mode = spec.options.uiTab.mode ?? .automatic
    let hasGroup = spec.childSpecs.contains { $0.options.uiTab.group != nil }
    guard World.hasFloatingTabBar(environment) else {
      return spec.options.uiTab.mode == nil
        ? ""
        : " With mode \(mode.rawValue) an iPhone, or any compact-width window, shows the "
          + "regular tab bar (TB-11)."
    }
    guard mode == .tabSidebar || (mode == .automatic && hasGroup) else {
      return " With mode \(mode.rawValue)"
        + (mode == .automatic ? " and no tab group" : "")
        + " the iPad shows only the tab bar, never a sidebar (TB-11)."
    }
    return " With mode \(mode.rawValue)"
      + (mode == .automatic ? " and a tab group" : "")
      + " the iPad's _UITabContainerView may show a sidebar instead of the floating tab bar "
      + "(TB-11, TB-6). Which of the two shows at launch (sidebar.isHidden) and whether the "
      + "sidebar sits beside the content or over it are not in the sources: the model keeps "
      + "the selected tab's view at full width and draws no sidebar [I]."
  }
}
