extension RuleBook {
  /// §13 the callback timelines, §14 unwind (U-), §15 defaults.
  static let timelines: [Rule] = [
    Rule(
      "§13", "Callback timelines",
      statement: """
        The order of callbacks for present, dismiss, push and pop (§13.1 to §13.4). \
        viewIsAppearing sits between will- and didAppear, once the view is in the window and \
        laid out, before the first frame of the animation (an iOS 17 API back-deployed to 13).
        """,
      evidence: "Apple's viewIsAppearing page (DOC-viewIsAppearing); RUDIN; RLDD."),
    Rule(
      "§13.1", "present, animated, fullScreen",
      statement: """
        Presenter resolution; the delegate's presentation controller and animator; the links; \
        the container and the grabbed presenter view; presentationTransitionWillBegin; the \
        presenter's viewWillDisappear, then the presented viewWillAppear; transitionDuration and \
        animateTransition; viewIsAppearing; completeTransition; presentationTransitionDidEnd \
        and the presenter's view removed; the presented viewDidAppear, then the presenter's \
        viewDidDisappear; the completion block; animationEnded. Styles that leave the \
        presenter: the same without any presenter callback (M-9).
        """,
      evidence:
        "JINNIFY and RUDIN (logs); Apple's guides (VCPG-Anim, VCPG-CustomPres); decompiled UIKit [D]."
    ),
    Rule(
      "§13.2", "dismiss, animated, fullScreen",
      statement: """
        dismissalTransitionWillBegin, the presenter's view back as to-view; the presented \
        viewWillDisappear, then the presenter's viewWillAppear and viewIsAppearing; the \
        animation; dismissalTransitionDidEnd, the container removed; the presenter's \
        viewDidAppear, then the presented viewDidDisappear; the completion; animationEnded.
        """,
      evidence: "JINNIFY and RUDIN (logs); Apple's header (H-VC); decompiled UIKit [D]."),
    Rule(
      "§13.3", "push, animated",
      statement: """
        B's willMove(toParent:), B's viewDidLoad if needed, A's viewWillDisappear, B's \
        viewWillAppear, the animation with B's viewIsAppearing, A's viewDidDisappear, B's \
        viewDidAppear, B's didMove(toParent:). The did pair is from then to here, but to then \
        from for modal transitions.
        """,
      evidence: "ARM1, READKE, AFFOGATO, PROGTEACH (logs)."),
    Rule(
      "§13.4", "pop, animated",
      statement: """
        B's willMove(toParent: nil), B's viewWillDisappear, A's viewWillAppear, the animation, \
        B's viewDidDisappear, A's viewDidAppear, B's didMove(toParent: nil).
        """,
      evidence: "READKE and ARM1 (logs); the willMove/didMove placement is inferred [I]."),
  ]

  /// §14 unwind segues (U-).
  static let unwind: [Rule] = [
    Rule(
      "U-1", "What starts an unwind",
      statement:
        "An Exit-linked control, or performSegue with an unwind identifier, in the source controller.",
      evidence: "Apple's unwind article (DOC-unwind); TN2298."),
    Rule(
      "U-2", "The destination search",
      statement: """
        UIKit walks outward from the source: its modal source or presenter, else its parent; \
        at each stop it searches the allowed children (all but the one holding the source) \
        depth first, then asks the controller itself whether it can perform the action.
        """,
      evidence:
        "Apple's unwind article (DOC-unwind); decompiled UIKit [D]; canPerform's default is inferred [I]."
    ),
    Rule(
      "U-3", "No destination, nothing happens",
      statement: "If no controller accepts the unwind, nothing happens and nothing is logged.",
      evidence: "Apple's unwind article (DOC-unwind)."),
    Rule(
      "U-4", "The visual unwind",
      statement: """
        prepare(for:sender:) on the source, the destination's action method, then the \
        containers on the path unwind: a navigation controller pops to the child holding the \
        destination; presenters dismiss what they presented.
        """,
      evidence: "Apple's unwind article (DOC-unwind); TN2298."),
    Rule(
      "U-5", "Legacy unwinding (iOS 6 to 8)",
      statement:
        "Containers built the segue themselves through viewControllerForUnwindSegueAction.",
      evidence: "TN2298."),
    Rule(
      "U-6", "Swiping a sheet away does not unwind",
      statement: "A swipe-dismiss runs no unwind action.",
      evidence: "YAGAMO."),
  ]

  /// §15 the project's defaults.
  static let defaults: [Rule] = [
    Rule(
      "§15.5", "viewIsAppearing only from iOS 13",
      statement: """
        viewIsAppearing appears in the iOS 13 and later profiles only, with a note that it is \
        an iOS 17 API back-deployed to iOS 13.
        """,
      evidence: "Apple's viewIsAppearing page (DOC-viewIsAppearing).",
      choice: "Older profiles print no viewIsAppearing.")
  ]
}
