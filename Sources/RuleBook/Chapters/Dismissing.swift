extension RuleBook {
  /// §4 dismissing (D-).
  static let dismissing: [Rule] = [
    Rule(
      "§4", "Dismissing",
      statement: "Who dismisses, what goes, and when the completion runs: D-1 to D-9.",
      evidence: "Apple's dismiss page and programming guide (DOC-dismiss, VCPG-Present)."),
    Rule(
      "D-1", "The presenter dismisses",
      statement: """
        The presenter is responsible for dismissal: dismiss called on the presented controller \
        (or anything inside it) is forwarded to its presenter.
        """,
      evidence: "Apple's dismiss page and programming guide (DOC-dismiss, VCPG-Present)."),
    Rule(
      "D-2", "Dismiss on a presenter dismisses what it presents",
      statement: """
        Called on a controller that is presenting, dismiss removes what it presents, not the \
        controller itself.
        """,
      evidence: "Apple's dismiss page (DOC-dismiss); decompiled UIKit [D]."),
    Rule(
      "D-3", "Multi-level dismissal animates only the top",
      statement: """
        If A presented B which presented C and A dismisses, both go: only C is animated, B is \
        removed without its own animation, and one completion block runs at the end.
        """,
      evidence: "Apple's dismiss page (DOC-dismiss); WinObjC does the same (WINOBJC).",
      choice: "Q-8: the controllers in between get a plain disappear pair, not animated."),
    Rule(
      "D-4", "The context's transition style also dismisses",
      statement: """
        With definesPresentationContext and providesPresentationContextTransitionStyle on the \
        presenter, its transition style is used for the dismissal too.
        """,
      evidence: "Decompiled UIKit [D]."),
    Rule(
      "D-5", "When completion blocks run",
      statement: """
        present's completion runs after the presented controller's viewDidAppear; dismiss's \
        completion runs after its viewDidDisappear.
        """,
      evidence: "Apple's UIViewController header (H-VC).",
      choice: "Q-15: the header's order is kept."),
    Rule(
      "D-6", "Presentation links are cleared when the dismissal completes",
      statement: """
        presentedViewController and presentingViewController are cleared when the dismissal \
        completes; a cancelled interactive dismissal keeps them.
        """,
      evidence:
        "Decompiled UIKit (_currentTransitionDidComplete) [D]; the exact moment is inferred [I]."),
    Rule(
      "D-7", "Swipe-to-dismiss asks the delegate",
      statement: """
        When the user swipes a sheet away (iOS 13+) the presentation controller's delegate hears \
        presentationControllerShouldDismiss, WillDismiss, then DidDismiss; none fire for a \
        dismiss in code. With isModalInPresentation (or ShouldDismiss returning false) only \
        DidAttemptToDismiss fires.
        """,
      evidence: "UIPresentationController header (H-PC); HIRATA's article with logs."),
    Rule(
      "D-8", "isModalInPresentation refuses a swipe",
      statement: """
        When the presented controller has isModalInPresentation (or the delegate's \
        ShouldDismiss says no), the user's swipe never becomes a dismissal: no WillDismiss, no \
        dismissal transition, no appearance callbacks, no DidDismiss, links and tree unchanged. \
        The delegate hears only presentationControllerDidAttemptToDismiss(_:).
        """,
      evidence: """
        Apple's isModalInPresentation, DidAttemptToDismiss and ShouldDismiss pages; HIRATA; a \
        published sample presenting a "discard changes?" sheet from DidAttempt.
        """,
      choice: """
        A flag on the presented controller or any controller inside it counts [I]; the card's \
        small follow-and-spring-back is not drawn [I]. The drag of a zoom-presented controller \
        (N-15) is refused the same way, as Apple's page speaks of any interactive dismissal; \
        that the zoom's own interaction honours the flag is inferred [I], and whether the \
        delegate then hears presentationControllerDidAttemptToDismiss is unknown, so none is \
        shown. A zoom push is not a presentation: the flag is not applied to its drag back \
        (N-14).
        """),
    Rule(
      "D-9", "What isModalInPresentation does not block",
      statement: """
        dismiss(animated:) in code still dismisses with the normal callbacks (and, as for any \
        dismissal in code, the adaptive delegate hears nothing). Taps outside a popover stop \
        dismissing it.
        """,
      evidence:
        "Apple's isModalInPresentation page (it blocks the interactive dismissal) [I: the rest].",
      choice: """
        A tap outside a popover (gesture: tapOutside on a dismiss, M-22) on a controller with \
        isModalInPresentation does not dismiss it; the delegate hears only \
        presentationControllerDidAttemptToDismiss(_:), as for a refused swipe (D-8) [I].
        """),
    Rule(
      "D-10", "A user's dismissal asks first",
      statement: """
        A user's swipe on a sheet asks the delegate presentationControllerShouldDismiss(_:) \
        before presentationControllerWillDismiss(_:); a no ends it as D-8, with only \
        DidAttemptToDismiss. A swipe that is later cancelled was asked too.
        """,
      evidence: """
        HIRATA's logs; Apple's presentationControllerShouldDismiss page (DOC-shouldDismiss); \
        the popover's own dismissal attempt in decompiled UIKit [D]. That a cancelled swipe \
        was asked is inferred [I].
        """,
      choice: """
        Sent on every swipe that starts a dismissal, completed or cancelled, and on a tap \
        outside a popover (M-22). With isModalInPresentation the swipe or tap is refused as \
        D-8 and the delegate is not asked, as D-8's sources list only DidAttemptToDismiss [I]. \
        shouldDismiss: false on the presented controller is the delegate's no: \
        presentationControllerShouldDismiss(_:), then only DidAttemptToDismiss.
        """),
  ]
}
