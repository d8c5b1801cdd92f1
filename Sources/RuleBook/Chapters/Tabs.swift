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
  ]
}
