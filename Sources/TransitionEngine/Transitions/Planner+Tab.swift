extension Planner {
  /// Setting `selectedViewController` on a tab controller (TB-1..TB-3), or `selectedIndex` from
  /// a gesture handler with the delegate's interaction controller (TB-14).
  mutating func select(_ selector: TabSelector, tab named: String?, _ recorder: inout StepRecorder)
    -> ResolvedAction
  {
    let label = selector.label
    let tabs = named.map { [$0] } ?? world.inWindow(kind: .tab)
    guard tabs.count == 1, let tab = tabs.first, world[tab]?.kind == .tab else {
      refuse(
        warning: named.map { "\($0) is not a tab bar controller" }
          ?? "select needs exactly one tab bar controller on screen; name it with 'tab:'",
        &recorder)
      return .select(selector, in: nil)
    }
    let action = ResolvedAction.select(selector, in: ControllerID(tab))
    if refuseWhileUnfinished(tab, verb: "switch tabs", pushed: nil, &recorder) { return action }
    // TB-7: the app's tabs are `viewControllers`, without the More navigation controller.
    let order = world[tab]?.moreTabs?.order ?? Array(world[tab]?.children ?? [])
    guard let position = world.index(of: selector, in: order),
      let current = world[tab]?.selectedChild, let wrapper = world[tab]?.chrome.wrapper
    else {
      refuse(warning: "\(tab) has no tab \(label); the selection does not change", &recorder)
      return action
    }
    guard
      let target = routeThroughMore(
        order[position], at: position, in: tab, current: current, &recorder)
    else { return action }
    let children = world[tab]?.children ?? []
    guard let index = children.firstIndex(of: target) else { return action }
    guard target != current else {
      refuse(warning: "\(target) is already selected; UIKit changes nothing", &recorder)
      return action
    }

    // TB-3: the new tab's view loads and is told it will appear before the old one is told
    // it will disappear, the reverse of a push. The switch is not animated by default.
    // Everything in the wrapper leaves with the old tab, including the container of a
    // current-context presentation made inside it (T-8).
    let onScreen = world.isInWindow(tab)
    let isAnimated = animator != nil && onScreen
    if onScreen, animator == nil, delegateAnswer != nil {
      // TB-4, §13.1: the app's tab bar delegate was asked and returned nil: the ask is an
      // event, and the switch is not animated.
      askForAnimator(.tab(tab: tab, from: current, to: target), interactive: false)
    }
    let before = world.forest.subviews(of: wrapper)
    let fromView = world[current]?.view.flatMap { before.contains($0) ? $0 : nil }
    let outgoing = onScreen ? world.forwardedOwners(under: wrapper, from: [tab]) : []
    let oldIndex = world[tab]?.selectedIndex ?? 0
    world.loadViewIfNeeded(target)
    world[tab]?.selectedIndex = index
    if let bounds = world.forest.node(wrapper)?.layoutFrame.bounds {
      world.mount(target, into: wrapper, frame: bounds, insets: childInsets(of: target, in: tab))
    }
    world.reattachContextPresentations(in: wrapper, within: target)
    let incoming =
      onScreen
      ? world.forwardedOwners(under: wrapper, from: [tab]).filter { !outgoing.contains($0) } : []
    // with the app's animator the to-view is outside the container until a line adds it.
    let toView = world[target]?.view
    // T-8: the containers of the new tab's current-context presentations, back in the wrapper.
    let contextContainers = world.forest.subviews(of: wrapper).filter {
      !before.contains($0) && $0 != toView
    }
    // M-2, T-8: a current-context presentation inside either tab took that tab's view out of
    // the window, and the switch's callbacks go to what the wrapper shows instead.
    let takenViews = [
      fromView == nil ? world[current]?.view : nil,
      toView.flatMap { world.forest.superview(of: $0) == wrapper ? nil : $0 },
    ].compactMap { $0 }
    if isAnimated, let toView { world.forest.removeFromSuperview(toView) }
    world.beginAppearance(incoming, appearing: true, animated: isAnimated)
    world.beginAppearance(outgoing, appearing: false, animated: isAnimated)
    var transition = TabTransition(
      tab: tab, from: current, target: target, container: wrapper, before: before,
      outgoing: outgoing, incoming: incoming, oldIndex: oldIndex, toView: toView,
      contextContainers: contextContainers, fromView: fromView, takenViews: takenViews,
      isAnimated: isAnimated)
    driveSwitch(&transition, &recorder)
    return action
  }

  /// TB-14: the step's finger drives the switch only through the delegate's interaction
  /// controller, which UIKit asks for once the delegate has returned an animator; without
  /// one the switch runs without the finger, and its first phase says so.
  private mutating func driveSwitch(
    _ transition: inout TabTransition, _ recorder: inout StepRecorder
  ) {
    let isAnimated = transition.isAnimated
    if isAnimated && delegateAnswer?.noInteractionController != true {
      transition.animatorInteraction = interactiveCancel(cancelled: false)
    }
    drive(&transition, &recorder)
    if interaction != nil, transition.animatorInteraction == nil, recorder.phases.count > 1 {
      let asked = delegateAnswer?.askedForInteraction == true
      recorder.prefix(
        at: 1,
        PresentStory.note(
          transition.story.withoutFinger(animator: isAnimated, asked: asked),
          transition.story.chineseWithoutFinger(animator: isAnimated, asked: asked)))
    }
  }

  /// TB-7, TB-8: a tab beyond the fourth, in a bar with a More item, goes onto the More
  /// navigation controller, which is what gets selected. Nil when the step is refused.
  private mutating func routeThroughMore(
    _ target: String, at position: Int, in tab: String, current: String,
    _ recorder: inout StepRecorder
  ) -> String? {
    guard let more = world[tab]?.moreTabs, world.showsMoreItem(tab),
      position >= MoreTabs.barItems
    else { return target }
    guard current != more.navigation else {
      refuse(
        warning: more.borrowed == target
          ? "\(target) is already selected; UIKit changes nothing"
          : "\(more.navigation) is showing; TransitionScope does not model switching from "
            + "one More tab to another directly; select a tab in the bar first", &recorder)
      return nil
    }
    world.borrowForMore(target, in: tab)
    let currentIndex = (world[tab]?.children ?? []).firstIndex(of: current) ?? 0
    world[tab]?.selectedIndex = currentIndex
    world.pendingMistakeNotes.append(world.moreNoteTold(tab, shows: target))
    return more.navigation
  }
}
