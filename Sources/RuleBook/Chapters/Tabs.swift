extension RuleBook {
  /// §9 tab bar controller (TB-).
  static let tabs: [Rule] = [
    Rule(
      "TB-1", "A tab bar controller's view",
      statement: """
        A UILayoutContainerView holding a UITransitionView (with a UIViewControllerWrapperView \
        and the selected controller's view) below the UITabBar.
        """,
      evidence: "Decompiled UITabBarController [D]; dumps [O]; the old public header."),
    Rule(
      "TB-2", "Unselected tabs are out of the window",
      statement: "The views of unselected children are not in the window.",
      evidence: "Dumps [O]."),
    Rule(
      "TB-3", "The callbacks of a tab switch",
      statement: """
        Switching from A to B: B's viewDidLoad (the first time), B's viewWillAppear, A's \
        viewWillDisappear, A's viewDidDisappear, B's viewDidAppear. The order differs from a \
        push.
        """,
      evidence: "PGZXC and LXWEIMIN (logs)."),
    Rule(
      "TB-4", "Custom tab transitions",
      statement: """
        A delegate animator gets the tab's UITransitionView as containerView (presumably) and \
        adds the to-view; only the tab controller has a transition coordinator.
        """,
      evidence: "objc.io (OBJC12); SEED; the container is inferred [I]."),
    Rule(
      "TB-5", "shouldSelect and didSelect",
      statement: "The delegate's shouldSelect gates a switch; didSelect follows it.",
      evidence: "Inferred [I]."),
    Rule(
      "TB-6", "iPadOS 18 tabs in regular width",
      statement: """
        In regular width a _UITabContainerView hosts a floating tab bar at the top (or a \
        sidebar) instead of the bottom UITabBar; in compact width the bottom bar returns.
        """,
      evidence:
        "WWDC24-10147; ESTAB-292; APOLLO-557; decompiled _UITabContainerView [D]; nesting inferred [I]."
    ),
    Rule(
      "TB-7", "Six or more tabs on an iPhone: the More item",
      statement: """
        With six or more controllers in viewControllers a compact-width tab bar shows the \
        first four items and a More item; exactly five show five. The More interface is the \
        tab controller's moreNavigationController, a UIMoreNavigationController whose root is \
        a UIMoreListController; it is not in viewControllers and always exists.
        """,
      evidence: """
        Apple's archived tab bar reference (TABBAR-ARCH), glossary and moreNavigationController \
        page (DOC-more); KINKUMAN; decompiled UIMoreNavigationController [D].
        """,
      choice: "The More navigation controller is listed as the tab controller's last child [I]."),
    Rule(
      "TB-8", "Where a More tab's controller lives",
      statement: """
        Selecting a tab beyond the fourth pushes its controller onto the More navigation \
        controller, above the list, so its navigationController is the More navigation \
        controller. A tab that is itself a navigation controller lends its stack instead and \
        is left empty until the stack comes back. Tabs not shown through More keep the tab bar \
        controller as parent. The tree is the tab and navigation trees combined.
        """,
      evidence: """
        Decompiled UIMoreNavigationController [D]; SPLITMORE-11; XF-440; RADAR-21055909. The \
        tree and the callbacks are inferred [I]: no dump of the More interface exists.
        """,
      choice: "Q-23: the lent stack (decompiled code), not a doubled navigation controller."),
    Rule(
      "TB-9", "selectedIndex and selectedViewController with More",
      statement: """
        While the More list shows, selectedViewController is the More navigation controller \
        and selectedIndex is NSNotFound. Setting either to a tab beyond the fourth shows that \
        tab pushed in the More navigation controller.
        """,
      evidence:
        "Apple's selectedIndex and selectedViewController pages (DOC-selectedIndex, DOC-selectedVC).",
      choice: "Q-23: what the getters report while a picked tab is on top is left open."),
    Rule(
      "TB-10", "The More item in regular width",
      statement: """
        On iPadOS 18+ regular width uses the floating tab bar or sidebar, not More; a More \
        item appears only in compact width. When the width changes, a selected tab beyond \
        the fourth moves into or out of the More navigation controller.
        """,
      evidence: """
        RNS-MORE (tested on iOS 18.6 and 26.2); RNS-3993; SABBAR-3; two radars. The moves are \
        inferred [I]; older iPads' item count is open (Q-23).
        """,
      choice: "No More item in regular width on any iOS version [I]."),
    Rule(
      "TB-11", "The iOS 18 tab API: UITab, UITabGroup, mode, selectedTab",
      statement: """
        A tab bar controller can be built from UITab objects (tabs, init(tabs:)): each has a \
        title, an image, an identifier and a view-controller provider that returns the tab's \
        controller (then tab.viewController, and the controller's tab points back). A \
        UITabGroup gathers child tabs into a section of the iPad sidebar. mode tabSidebar \
        shows a tab bar or a sidebar on iPad, depending on context, and the regular tab bar \
        on iPhone; automatic does the same on iPad only when a tab is a group; tabBar never \
        shows a sidebar. selectedTab is the selected tab, a root tab or a child tab. By \
        default the tab bar controller changes its view controller only for root tabs, so \
        every child tab of a group shows the group's controller. When a provider runs (at \
        the first selection or earlier) is not documented.
        """,
      evidence: """
        Apple's pages on tabs and init(tabs:), UITab, UITabGroup, UITabBarController.Mode \
        (tabSidebar and automatic) and selectedTab (DOC-tabs, DOC-UITab, DOC-UITabGroup, \
        DOC-tab-mode, DOC-selectedTab); WWDC24-10147; an Apple frameworks engineer's answer \
        on the developer forums (FORUM-TABGROUP: only root tabs change the view controller \
        unless the group has a managingNavigationController). The provider's timing is \
        unknown [I].
        """,
      choice: """
        Every tab's controller is a child from the start, as with viewControllers [I]; a \
        child tab selects its group's controller with the switch of TB-3, and moving between \
        child tabs of the group shown changes no controller. On iPad in regular width the \
        sidebar is not drawn and the content keeps its full width, as which of bar and \
        sidebar shows at launch and how the sidebar lays out are unknown [I]. Six or more \
        UITabs on iPhone use the More interface of TB-7 (open, Q-23).
        """),
    Rule(
      "TB-12", "isTabBarHidden (iOS 18)",
      statement: """
        isTabBarHidden and setTabBarHidden(_:animated:) hide whichever tab bar is active, the \
        bottom bar or the floating bar. No controller changes and no appearance callbacks \
        fire; it is separate from hidesBottomBarWhenPushed.
        """,
      evidence: """
        Apple's isTabBarHidden and setTabBarHidden pages (DOC-tabBarHidden); FUNWITHTAB. That \
        nothing else happens is inferred [I].
        """),
    Rule(
      "TB-13", "iOS 26 tab bar: minimizing and the bottom accessory",
      statement: """
        tabBarMinimizeBehavior (default automatic; never; onScrollDown minimizes the bar \
        while the content scrolls down and expands it when it scrolls back up; onScrollUp \
        the reverse, for bottom-aligned content) minimizes only tab bars on iPhone. \
        bottomAccessory (a UITabAccessory, default nil, setBottomAccessory(_:animated:)) sits \
        above the bottom tab bar when the bar is visible, or at the bottom of the tab bar \
        controller's view (environment regular), and inline with the collapsed bar when it \
        is minimized (environment inline). Both change the bar's geometry only: no \
        controller is added, moved or sent appearance callbacks. The view classes and \
        frames of the iOS 26 iPhone tab bar and accessory are unknown.
        """,
      evidence: """
        Apple's tabBarMinimizeBehavior and bottomAccessory pages (DOC-minimize, \
        DOC-accessory); SwiftUI's onScrollDown page (SWIFTUI-MINIMIZE: iPhone only); \
        JUEJIN-TAB26. That no controller hears anything is inferred [I]; the views are open \
        (Q-26).
        """,
      choice: """
        Scenes say minimizeBehavior and bottomAccessory on a tab, and the steps scroll: down \
        | up and bottomAccessory: Class | null. The state changes and the explanation says \
        where the bar and the accessory go; the tree keeps the UITabBar as drawn and does \
        not draw the accessory, as no source gives their classes or frames. automatic is \
        not modelled as minimizing, as when the system minimizes is not documented [I].
        """),
    Rule(
      "TB-14", "The tab bar controller keeps its delegate; interactive switches",
      statement: """
        A tab bar controller's delegate (weak) stays set and is asked for an animator at \
        every selection, including one made in code. With an interaction controller from \
        the delegate, the switch follows the gesture; a cancelled switch leaves the old tab \
        selected, with the callbacks of a cancelled pop (N-6).
        """,
      evidence: """
        Apple's pages on the tab bar controller's delegate and its animation and \
        interaction methods, and its CustomTransitions sample, where a pan sets \
        selectedIndex [C: DELEGATES]. That code selections ask it too, and the cancelled \
        callbacks, are inferred [I].
        """,
      choice: """
        `tabBarDelegate:` sets the delegate as code would and later `select` steps of that \
        tab bar controller ask the same object. `select` with `interactive: cancelled | \
        completed` asks the delegate for an interaction controller once it has returned an \
        animator; the finger drives that animator, and a cancelled switch gives N-6's \
        callbacks [I]. Without an animator, or when the delegate returns no interaction \
        controller, the switch runs without the finger and the step says so.
        """),
  ]
}
