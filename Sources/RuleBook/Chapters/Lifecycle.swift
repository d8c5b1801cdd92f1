extension RuleBook {
  /// Loading, layout and size-change callbacks (LC-): the calls around the appearance
  /// callbacks of §13.
  static let lifecycle: [Rule] = [
    Rule(
      "LC-1", "loadView, then viewDidLoad",
      statement: """
        The first time a controller's view is asked for while it is nil, UIKit calls loadView \
        to build it, then viewDidLoad. Both come once in a controller's life, before its first \
        viewWillAppear: in a push after willMove(toParent:), in a present before the presenter's \
        viewWillDisappear.
        """,
      evidence: """
        Apple's loadView and viewDidLoad pages (DOC-…); the SDK header (H-VC: "Called after the \
        view has been loaded. For view controllers created in code, this is after -loadView"); \
        §13.1 step 7 and §13.3 (JINNIFY, ARM1).
        """),
    Rule(
      "LC-2", "Layout after viewIsAppearing",
      statement: """
        When a controller's view joins the window it is laid out: viewWillLayoutSubviews, the \
        view's layoutSubviews, viewDidLayoutSubviews, in the same CATransaction as \
        viewWillAppear and before viewDidAppear. WWDC23's appearance diagram puts \
        viewIsAppearing between viewWillAppear and viewWillLayoutSubviews; Apple's \
        viewIsAppearing page says it comes after the superview laid the view out (the \
        superview's pass, not the controller's own).
        """,
      evidence: """
        Apple's viewIsAppearing and viewWillLayoutSubviews pages (DOC-…); WWDC23-10055 \
        (diagram, as study notes of the session reproduce it); published lifecycle lists \
        (loadView, viewDidLoad, viewWillAppear, viewWillLayoutSubviews, viewDidLayoutSubviews, \
        viewDidAppear).
        """,
      choice: """
        Per controller, parents before children: viewIsAppearing (iOS 13+ profiles), then \
        viewWillLayoutSubviews and viewDidLayoutSubviews, then the next controller [I for the \
        interleaving between parent and child]. §13.1 step 9 of the rule notes says "layout \
        passes, viewIsAppearing", the other way round: we follow WWDC23 and say so. A view \
        that never left the window (a cancelled interactive transition) gets viewIsAppearing \
        again but no layout pass: its size does not change [I]. Layout passes that only move \
        a view (the animation's frames) or that UIKit repeats are not shown.
        """),
    Rule(
      "LC-3", "Who hears viewWillTransition(to:with:), in which order",
      statement: """
        Before a size change (rotation, device, multitasking) UIKit calls \
        viewWillTransition(to:with:) on the window's root controller. A controller forwards \
        the message to its child controllers, and a presentation controller forwards it to \
        its presented controller; overrides must call super so the forwarding happens. When \
        the size classes change too, willTransition(to:with:) comes first.
        """,
      evidence: """
        Apple's viewWillTransition(to:with:) and UIContentContainer pages (DOC-…); \
        WWDC14-228 (root controller, presentation controller, presented controller).
        """,
      choice: """
        Depth first from the root: a controller, the children it shows (the top of a stack, \
        the selected tab, the visible split columns, every custom child), then what it \
        presents. A presenter covered by a full-screen presentation still hears it, because \
        the message follows the controller tree [I]. willTransition(to:with:) goes to the \
        whole tree before viewWillTransition(to:with:) [I]. Controllers whose views were \
        never loaded hear nothing [I].
        """),
    Rule(
      "LC-4", "Layout on a size change",
      statement: """
        A bounds change makes the view lay out its subviews: every controller whose view is \
        in the window and resized gets viewWillLayoutSubviews and viewDidLayoutSubviews, after \
        traitCollectionDidChange when the size classes changed.
        """,
      evidence: """
        Apple's viewWillLayoutSubviews page (DOC-…: "when a view's bounds change"); published \
        rotation logs (viewWillLayoutSubviews and viewDidLayoutSubviews after the rotation \
        starts).
        """,
      choice: """
        Parents before children, after every traitCollectionDidChange of the step; controllers \
        whose views join the window in the same step (a split separating) have their pass with \
        viewIsAppearing instead (LC-2) [I for the interleaving].
        """),
  ]
}
