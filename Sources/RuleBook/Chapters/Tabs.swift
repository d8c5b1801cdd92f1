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
  ]
}
