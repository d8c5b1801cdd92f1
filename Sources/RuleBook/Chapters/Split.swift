extension RuleBook {
  /// §10 split view controller (SV-) and show / showDetail routing (S-).
  static let split: [Rule] = [
    Rule(
      "SV-1", "A split collapses in compact width",
      statement: """
        isCollapsed follows the horizontal size class: one column in compact width, columns in \
        regular width. A split starts expanded and collapses when its window becomes compact.
        """,
      evidence: "CMDSHIFT."),
    Rule(
      "SV-2", "Collapsing and separating",
      statement: """
        Collapsing asks the delegate first; otherwise a navigation primary pushes the secondary \
        onto its stack. Expanding asks the delegate; otherwise a navigation primary pops and \
        returns its top as the new secondary.
        """,
      evidence: "MALHAL, quoting Apple's documentation."),
    Rule(
      "SV-3", "showDetail and show on a split",
      statement: """
        showDetailViewController installs the controller as the secondary when expanded; when \
        collapsed the split calls show, which with a navigation primary ends in a push. The \
        split's own show replaces the primary.
        """,
      evidence:
        "Apple's showDetailViewController and split pages (DOC-showDetail, DOC-split-showDetail, DOC-split-show); the push step is inferred [I].",
      choice: "Q-7: in a collapsed split a navigation primary pushes; anything else presents."),
    Rule(
      "SV-4", "Column-style splits (iOS 14)",
      statement: """
        Splits made with init(style:) (double or triple column, compact and iOS 26 inspector \
        columns) are described by SV-8 to SV-10.
        """,
      evidence: "Apple's init(style:) page (DOC-split-style)."),
    Rule(
      "SV-5", "iPad portrait shows only the secondary",
      statement: """
        With the default display mode (automatic) a classic split on a full-screen iPad shows \
        both columns in landscape, the primary on the leading side and at most 320 pt wide, \
        but in portrait only the secondary, across the whole width (secondaryOnly, once \
        primaryHidden); the primary slides over it on demand (display-mode button or edge \
        swipe). Rotating swaps the two. A regular-width window that is taller than wide \
        behaves like portrait.
        """,
      evidence: """
        Apple's archived split reference (DOC-split-classic) and preferredDisplayMode page \
        (DOC-split-preferred); UYL-SPLIT; UYL-WIDTH; CMDSHIFT. The taller-than-wide test and \
        the exact primary width are inferred [I].
        """,
      choice: """
        Q-21: the hidden primary's view leaves the window and its controllers hear the \
        disappearance callbacks.
        """),
    Rule(
      "SV-6", "A split that starts compact shows the detail",
      statement: """
        A split whose window is compact when it first appears collapses before its first \
        display, by the same path as any later collapse (SV-2): a navigation primary pushes \
        the secondary, so the detail is on top and the primary's own root is not shown (its \
        view need not even load). Expanding pops the detail back into its column and \
        collapsing pushes it again, so the launch state equals the state after a rotation \
        round trip. A delegate can keep the primary on top instead.
        """,
      evidence: """
        UYL-SPLIT ("it shows the detail view controller when collapsed"); CMDSHIFT; MALHAL \
        quoting Apple. The exact callback list is inferred [I].
        """,
      choice: "Q-20: the detail, as the collapse path gives; Apple's iOS 8 overview differs."),
    Rule(
      "SV-7", "A split view controller's view classes",
      statement: """
        A split view controller's view is a _UISplitViewControllerPanelImplView whose first \
        subview, a _UIPanelControllerContentView, holds the column views: collapsed, one \
        column (the primary navigation controller's UILayoutContainerView) at full size. As a \
        window root it sits in the iOS 13+ root wrapper. Divider or wrapper views of an \
        expanded split are unknown.
        """,
      evidence: """
        Real recursiveDescription output of split roots on an iPhone (iOS 14+ and 26.1) and an \
        iPad _printHierarchy [O]; decompiled UIKit [D]. The expanded layout is inferred [I].
        """),
    Rule(
      "SV-8", "Column-style splits",
      statement: """
        init(style:) makes a double-column (primary, secondary) or triple-column (primary, \
        supplementary, secondary) split; a supplementary column counts only in a triple-column \
        one. Each column holds a navigation controller: the app's own, or one UIKit creates \
        around a controller that is not one (Apple calls it "a navigation controller"; \
        TransitionScope shows a UINavigationController named Split.column). The compact \
        column is the exception: UIKit creates no navigation controller for it, so a tab bar \
        controller (or any controller) set there stands as it is. \
        setViewController(_:for:) replaces viewControllers for these splits; given a \
        controller that is not a navigation controller for the secondary column, which \
        already holds one, it pushes that controller onto the column's stack instead of \
        replacing it (Apple calls this the secondary column's special treatment). show(_:) and \
        hide(_:) change which columns are visible; three columns add the twoBesideSecondary, \
        twoOverSecondary and twoDisplaceSecondary display modes, limited by the split \
        behaviour (tile, overlay, displace).
        """,
      evidence: """
        Apple's split pages (DOC-split-style, DOC-split-setVC, DOC-split-column, \
        DOC-displayMode); ZHAOXIN (Apple's words and its reply to FB8640357); BITE14; \
        UIKit's header comment on setViewController(_:for:) ("one will be created, except for \
        UISplitViewControllerColumnCompact", H-SPLIT). The \
        class of the created navigation controller (a private subclass or not), the default \
        display modes of column styles and the column widths are inferred [I]. Whether that \
        push is animated, what setting another column does, and where the push lands in a \
        collapsed split are not in the sources [I].
        """,
      choice: """
        Q-22: the default display mode follows the classic split's (SV-5): side by side \
        (oneBesideSecondary, twoBesideSecondary for three columns) in a window wider than \
        tall, the secondary alone (secondaryOnly) in one taller than wide, where a shown \
        leading column slides over the secondary (oneOverSecondary, twoOverSecondary). The \
        leading columns and the inspector take the classic primary's width, the secondary the \
        rest. setViewController(_:for:) with a controller that is not a navigation \
        controller: the secondary's push runs without animation (the call has no animated \
        parameter); collapsed, it lands on the primary's stack, where the secondary's \
        controllers are, and goes back with them on expanding; any other column's stack \
        becomes that controller alone, as setViewControllers without animation. \
        setViewController(_:for: .compact) on a split on screen replaces the compact column's \
        controller in a way the sources do not show, and is refused with that reason.
        """),
    Rule(
      "SV-9", "Column-style splits in compact width",
      statement: """
        Collapsed, a controller set for the compact column is what shows and the other \
        columns leave the screen. Without one the split collapses into the primary column's \
        navigation stack and shows the proposed top column, by default the secondary: the \
        supplementary's and the secondary's controllers join the primary's stack after its \
        own, so the detail is on top, as SV-6. A delegate returning .primary from \
        topColumnForCollapsingToProposedTopColumn keeps the primary on top. Expanding hands \
        the controllers back to their columns.
        """,
      evidence: """
        Apple's compact-column, delegate and isCollapsed pages (DOC-split-compact, \
        DOC-topColumn, DOC-didCollapse, DOC-isCollapsed); BITE14; RENGATE. The default \
        proposed column, the stack order and the hand-back are inferred [I].
        """,
      choice: """
        Q-22: the proposed column is the secondary; the columns' controllers (not their \
        navigation controllers) move onto the primary's stack in column order.
        """),
    Rule(
      "SV-10", "The iOS 26 inspector column",
      statement: """
        The inspector is a trailing column of a column-style split (iOS 26), hidden until \
        show(.inspector); hide(.inspector) takes it away again. Its width lies between \
        minimumInspectorColumnWidth and maximumInspectorColumnWidth. Where it goes when the \
        split is collapsed or in compact width is not in the sources (Q-22).
        """,
      evidence: """
        Apple's inspector pages (DOC-split-inspector, DOC-split-inspector-width, \
        DOC-isShowing); WWDC25 (ASKWWDC-LAYOUT). The default width is inferred [I].
        """,
      choice: """
        Q-22: collapsed, the inspector stays off screen and the explanation says that this is \
        unknown; before iOS 26 the column does not exist.
        """),
    Rule(
      "SV-11", "A classic split's collapse delegate",
      statement: """
        At every collapse of a classic split (a compact launch, a Max-size phone turned to \
        portrait, a narrowed iPad window) its delegate's \
        splitViewController(_:collapseSecondary:onto:) is asked first. True: nothing is \
        pushed and the primary's stack stays on top. False, or no delegate: SV-2's push.
        """,
      evidence: """
        Apple's collapseSecondary:onto: page and Xcode's master-detail template (COLLAPSE); \
        MALHAL quoting Apple.
        """,
      choice: """
        Q-20: at the next expansion the secondary returns to its column with no \
        separateSecondary call [I].
        """),
    Rule(
      "S-1", "Who handles show and showDetail",
      statement: """
        targetViewController(forAction:sender:) returns the controller itself or its nearest \
        ancestor that overrides the action; a plain UIViewController never catches show or \
        showDetail.
        """,
      evidence: "Apple's UIViewController header (H-VC); OPTSHIFTK."),
    Rule(
      "S-2", "With no target, show presents",
      statement: """
        The default show and showDetail forward to the target, or else present the controller \
        modally. The header says the caller presents; the reference page says the window's root.
        """,
      evidence: "Apple's header and pages (H-VC, DOC-show, DOC-showDetail).",
      choice: "Q-10: the caller presents (resolution then usually reaches the root anyway)."),
    Rule(
      "S-3", "Which containers override show",
      statement: """
        A navigation controller's show pushes; a split overrides both; a tab bar controller \
        overrides neither, and a navigation controller does not override showDetail.
        """,
      evidence: "Apple's show page (DOC-show); split pages; SEED's table."),
    Rule(
      "S-4", "The target search and presentations",
      statement:
        "Whether the search crosses from a presented controller to its presenter is not documented.",
      evidence: "Inferred [I].",
      choice: "Q-11: it follows parents only."),
    Rule(
      "S-5", "Storyboard segues",
      statement: """
        Show calls show, Show Detail calls showDetailViewController, Present Modally presents, \
        Present As Popover presents a popover anchored at the segue's source.
        """,
      evidence: "Inferred [I]."),
  ]
}
