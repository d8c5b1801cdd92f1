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
      statement: "Splits made with init(style:) were not researched in depth.",
      evidence: "Inferred [I]; not modelled."),
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
