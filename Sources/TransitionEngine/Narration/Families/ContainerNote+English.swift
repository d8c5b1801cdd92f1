extension ContainerNote {
  /// The words in English, with the spaces that join them to the next note.
  var english: String {
    switch self {
    case .columnSplit(let split, let style, let created, let compact, let layout, let inspector):
      return Self.englishColumnSplit(split, style, created, compact, layout, inspector)
    case .moreTabsListed(let tab, let count, let navigation, let list):
      return "\(tab) has \(count) tabs in compact width, so its bar shows the first "
        + "four and a More item (TB-7); tabs 5 and later are reached through UIKit's More "
        + "navigation controller \(navigation) (a UIMoreNavigationController rooted in the "
        + "UIMoreListController \(list)), which is not in viewControllers; the model lists "
        + "it as the last child of \(tab) [I]."
    case .moreShows(
      let tab, let count, let target, let position, let navigation, let list, let lendsStack,
      let ending):
      let lent =
        lendsStack
        ? "\(target) is itself a navigation controller, so UIKit moves its stack onto "
          + "\(navigation) and leaves \(target) empty instead of nesting it (TB-8) [D]; a "
          + "2016 report saw a doubled navigation controller instead: sources differ (Q-23)"
        : "UIKit pushes \(target) onto \(navigation), above \(list), so its "
          + "navigationController is now \(navigation) (TB-8) [D]"
      let end = ending == .stop ? "." : ending == .moved ? " (TB-10) [I: the move]" : ""
      return "\(tab) has \(count) tabs in compact width, so its bar shows the first "
        + "four and a More item (TB-7). \(target) is tab \(position), reached through the More "
        + "navigation controller \(navigation) (a UIMoreNavigationController, not in "
        + "viewControllers; the model lists it as the last child of \(tab) [I]): " + lent
        + ". selectedViewController is a tab in viewControllers (TB-9); whether it reports "
        + "\(target) or \(navigation) while \(target) is on top is described both ways by "
        + "developers (Q-23)" + end
    case .moreReturns(let tab, let borrowed, let navigation):
      return "In regular width \(tab) uses no More item: \(borrowed) leaves \(navigation) "
        + "and sits in the tab bar again (TB-10) [I: the move]"
    case .tabBarHost(let tabs, let floating):
      let names = tabs.joined(separator: ", ")
      return floating
        ? " In regular width on iPadOS 18+ \(names) hosts its tabs in a _UITabContainerView (the "
          + "floating tab bar at the top) and its bottom UITabBar leaves the window (TB-6)."
        : " In compact width the classic bottom UITabBar of \(names) returns and the "
          + "_UITabContainerView leaves (TB-6)."
    case .tabAPIBeforeIOS18(let tab, let ios):
      return "\(tab) uses UITab, UITabGroup, mode or selectedTab, which are new in iOS 18; on "
        + "iOS \(ios) it is a classic tab bar controller of its viewControllers and "
        + "the groups' child tabs do not exist (TB-11)."
    case .tabAPI(let tab, let groups, let selectedChild, let mode, let moreUnsettled):
      return Self.englishTabAPI(tab, groups, selectedChild, mode, moreUnsettled)
    case .tabBar26BeforeIOS26(let tab, let ios):
      return "\(tab) sets minimizeBehavior or bottomAccessory, which are new in iOS 26; "
        + "on iOS \(ios) they do not exist and are ignored (TB-13)."
    case .tabBar26(let tab, let minimize, let accessory):
      let text =
        (minimize.map {
          " \(tab)'s tabBarMinimizeBehavior is \($0.behavior.rawValue): "
            + ContainerNote.minimize($0).english
        } ?? "")
        + (accessory.map {
          " \(tab) has a bottom accessory whose content view is a \($0.content): "
            + ContainerNote.accessory($0.place).english
        } ?? "")
      return String(text.dropFirst())
    case .minimize(let minimize):
      return Self.english(minimize)
    case .accessory(let place):
      return place.english + " (TB-13). No controller is added, moved or sent appearance "
        + "callbacks [I]. The class of the view that hosts it, its frame and those of the iOS "
        + "26 tab bar are in no source (Q-26), so the picture does not draw it."
    }
  }

  private static func english(_ minimize: Minimize) -> String {
    guard minimize.phone else {
      return "minimizing is supported only for tab bars on iPhone, so on this iPad nothing "
        + "minimizes (TB-13)."
    }
    switch minimize.behavior {
    case .onScrollDown:
      return "the bar minimizes while the content scrolls down and expands when it scrolls "
        + "back up (TB-13)."
    case .onScrollUp:
      return "the bar minimizes while the content scrolls up and expands when it scrolls down, "
        + "for content aligned to the bottom (TB-13)."
    case .never:
      return "the bar never minimizes (TB-13)."
    case .automatic:
      return "the system decides; when it minimizes is not in the sources, so scrolling "
        + "leaves the bar as it is in the model [I] (TB-13)."
    }
  }

  private static func englishColumnSplit(
    _ split: String, _ style: String, _ created: [CreatedNavigation], _ compact: String?,
    _ layout: ColumnLayout, _ inspector: InspectorArrival?
  ) -> String {
    var text =
      "\(split) is a column-style split (.\(style), SV-8): each column holds a navigation "
      + "controller, "
    if created.isEmpty {
      text += "here the app's own."
    } else {
      let wrapped = created.map { "\($0.navigation) for \($0.root) (.\($0.column))" }
      text +=
        "and for a column given a controller that is not one, UIKit creates it: "
        + CallbackSentence.list(wrapped) + ". Apple says only that the split \"creates a "
        + "navigation controller\"; whether it is a private subclass of UINavigationController "
        + "is unknown [I]."
    }
    if let compact {
      text +=
        " The compact column is the exception: UIKit's header says it creates no navigation "
        + "controller there, so \(compact) stands in it as it is (SV-8)."
    }
    switch layout {
    case .collapses(let collapse):
      text +=
        " It starts in compact width, so it collapses before its first display (SV-6, SV-9): "
        + collapse + "."
    case .collapsedAlready:
      text += " The width is compact and it was collapsed already, before its view loaded (SV-9)."
    case .regular(let displayMode, let shown):
      text +=
        " In regular width its display mode is \(displayMode), showing "
        + CallbackSentence.list(shown) + " [I: the sources give no default display mode for "
        + "column styles; this follows the classic split's (SV-5), Q-22]."
    }
    switch inspector {
    case .beforeIOS26(let name, let ios):
      text +=
        " The inspector column is new in iOS 26; on iOS \(ios) \(name) has no column to show in "
        + "and stays off screen (SV-10)."
    case .hidden(let name):
      text +=
        " Its inspector column, \(name), is hidden until the app calls show(.inspector) (SV-10)."
    case nil: break
    }
    return text
  }

  private static func englishTabAPI(
    _ name: String, _ groups: [TabGroup], _ selectedChild: SelectedChildTab?,
    _ mode: TabModeNote?, _ moreUnsettled: Bool
  ) -> String {
    var text =
      "\(name) is built from UITab objects (TB-11): each tab's view-controller provider returns "
      + "the controller shown for it. When UIKit calls a provider (at the tab's first "
      + "selection or earlier) is not documented, so the model lists every tab's controller as "
      + "a child of \(name) from the start, as viewControllers would [I]."
    for group in groups {
      text +=
        " \(group.group) is a UITabGroup with the child tabs "
        + "\(group.children.joined(separator: ", ")): by default a tab bar controller changes its "
        + "view controller only for root tabs, so every child tab shows \(group.group) (an Apple "
        + "engineer's answer, FORUM-TABGROUP); the child tabs' own controllers are not shown and "
        + "not modelled."
    }
    if let selectedChild {
      text +=
        " selectedTab is \(selectedChild.tab), a child tab of \(selectedChild.root), so "
        + "\(selectedChild.root) is selected."
    }
    switch mode {
    case .regularTabBar(let mode):
      text +=
        " With mode \(mode) an iPhone, or any compact-width window, shows the regular tab "
        + "bar (TB-11)."
    case .tabBarOnly(let mode, let automatic):
      text +=
        " With mode \(mode)" + (automatic ? " and no tab group" : "")
        + " the iPad shows only the tab bar, never a sidebar (TB-11)."
    case .sidebar(let mode, let automatic):
      text +=
        " With mode \(mode)" + (automatic ? " and a tab group" : "")
        + " the iPad's _UITabContainerView may show a sidebar instead of the floating tab bar "
        + "(TB-11, TB-6). Which of the two shows at launch (sidebar.isHidden) and whether the "
        + "sidebar sits beside the content or over it are not in the sources: the model keeps "
        + "the selected tab's view at full width and draws no sidebar [I]."
    case nil: break
    }
    if moreUnsettled {
      text +=
        " Whether a tab bar controller built from UITabs uses the More interface with six or "
        + "more tabs on iPhone is not settled by the sources (Q-23); the model follows TB-7."
    }
    return text
  }
}

extension ContainerNote.AccessoryPlace {
  /// Where the accessory sits, in English (no rule: the sentence that holds it cites TB-13).
  var english: String {
    switch self {
    case .inline: return "it is laid out inline with the collapsed bar (its environment is .inline)"
    case .bottomOfView(let tab):
      return "with no bottom tab bar showing it sits at the bottom of \(tab)'s view "
        + "(environment .regular)"
    case .aboveTabBar: return "it sits above the bottom tab bar (environment .regular)"
    }
  }

  /// Where the accessory sits, in Chinese.
  var chinese: String {
    switch self {
    case .inline: return "它与收起的标签栏并排内联布局（它的 environment 是 .inline）"
    case .bottomOfView(let tab):
      return "没有底部标签栏时，它位于 \(tab) 的视图底部（environment 为 .regular）"
    case .aboveTabBar: return "它位于底部标签栏的上方（environment 为 .regular）"
    }
  }
}
