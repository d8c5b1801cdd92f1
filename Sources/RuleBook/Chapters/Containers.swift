extension RuleBook {
  /// §11 custom containers (K-).
  static let containers: [Rule] = [
    Rule(
      "K-1", "Adding a child",
      statement: """
        addChild calls willMove(toParent:) for you; you add the child's view; you call \
        didMove(toParent:).
        """,
      evidence: "Apple's header and container guide (H-VC, VCPG-Container); Chameleon (CHAM)."),
    Rule(
      "K-2", "Removing a child",
      statement: """
        You call willMove(toParent: nil) and remove the view; removeFromParent calls \
        didMove(toParent: nil) for you.
        """,
      evidence: "Apple's header and container guide (H-VC, VCPG-Container); Chameleon (CHAM)."),
    Rule(
      "K-3", "A child's view belongs under its parent",
      statement: """
        Adding a child's view under a view whose controller is not its parent raises \
        UIViewControllerHierarchyInconsistencyException.
        """,
      evidence: "Apple's UIViewController header (H-VC)."),
    Rule(
      "K-4", "transition(from:to:)",
      statement: """
        Both controllers must be children of the receiver; UIKit adds the new view beside the \
        old one, animates, removes the old view and sends the appearance callbacks; different \
        parents raise an exception.
        """,
      evidence: "Apple's header and container guide; Cacao and Chameleon ports; ITDECENT.",
      choice: """
        The same controller on both sides: Apple's page wants the from-view in the hierarchy \
        and the to-view not; no source shows what UIKit does, so the line changes nothing.
        """),
    Rule(
      "K-5", "Automatic appearance forwarding",
      statement: """
        By default UIKit forwards a parent's appearance callbacks to children whose views are \
        in the hierarchy; a container that turns this off must call beginAppearanceTransition \
        and endAppearanceTransition itself.
        """,
      evidence: "Apple's header and container guide (H-VC, VCPG-Container)."),
    Rule(
      "K-6", "A child's view entering the window",
      statement: """
        With forwarding, a child whose view is added to an on-screen parent gets viewWillAppear \
        and viewDidAppear; removing it gives the disappear pair.
        """,
      evidence: "Inferred [I]."),
    Rule(
      "K-7", "isMovingToParent and friends",
      statement:
        "isMovingToParent, isMovingFromParent, isBeingPresented and isBeingDismissed are true inside the matching callbacks.",
      evidence: "Apple's UIViewController header (H-VC)."),
    Rule(
      "K-8", "Parent or child first",
      statement:
        "The open-source ports forward to children before the parent's own callback; UIKit's order is not confirmed.",
      evidence: "Cacao and Chameleon ports.",
      choice: "Q-14: the parent first."),
    Rule(
      "K-9", "beginAppearanceTransition and endAppearanceTransition called by the app",
      statement: """
        A begin sends viewWillAppear or viewWillDisappear to the controller and the children \
        whose views are in the hierarchy; the matching end sends the did-callback. Calls are \
        counted: a second begin in the same direction only nests, and an end without a begin \
        sends nothing.
        """,
      evidence: """
        Apple's header and container guide (H-VC, VCPG-Container): the header ties the \
        callbacks to "the final matching invocation of endAppearanceTransition"; the counter \
        (a begin in the other direction starts it over at one) is the Chameleon and Cacao \
        ports' beginAppearanceTransition [I].
        """,
      choice: """
        TransitionScope counts the app's own begins: the did-callback comes at the end that \
        matches the first begin. An end with nothing open, a begin never ended by the end of \
        its step, and a begin in the other direction over an open one are named as the app's \
        mistakes at their lines [I].
        """),
    Rule(
      "K-10", "UIPageViewController",
      statement: """
        The pages on screen are the page view controller's children. \
        setViewControllers(_:direction:animated:completion:) makes the new page the child and \
        takes the old one out, and its delegate hears nothing; the delegate's \
        willTransitionTo and didFinishAnimating come only with the user's swipe, and a swipe \
        the user abandons leaves the page and the children as they were. In scroll style the \
        pages' views sit in a _UIQueuingScrollView inside the controller's view, a \
        _UIPageViewControllerContentView.
        """,
      evidence: """
        Apple's pages on setViewControllers(_:direction:animated:completion:) and \
        pageViewController(_:willTransitionTo:), and public code (PAGES).
        """,
      choice: """
        Q-36: the two pages' callbacks in K-4's order (the new page's will first), the old \
        page's removal after the did-callbacks, the new page's didMove last; no appearance \
        callbacks during an abandoned swipe; in page-curl style the pages' views sit in the \
        content view itself; one page at a time (no two-page spread). All inferred [I].
        """),
  ]
}
