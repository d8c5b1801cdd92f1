extension RuleBook {
  /// §6 the modal view tree, phase by phase (T-).
  static let modalTree: [Rule] = [
    Rule(
      "§6", "The modal view tree, phase by phase",
      statement: """
        Where the container goes, whether the presenter's view is grabbed into it, and how the \
        tree looks before, during and after a presentation: T-1 to T-8.
        """,
      evidence: "Decompiled UIPresentationController [D]; dumps [O]; see T-1 to T-8."),
    Rule(
      "T-1", "The presentation superview",
      statement: """
        Full-screen-family presentations go into the window. Current-context ones go into the \
        superview of the context controller's view.
        """,
      evidence: "Decompiled UIPresentationController [D]."),
    Rule(
      "T-2", "Every presentation gets a new UITransitionView",
      statement: """
        The container is a new UITransitionView the size of its superview, inserted above the \
        presenter's view when that is a direct child, else on top. With the iOS 13 root wrapper \
        every new container lands on top of the window's subviews.
        """,
      evidence: "Decompiled UIKit (_initViewHierarchyForPresentationSuperview:) [D]; dumps [O]."),
    Rule(
      "T-3", "containerView is the presentation's container",
      statement: """
        transitionContext.containerView and presentationController.containerView are the same \
        UITransitionView, which exists from the start of the transition.
        """,
      evidence: "Decompiled UIKit [D]; UIPresentationController header (H-PC)."),
    Rule(
      "T-4", "Grabbing styles move the presenter's view into the container",
      statement: """
        When the presenter's view will be removed (fullScreen, currentContext, custom with \
        shouldRemovePresentersView), UIKit moves it into the container at the start, so the \
        from-view exists. Other styles leave it where it is and the from-view is nil.
        """,
      evidence: """
        Decompiled UIKit (_shouldGrabPresentersView) [D]; Apple's containerView and \
        view(forKey:) pages; SEED.
        """,
      choice: "Q-2: the grabbed view goes to index 0, below the presented view."),
    Rule(
      "T-5", "A cancelled presentation undoes itself",
      statement: """
        presentationTransitionDidEnd(false), the container goes, the presenter's view is put \
        back, and the presented controller's appearance is cancelled.
        """,
      evidence: "Decompiled UIKit [D]; the exact callback list is inferred [I]."),
    Rule(
      "T-6", "A cancelled swipe-dismiss keeps the sheet",
      statement: """
        dismissalTransitionDidEnd(false); the container stays; the sheet's controller gets \
        viewWillDisappear, then viewWillAppear, viewIsAppearing and viewDidAppear; the \
        presenter gets nothing.
        """,
      evidence: "RUDIN's logs."),
    Rule(
      "T-7", "Each sheet in a stack has its own container",
      statement:
        "Every sheet gets its own window-level UITransitionView; presenters stay appeared.",
      evidence: "A published _printHierarchy dump (iOS 15) [O]."),
    Rule(
      "T-8", "Current context inside a tab",
      statement: """
        The container lands in the tab's UIViewControllerWrapperView next to the context \
        navigation controller's view, so the tab bar stays visible.
        """,
      evidence: "Follows from T-1 and T-2 [D]; no real dump exists [I]."),
  ]
}
