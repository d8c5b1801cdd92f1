extension World {
  /// Sets the frames of a controller's view, its private chrome and decorations, and lays out
  /// the children it shows that are in place. Frames follow the window and bar metrics of
  /// `Environment` [I: bar heights per device].
  mutating func layout(_ name: String, frame: Rect, insets: Insets) {
    guard let controller = controllers[name], let view = controller.view else { return }
    forest.setFrame(view, frame)
    let bounds = frame.bounds
    let chrome = controller.chrome
    switch controller.kind {
    case .navigation:
      if let transition = chrome.transitionView { forest.setFrame(transition, bounds) }
      if let wrapper = chrome.wrapper { forest.setFrame(wrapper, bounds) }
      if let bar = chrome.bar {
        forest.setFrame(
          bar,
          Rect(
            x: 0, y: insets.top, width: bounds.width, height: environment.navigationBarHeight))
      }
    case .tab:
      if let transition = chrome.transitionView { forest.setFrame(transition, bounds) }
      if let wrapper = chrome.wrapper { forest.setFrame(wrapper, bounds) }
      if let bar = chrome.bar {
        forest.setFrame(bar, tabBarFrame(in: bounds))
        // N-8: at rest the bar is in the tab's view exactly when no pushed controller hides it.
        if tabBarHidden(name) {
          forest.removeFromSuperview(bar)
        } else if forest.superview(of: bar) != view {
          forest.insert(bar, into: view)
        }
      }
    case .plain, .container:
      layoutDecorations(of: view, in: bounds, insets: insets)
    case .split:
      layoutDecorations(of: view, in: bounds, insets: insets)
      reconcileColumns(of: name, insets: insets)
    }
    for child in visibleChildren(name) where isMounted(child, in: name) {
      layout(
        child, frame: childFrame(child, in: name),
        insets: childInsets(child, in: name, insets: insets))
    }
  }

  /// SV-1: a split shows both columns in regular width and only the primary in compact width;
  /// after a size-class change the columns' views join or leave the split's view.
  private mutating func reconcileColumns(of split: String, insets: Insets) {
    guard let slot = slot(for: split) else { return }
    let visible = visibleChildren(split)
    for child in controllers[split]?.children ?? [] where !visible.contains(child) {
      if isMounted(child, in: split), let view = controllers[child]?.view {
        forest.removeFromSuperview(view)
      }
    }
    for child in visible where !isMounted(child, in: split) {
      mount(
        child, into: slot, frame: childFrame(child, in: split),
        insets: childInsets(child, in: split, insets: insets))
    }
  }

  /// Where a tab controller's `UITabBar` sits inside its view.
  func tabBarFrame(in bounds: Rect) -> Rect {
    let height = environment.tabBarHeight
    return Rect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
  }

  /// Safe-area insets a parent hands a child: below the navigation bar, above the tab bar.
  func childInsets(_ child: String, in parent: String, insets: Insets) -> Insets {
    guard let controller = controllers[parent] else { return insets }
    switch controller.kind {
    case .navigation:
      return Insets(top: insets.top + environment.navigationBarHeight, bottom: insets.bottom)
    case .tab:
      let barShown = !tabBarHidden(parent)
      return Insets(
        top: insets.top, bottom: barShown ? environment.tabBarHeight : insets.bottom)
    case .plain, .container, .split:
      // The safe area a child's view keeps is the part of its parent's that it overlaps.
      guard let parentView = controller.view, let bounds = forest.node(parentView)?.frame.bounds
      else { return insets }
      let frame = childFrame(child, in: parent)
      return Insets(
        top: max(0, insets.top - frame.y),
        bottom: max(0, insets.bottom - (bounds.height - frame.maxY)))
    }
  }

  /// The safe-area insets a controller's view gets from the window and its ancestors.
  func insets(of name: String) -> Insets {
    guard let parent = controllers[name]?.parent else { return windowInsets }
    return childInsets(name, in: parent, insets: insets(of: parent))
  }

  /// Decorative subviews (`views:`) as rows down the safe area of their root view.
  private mutating func layoutDecorations(of view: ViewID, in bounds: Rect, insets: Insets) {
    var row = 0
    forest.setFrames(inside: view) { _, subview in
      guard subview.owner == nil else { return nil }
      defer { row += 1 }
      return Rect(
        x: 16, y: insets.top + 8 + Double(row) * 52, width: max(bounds.width - 32, 0),
        height: 44)
    }
  }

  /// Lays the whole window out again after the window size or traits changed.
  mutating func relayoutWindow() {
    forest.setFrame(window, windowBounds)
    if let wrapper = rootWrapper {
      forest.setFrame(wrapper.transitionView, windowBounds)
      forest.setFrame(wrapper.dropShadow, windowBounds)
    }
    layout(rootName, frame: windowBounds, insets: windowInsets)
    layoutPresentations()
  }
}
