extension World {
  /// N-8 and Q-9: whether a navigation stack hides the bottom bar. Apple's reference page says
  /// the top-most controller's `hidesBottomBarWhenPushed` decides; the decompiled iOS 26 code
  /// checks every controller from the top of the stack down to its bottom. Sources differ; the
  /// engine follows the decompiled code (any controller in the stack), pinned by a test.
  func hidesBottomBar(stack: some Sequence<String>) -> Bool {
    stack.contains { controllers[$0]?.options.hidesBottomBarWhenPushed == true }
  }

  /// Whether a tab controller's `UITabBar` is out of the window because the navigation
  /// controller in its selected tab hides it (N-8).
  func tabBarHidden(_ tab: String) -> Bool {
    if usesFloatingTabBar(tab) { return true }  // TB-6: no bottom bar to hide or bring back.
    if controllers[tab]?.isTabBarHidden == true { return true }  // TB-12: isTabBarHidden.
    guard let selected = controllers[tab]?.selectedChild,
      let child = controllers[selected], child.kind == .navigation
    else { return false }
    return hidesBottomBar(stack: child.children)
  }

  /// The tab controller whose selected tab is this navigation controller, if any.
  func tabHosting(navigation nav: String) -> String? {
    guard let parent = controllers[nav]?.parent, controllers[parent]?.kind == .tab,
      controllers[parent]?.selectedChild == nav
    else { return nil }
    return parent
  }
}
