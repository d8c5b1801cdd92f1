extension World {
  /// Sets the frames of a controller's view, its private chrome and decorations, and lays out
  /// the children it shows that are in place. Frames follow the window and bar metrics of
  /// `Environment` [I: bar heights per device].
  /// `depth` counts the controllers above this one in the walk; containment is never cyclic,
  /// and the walk stops anyway once it is deeper than there are controllers.
  mutating func layout(_ name: String, frame: Rect, insets: Insets, depth: Int = 0) {
    guard let controller = controllers[name], let view = controller.view,
      depth <= controllers.count
    else { return }
    forest.setFrame(view, frame)
    let bounds = frame.bounds
    let chrome = controller.chrome
    switch controller.kind {
    case .navigation:
      if let transition = chrome.transitionView { forest.setFrame(transition, bounds) }
      if let wrapper = chrome.wrapper { forest.setFrame(wrapper, bounds) }
      layoutNavigationBars(name, bounds: bounds, insets: insets)  // N-1, N-20–N-22
      reconcileChildren(of: name, insets: insets, depth: depth)
    case .tab:
      if let transition = chrome.transitionView { forest.setFrame(transition, bounds) }
      if let wrapper = chrome.wrapper { forest.setFrame(wrapper, bounds) }
      if let bar = chrome.bar {
        forest.setFrame(bar, tabBarFrame(in: bounds))
        // N-8: at rest the bar is in the tab's view exactly when no pushed controller hides it.
        if tabBarHidden(name) {
          forest.removeFromSuperview(bar)  // N-8, TB-6: no bottom bar in the window.
        } else if forest.superview(of: bar) != view {
          forest.insert(bar, into: view)
        }
      }
      layoutTabContainer(name, in: bounds, insets: insets)
    case .plain, .container:
      if let scroll = chrome.wrapper { forest.setFrame(scroll, bounds) }  // K-10
      layoutDecorations(of: view, in: bounds, insets: insets, skipping: chrome.wrapper)
    case .split:
      if let content = chrome.wrapper { forest.setFrame(content, bounds) }  // SV-7
      layoutDecorations(of: view, in: bounds, insets: insets, skipping: chrome.wrapper)
      reconcileChildren(of: name, insets: insets, depth: depth)
    }
    for child in visibleChildren(name) where isMounted(child, in: name) {
      layout(
        child, frame: childFrame(child, in: name),
        insets: childInsets(child, in: name, insets: insets), depth: depth + 1)
    }
  }

  /// At rest a navigation controller's wrapper holds its top child's view only (N-2), and a
  /// split shows both columns in regular width, the primary only in compact width (SV-1).
  /// After a stack or size-class change outside a transition (a split collapsing, SV-2), the
  /// children's views join or leave accordingly. A view a presentation took is left alone.
  private mutating func reconcileChildren(of parent: String, insets: Insets, depth: Int) {
    guard let slot = slot(for: parent) else { return }
    let visible = visibleChildren(parent)
    // Only a view in the slot can be mounted there: look at those, not at every child (a
    // stack of thousands keeps one view in its wrapper); a child names `parent` as its
    // parent (the links agree, World+Links), so no list of children is searched.
    for view in forest.subviews(of: slot) {
      guard let owner = forest.node(view)?.owner, controllers[owner]?.view == view,
        !visible.contains(owner), controllers[owner]?.parent == parent
      else { continue }
      // N-2, TB-2, SV-1: a container whose children the app's code changed by hand drops
      // what it no longer shows without callbacks [I]; what leaves is the app's doing.
      if !appMistakes.isEmpty && appMistakes.contains(.containerContent(parent)),
        forest.isDescendant(view, of: window)
      {
        let leaving = owners(under: view)
        for name in leaving { markAppMistake(.appearanceOutOfStep(name)) }
        pendingMistakeNotes.append(
          PhaseNote(.droppedAtLayout(container: parent, owner: owner, leaving: leaving)))
      }
      forest.removeFromSuperview(view)
    }
    if !presentations.isEmpty {
      for child in controllers[parent]?.children ?? [] where !visible.contains(child) {
        detachPresentations(within: child)  // Their containers go with the child (T-8).
      }
    }
    for (position, child) in visible.enumerated() {
      if !isMounted(child, in: parent) && !isGrabbed(child) {
        // SV-5, SV-7: a split's primary returning to its column goes before the secondary.
        let index =
          controllers[parent]?.kind == .split
          ? visible.prefix(position).filter { isMounted($0, in: parent) }.count : nil
        mount(
          child, into: slot, at: index, frame: childFrame(child, in: parent),
          insets: childInsets(child, in: parent, insets: insets), depth: depth + 1)
      }
      reattachContextPresentations(in: slot, within: child)
    }
  }

  /// True when a grabbing presentation has taken this controller's view (T-4).
  func isGrabbed(_ name: String) -> Bool {
    presentations.presented(by: name).contains { presentations[$0]?.presenterHome != nil }
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
      // N-20: a hidden bar gives its height back; N-22: a shown toolbar takes the bottom's.
      return Insets(
        top: insets.top + navigationBarInset(for: parent),
        bottom: insets.bottom + (showsToolbar(parent) ? toolbarHeight : 0))
    case .tab:
      let barShown = !tabBarHidden(parent)
      return Insets(
        top: insets.top, bottom: barShown ? environment.tabBarHeight : insets.bottom)
    case .plain, .container, .split:
      // The safe area a child's view keeps is the part of its parent's that it overlaps.
      guard let parentView = controller.view,
        let bounds = forest.node(parentView)?.layoutFrame.bounds
      else { return insets }
      let frame = childFrame(child, in: parent)
      return Insets(
        top: max(0, insets.top - frame.y),
        bottom: max(0, insets.bottom - (bounds.height - frame.maxY)))
    }
  }

  /// Decorative subviews (`views:`) as rows down the safe area of their root view.
  private mutating func layoutDecorations(
    of view: ViewID, in bounds: Rect, insets: Insets, skipping chromeView: ViewID? = nil
  ) {
    var row = 0
    forest.setFrames(inside: view) { _, subview in
      guard subview.owner == nil, subview.id != chromeView else { return nil }
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
