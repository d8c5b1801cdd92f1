extension RuleBook {
  /// §3 who presents (P-), refusals (§3.1).
  static let presenting: [Rule] = [
    Rule(
      "§3", "Presenting: who actually presents",
      statement: """
        The controller present is called on (the source) is not necessarily the presenter: \
        UIKit resolves the presenter from the presented controller's style (P-1 to P-9), and \
        refuses some calls (§3.1).
        """,
      evidence: "Apple's programming guide (VCPG-Present) and decompiled UIKit; see P-1 to P-9."),
    Rule(
      "P-1", "The presenter is resolved, not simply the source",
      statement: "UIKit chooses the presenter by the (adapted) presentation style.",
      evidence:
        "Apple's programming guide (VCPG-Present); FANT's article on presentingViewController."),
    Rule(
      "P-2", "Full-screen styles are presented by a controller that covers the screen",
      statement: """
        For fullScreen, overFullScreen and the sheet and popover styles that present in full \
        screen, UIKit walks up from the source to a controller that covers the screen, or \
        falls back to the window's root. Inside a presented controller that is its outermost \
        container; otherwise the root (a tab or navigation controller).
        """,
      evidence: """
        Apple's programming guide (VCPG-Present) and the presentingViewController page \
        (DOC-PC-presentingVC); FANT. The "outermost container" wording is inferred [I].
        """,
      choice: "Q-1: the caller's outermost container (the root or a presented controller)."),
    Rule(
      "P-3", "Current-context styles are presented by the context-defining ancestor",
      statement: """
        For currentContext and overCurrentContext UIKit walks the parent chain from the source \
        to the first controller whose definesPresentationContext is true; it presents and its \
        view's area is what gets covered. With none, the window's root presents.
        """,
      evidence: """
        Apple's header and definesPresentationContext page (H-VC, DOC-definesPresentationContext); \
        VCPG-Present.
        """),
    Rule(
      "P-4", "Who defines a presentation context by default",
      statement: """
        definesPresentationContext is false by default; UINavigationController sets it to true. \
        Whether UITabBarController does is not documented.
        """,
      evidence: "Apple's definesPresentationContext page (DOC-definesPresentationContext).",
      choice: "Q-12: a tab bar controller does not define a context unless the scene says so."),
    Rule(
      "P-5", "The context can supply the transition style",
      statement: """
        With providesPresentationContextTransitionStyle on the context controller, UIKit uses \
        that controller's modalTransitionStyle (and, in decompiled code, its animator) instead \
        of the presented controller's.
        """,
      evidence: "Apple's programming guide and header (VCPG-Present, H-VC); decompiled UIKit [D]."),
    Rule(
      "P-6", "A custom presentation controller picks full screen or current context",
      statement: """
        For .custom, shouldPresentInFullscreen (true by default) puts the container at window \
        level; false gives current-context placement that honours definesPresentationContext.
        """,
      evidence: """
        UIPresentationController header and page (H-PC, DOC-shouldPresentInFullscreen); \
        decompiled UIKit [D]. A radar reports custom controllers ignoring the context on iOS \
        10.3 (Q-3).
        """),
    Rule(
      "P-7", "The presentation links are set at once",
      statement: """
        When the presentation starts, the presenter's presentedViewController and the presented \
        controller's presentingViewController are set immediately, before the animation; the \
        modal source is the controller present was called on.
        """,
      evidence: "Decompiled UIKit (_addChildModalViewController:, _presentViewController:…) [D]."),
    Rule(
      "P-8", "Stacking presentations",
      statement: """
        To show C over a presented B, present from B or from a controller inside it; B (or its \
        container) presents. From iOS 13 sheets stack as cards.
        """,
      evidence: "Apple's programming guide (VCPG-Present); HACK's article on iOS 13 presentations."),
    Rule(
      "P-9", "Presentations start asynchronously and wait for push or pop",
      statement: """
        The animator runs on a later turn of the run loop, not inside present; a present or \
        dismiss called while a push or pop animates waits until it ends.
        """,
      evidence: "Apple's programming guide (VCPG-Anim); decompiled UIKit [D]."),
    Rule(
      "§3.1", "Refusals, warnings and crashes when presenting",
      statement: """
        Presenting nil, a controller on itself, or a controller that already has a parent or \
        is presented elsewhere raises an exception. UIKit logs and ignores (no callbacks, no \
        completion) a presentation while another is in progress, on a presenter that already \
        presents something, or on a presenter whose view is not in a window, in that order. \
        Before iOS 13 the message starts with "Warning:" and lacks "(from S)". Presenting from \
        a detached controller is logged as discouraged but goes ahead.
        """,
      evidence: """
        Decompiled UIKit (presentViewController:withTransition:completion: and the modern path) \
        [D]; many issue threads, e.g. ISSUE-370. The modern wording for a controller that \
        already has a parent is inferred [I].
        """),
    Rule(
      "§3.2", "Presenting from lifecycle callbacks",
      statement: """
        What a present called from viewDidLoad, viewWillAppear or viewDidAppear meets depends \
        on the transition showing the controller at that moment (P-10 to P-12).
        """,
      evidence: "KOUHAN; Apple's viewWillAppear and viewDidAppear pages; see P-10 to P-12."),
    Rule(
      "P-10", "Presenting from viewDidLoad",
      statement: """
        In the window root's viewDidLoad at launch no view is in a window yet: the presenter \
        (the root) fails the third check of §3.1, "whose view is not in the window \
        hierarchy", and nothing happens. In the viewDidLoad of a controller being pushed the \
        presenter is the window's root, which is on screen, so the call waits for the push to \
        end (P-9) and then presents. In the viewDidLoad of a controller being presented, its \
        own presentation is still running: "while a presentation is in progress".
        """,
      evidence: """
        KOUHAN (the window-hierarchy warning from viewDidLoad; the fix is viewDidAppear); \
        Apple's viewWillAppear page (DOC-viewWillAppear). The pushed and presented cases are \
        inferred from P-2, P-9 and §3.1 [I].
        """),
    Rule(
      "P-11", "Presenting from viewWillAppear",
      statement: """
        The view is not in the window yet when viewWillAppear runs, and on later appearances \
        the transition revealing it is still running, so the outcomes are those of P-10: \
        refused at the root's first appearance, queued behind a push or pop, refused as "in \
        progress" during a presentation or dismissal.
        """,
      evidence: """
        Apple's viewWillAppear page (DOC-viewWillAppear). Which outcome applies is inferred \
        [I]; no log was found (Q-31).
        """,
      choice: "Q-31: the outcome of a viewDidLoad call at the same moment."),
    Rule(
      "P-12", "Presenting from viewDidAppear, and its repeats",
      statement: """
        From viewDidAppear the view is in the window and its transition has ended, so the \
        presentation goes ahead. The call runs on every later viewDidAppear unless the app \
        guards it: dismissing a grabbing style (fullScreen) sends the presenter viewDidAppear \
        again (M-9, 13.2), which presents again. A second present in the same run-loop turn \
        is refused, "while a presentation is in progress" (the first check of §3.1).
        """,
      evidence: """
        KOUHAN (the working fix, and the repeated presentation); Apple's viewDidAppear page \
        (DOC-viewDidAppear). The style dependence and the second call's refusal are inferred \
        [I].
        """),
    Rule(
      "HI-1", "A controller cannot contain itself",
      statement: """
        Placing a controller inside itself (as its own child, column or stack member) would add \
        its view to itself; UIView raises NSInvalidArgumentException "Can't add self as \
        subview". Whether the controller-level call raises first is not shown anywhere.
        """,
      evidence: "UIView's exception text, widely reported in crash logs and issue threads [I].",
      choice: "The step is refused with UIView's exception and the state is left unchanged."),
    Rule(
      "HI-2", "Containment cannot form a cycle",
      statement: """
        A controller cannot be placed below itself through a chain of parents or presenters \
        (the window's root included). UIKit's reaction is neither documented nor observed.
        """,
      evidence: "Inferred [I].",
      choice: "TransitionScope refuses the step and says the message is its own."),
    Rule(
      "HI-3", "A controller has at most one parent",
      statement: """
        Adding a controller that already has another parent raises \
        UIViewControllerHierarchyInconsistency ("child view controller … should have parent \
        view controller … but requested parent is …"). Apple's addChild page says the child is \
        first removed from its old container.
        """,
      evidence: """
        An Apple Developer Forums crash report (thread 52937, setViewControllers with a \
        controller of another navigation controller); Apple's addChild(_:) page.
        """,
      choice: "The sources differ; TransitionScope raises (docs/DECISIONS.md)."),
    Rule(
      "HI-4", "A presented controller cannot join a container",
      statement: """
        While a controller is presented its view lives in the presentation's container; it \
        cannot also become a child of a container. UIKit's message is not known.
        """,
      evidence: "Inferred [I].",
      choice: "The step is refused."),
    Rule(
      "P-13", "Calls in one run-loop turn",
      statement: """
        Lines that follow each other in one handler (a button's action, a scene's code block) \
        run in one turn of the run loop, before any animation (P-9), and each meets what the \
        earlier ones began. A dismissal that has begun keeps its presentation links until it \
        completes (D-6), so a present on the same presenter straight after it is refused and \
        nothing appears; a push meanwhile is dropped (N-19). The fix is to present or push in \
        the dismissal's completion block (D-5), which runs in a later turn.
        """,
      evidence: """
        Radar reports mirrored on GitHub and issue threads about presenting right after a \
        dismissal [C: SAME-TURN]; UIKit's own link clearing at completion [D: D-6]. The \
        message since iOS 13 is an open question (Q-37).
        """,
      choice: """
        Only animated presentations and dismissals hold the turn; a non-animated one is \
        taken to be over when its call returns, which no source confirms [I]. Each line's \
        own transition is still drawn to its end before the next line, and the refused line \
        says so.
        """),
  ]
}
