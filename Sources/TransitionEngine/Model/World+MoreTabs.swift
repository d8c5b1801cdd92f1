extension World {
  /// TB-7: the bar shows its first four tabs and a More item when the tab bar controller has
  /// six or more tabs in compact width. In regular width the More interface is not used on
  /// iPadOS 18+ (TB-10); how many items an older iPad bar held is open, and the model
  /// uses no More item in regular width there either [I].
  func showsMoreItem(_ tab: String) -> Bool {
    guard let more = controllers[tab]?.moreTabs else { return false }
    return environment.traits.horizontal == .compact && more.order.count >= MoreTabs.threshold
  }

  /// TB-7: the first time the view of a tab bar controller with six or more tabs loads, its
  /// More navigation controller (`UIMoreNavigationController`, rooted in a
  /// `UIMoreListController`) is made; it is not in `viewControllers` [C: DOC-more]. The model
  /// lists it as the tab controller's last child so that it can be shown [I]. A tab beyond
  /// the fourth selected from the start goes into it at once (TB-8). The model does this when
  /// the tab bar controller is created, before its view loads [I: the moment], so that one
  /// whose view first loads inside a transition (a pop back to it) shows, and tells of its
  /// appearance, the controllers the More navigation controller holds.
  mutating func prepareMoreTabs(_ tab: String) {
    guard let controller = controllers[tab], controller.kind == .tab,
      controller.moreTabs == nil, controller.children.count >= MoreTabs.threshold
    else { return }
    let order = Array(controller.children)
    let navigation = freshName("MoreNav")
    let list = freshName("MoreList")
    var navigationOptions = ControllerOptions()
    navigationOptions.className = "UIMoreNavigationController"
    var listOptions = ControllerOptions()
    listOptions.className = "UIMoreListController"
    controllers[navigation] = Controller(
      name: navigation, kind: .navigation, options: navigationOptions)
    controllers[list] = Controller(name: list, kind: .plain, options: listOptions)
    creationOrder += [navigation, list]
    linkChild(list, to: navigation)
    linkChild(navigation, to: tab)
    controllers[tab]?.moreTabs = MoreTabs(navigation: navigation, list: list, order: order)
    let selected = controller.selectedIndex
    guard showsMoreItem(tab), selected >= MoreTabs.barItems, order.indices.contains(selected)
    else {
      if showsMoreItem(tab) {
        pendingMistakeNotes.append(
          PhaseNote(
            .container(
              .moreTabsListed(tab: tab, count: order.count, navigation: navigation, list: list))))
      }
      return
    }
    borrowForMore(order[selected], in: tab)
    if let note = moreShows(tab, order[selected], ending: .stop) {
      pendingMistakeNotes.append(PhaseNote(words: note.english, controllers: [tab]))
    }
  }

  /// TB-8: UIKit pushes a More tab's controller onto the More navigation controller, above
  /// the list; a tab that is itself a navigation controller lends its stack instead, and is
  /// left empty [D: UIMoreNavigationController]. Any tab lent before goes back first. The
  /// tab bar controller then selects the More navigation controller.
  mutating func borrowForMore(_ target: String, in tab: String) {
    returnBorrowed(in: tab)
    guard var more = controllers[tab]?.moreTabs else { return }
    if controllers[target]?.kind == .navigation {
      let stack = controllers[target]?.children ?? []
      for name in stack {
        if let view = controllers[name]?.view { forest.removeFromSuperview(view) }
        linkChild(name, to: more.navigation)
      }
      more.movedStack = Array(stack)
    } else {
      if let view = controllers[target]?.view { forest.removeFromSuperview(view) }
      linkChild(target, to: more.navigation)
    }
    more.borrowed = target
    controllers[tab]?.moreTabs = more
    let children = controllers[tab]?.children ?? []
    controllers[tab]?.selectedIndex = children.firstIndex(of: more.navigation) ?? 0
  }

  /// TB-8: the lent tab goes back to the tab bar controller, in its place among the tabs (a
  /// lent navigation stack back to its navigation controller); what the app pushed on the
  /// More navigation controller goes with it. The More navigation controller keeps its list.
  mutating func returnBorrowed(in tab: String) {
    guard var more = controllers[tab]?.moreTabs, let borrowed = more.borrowed else { return }
    let above = (controllers[more.navigation]?.children ?? []).filter { $0 != more.list }
    for name in above {
      if let view = controllers[name]?.view { forest.removeFromSuperview(view) }
    }
    let selected = controllers[tab]?.selectedChild
    if controllers[borrowed]?.kind == .navigation {
      for name in above { linkChild(name, to: borrowed) }
    } else {
      for name in above where name != borrowed { unlinkChild(name) }
      setChildren(more.order + [more.navigation], of: tab)
    }
    let children = controllers[tab]?.children ?? []
    controllers[tab]?.selectedIndex = selected.flatMap { children.firstIndex(of: $0) } ?? 0
    more.borrowed = nil
    more.movedStack = []
    controllers[tab]?.moreTabs = more
  }

  /// TB-10: in regular width the More interface is not used, so a tab lent to it goes back
  /// and is selected directly; in compact width a selected tab beyond the fourth is lent to
  /// it [C: RNS-MORE] [I: the moves]. Returns a sentence per tab controller that changed.
  mutating func settleMoreTabs() -> [ContainerNote] {
    var notes: [ContainerNote] = []
    // Only a tab bar controller has a More interface: with none, skip the walk over every
    // controller (a rotation of a 10,000-deep stack would copy each one).
    guard controllers.contains(kind: .tab) else { return notes }
    for tab in inCreationOrder(controllers.names(of: .tab)) {
      guard let more = controllers[tab]?.moreTabs else { continue }
      let selected = controllers[tab]?.selectedChild
      if !showsMoreItem(tab), let borrowed = more.borrowed {
        returnBorrowed(in: tab)
        if selected == more.navigation {
          let children = controllers[tab]?.children ?? []
          controllers[tab]?.selectedIndex = children.firstIndex(of: borrowed) ?? 0
        }
        remountSelected(of: tab)
        notes.append(
          ContainerNote.moreReturns(tab: tab, borrowed: borrowed, navigation: more.navigation))
      } else if showsMoreItem(tab), let selected, selected != more.navigation,
        let index = more.order.firstIndex(of: selected), index >= MoreTabs.barItems
      {
        borrowForMore(selected, in: tab)
        remountSelected(of: tab)
        if let note = moreShows(tab, selected, ending: .moved) { notes.append(note) }
      }
    }
    return notes
  }

  /// After a move of TB-10 the tab's wrapper holds the selected child's view only (TB-2).
  private mutating func remountSelected(of tab: String) {
    guard let wrapper = controllers[tab]?.chrome.wrapper else { return }
    let selected = controllers[tab]?.selectedChild
    for view in forest.subviews(of: wrapper) {
      guard let owner = forest.node(view)?.owner, owner != selected,
        controllers[owner]?.view == view
      else { continue }
      forest.removeFromSuperview(view)
    }
    let insets = self.insets(of: tab)
    mountShownChildren(of: tab, insets: insets)
  }

  /// TB-7, TB-8, TB-9: the sentence for a tab shown through More, in both languages, as a
  /// phase holds it.
  func moreNoteTold(_ tab: String, shows target: String) -> PhaseNote {
    guard let note = moreShows(tab, target, ending: .open) else {
      return PhaseNote(words: ".", controllers: [tab, target])
    }
    return PhaseNote(
      .told(ToldNote(english: note.english + ".", chinese: note.chinese + "。")), role: .happened,
      controllers: [tab, target])
  }

  /// The note of `target` shown through the More tab of `tab` (TB-7, TB-8, TB-9), nil when
  /// `tab` has no More tab.
  private func moreShows(_ tab: String, _ target: String, ending: ContainerNote.MoreEnding)
    -> ContainerNote?
  {
    guard let more = controllers[tab]?.moreTabs else { return nil }
    return .moreShows(
      tab: tab, count: more.order.count, target: target,
      position: (more.order.firstIndex(of: target) ?? 0) + 1, navigation: more.navigation,
      list: more.list, lendsStack: controllers[target]?.kind == .navigation, ending: ending)
  }

  /// A controller name not in use yet: `base`, else `base2`, `base3`…
  private func freshName(_ base: String) -> String {
    if controllers[base] == nil { return base }
    var number = 2
    while controllers["\(base)\(number)"] != nil { number += 1 }
    return "\(base)\(number)"
  }
}
