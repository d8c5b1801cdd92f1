extension RuleBook {
  /// §5 presentation styles (M-).
  static let styles: [Rule] = [
    Rule(
      "§5", "Presentation styles",
      statement: """
        Each UIModalPresentationStyle has its presentation controller, presenter rule, whether \
        the presenter's view is removed, whether the presenter hears appearance callbacks and \
        where the container goes: M-1 to M-12; the transition styles' animations: MT-1 to MT-4.
        """,
      evidence: "Apple's UIModalPresentationStyle pages (DOC-style-*), header (H-VC), dumps [O]."),
    Rule(
      "M-1", "fullScreen removes the presenter's view",
      statement: """
        The presented view covers the window; when the transition completes UIKit takes the \
        presenter's view out of the window (its wrappers stay, empty) and puts it back on \
        dismissal. The presented view sits directly in its UITransitionView.
        """,
      evidence: """
        Apple's fullScreen page (DOC-style-fullScreen); programming guide (VCPG-Anim); dumps \
        [O]; decompiled UIKit [D].
        """),
    Rule(
      "M-2", "currentContext covers the context controller's view",
      statement: """
        The presented view takes exactly the frame of the context controller's view, which is \
        removed at completion; what lies outside (a tab bar, other columns) stays visible and \
        usable.
        """,
      evidence: """
        Apple's currentContext page (DOC-style-currentContext); decompiled \
        _UICurrentContextPresentationController [D]; "stays usable" is inferred [I].
        """),
    Rule(
      "M-3", "The over styles keep everything underneath",
      statement: """
        overFullScreen and overCurrentContext leave the presenter's view in the window, for \
        presented content that is see-through.
        """,
      evidence: "Apple's overFullScreen and overCurrentContext pages."),
    Rule(
      "M-4", "Page and form sheets from iOS 13",
      statement: """
        On an iPad (regular width and height) a sheet is a card over a dimmed background, the \
        form sheet sized by preferredContentSize or a default by screen size (M-16; 540×620 is \
        only the pre-iPadOS 16 default). In compact width the \
        card leaves the top of the presenter showing and the presenter stays in the window. \
        In compact height the sheet keeps its sheet presentation controller and its card \
        covers the window. The container holds an oversized UIDimmingView and the card \
        (UIDropShadowView > UIView > UIView > the presented view).
        """,
      evidence: """
        Apple's pageSheet, formSheet and prefersEdgeAttachedInCompactHeight pages; HACK; \
        NETGURU quoting WWDC19-224; WinObjC for the legacy size; dumps [O]; decompiled UIKit [D].
        """,
      choice: "Q-18: in compact height the sheet stays a sheet and the presenter keeps its view."),
    Rule(
      "M-5", "Sheets before iOS 13",
      statement: """
        On iPhone (compact width) page and form sheets adapt to fullScreen and the presenter is \
        removed; on iPad they sit over a dimming view with the presenter still in place.
        """,
      evidence: "HACK; UIPresentationController header (H-PC); WinObjC (_hidesParent)."),
    Rule(
      "M-6", "A popover needs an anchor",
      statement: """
        In regular width a popover needs a sourceView with sourceRect, a barButtonItem or (iOS \
        16+) a sourceItem, or UIKit raises, from presentationTransitionWillBegin (M-17). UIKit \
        picks the arrow direction; the size comes \
        from preferredContentSize; a full-window dimming view catches taps outside and \
        dismisses the popover. Apple's page says the background is dimmed.
        """,
      evidence: """
        Apple's UIPopoverPresentationController and .popover pages (DOC-popover, \
        DOC-style-popover); dumps [O]; the exception text as quoted in public code \
        (POPOVER-EXC); the anchors are M-17.
        """,
      choice: """
        The screen picture draws the popover's dimming view clear, as current iPadOS shows it \
        (docs/DECISIONS.md).
        """),
    Rule(
      "M-7", "custom leaves the presenter unless the controller removes it",
      statement: """
        With .custom UIKit neither removes the presenter's view nor sends it appearance \
        callbacks, unless the presentation controller's shouldRemovePresentersView is true: \
        then it behaves like fullScreen.
        """,
      evidence: "SEED; MO4; UIPresentationController header (H-PC)."),
    Rule(
      "M-8", "Transition styles only choose the animation",
      statement: """
        coverVertical (the default), flipHorizontal, crossDissolve and partialCurl choose the \
        built-in animation; partialCurl needs a full-screen presentation from a full-screen \
        presenter.
        """,
      evidence: "Apple's UIViewController header (H-VC); decompiled UIKit [D]."),
    Rule(
      "M-9", "The presenter hears callbacks only when its view is removed",
      statement: """
        UIKit sends the presenter will/did-disappear (and the appear pair on dismissal) only when \
        the presentation controller removes the presenter's view (shouldRemovePresentersView); \
        otherwise the presenter stays "appeared" throughout. The presented controller always \
        gets its own callbacks.
        """,
      evidence: """
        Decompiled UIPresentationController (_shouldDisablePresentersAppearanceCallbacks) [D]; \
        the effect is seen in RUDIN's, MO4's and JINNIFY's logs.
        """),
    Rule(
      "M-10", "Sheet configuration (iOS 15+)",
      statement: """
        A sheet presentation controller has detents (large by default, medium about half, custom \
        heights from iOS 16), a selected detent, a largest undimmed detent (at or below it no \
        dimming, the content behind stays usable) and an optional grabber, which the system \
        hides at times (M-14). The card holds a shadow view first, then its clipping chain.
        """,
      evidence: """
        Apple's UISheetPresentationController pages (DOC-sheet, DOC-largestUndimmed, \
        DOC-edgeAttached) and the HIG; decompiled UIDropShadowView [D]; a dump [O].
        """,
      choice: "Q-19: below the largest undimmed detent the dimming view stays with alpha 0."),
    Rule(
      "M-11", "A large sheet pushes back what it covers",
      statement: """
        In compact width and regular height, a sheet at its large detent scales back the view it \
        came up over (the root wrapper's UIDropShadowView, or the lower card); the views stay \
        in the hierarchy. Not at smaller detents, in compact height or in regular width. The \
        0.8727 / −23.7 transform once quoted here is a sheet's own iOS 26 inset (M-13), not \
        push-back: no published dump shows a pushed-back view.
        """,
      evidence: """
        NETGURU quoting WWDC19-224; HACK; decompiled _UISheetPresentationMetrics \
        (shouldScaleDownBehindDescendants…) [D]; the numbers from a third-party port of iOS \
        16.0 [I].
        """,
      choice: """
        Q-25: scale 1 − 2m/W from the presenter's width W (m = 16 pt, 20 pt above 393 pt; \
        ≈ 0.919 on a 393-pt phone), no shift (unknown); explanations say the numbers are \
        inferred and that iOS 26 may no longer push back.
        """),
    Rule(
      "M-12", "Swipe-dismiss and the delegate",
      statement: "The adaptive delegate hears only swipes by the user (D-7).",
      evidence: "See D-7."),
    Rule(
      "MT-1", "coverVertical slides up, and back down",
      statement: """
        The default transition style: on presentation the presented view slides up from the \
        bottom of the screen to its final frame; on dismissal it slides back down.
        """,
      evidence: "Apple's UIModalTransitionStyle.coverVertical page (DOC-transitionStyle).",
      choice: """
        The presented content starts (and ends) just below the container's bottom edge; the \
        animating phase shows it half-way. Popovers and sheets use the same slide here.
        """),
    Rule(
      "MT-2", "crossDissolve fades, both ways",
      statement: """
        On presentation the current view fades out while the new view fades in at the same \
        time; on dismissal a similar cross-fade returns to the original view.
        """,
      evidence: "Apple's UIModalTransitionStyle.crossDissolve page (DOC-transitionStyle).",
      choice: """
        The presented view's alpha goes 0 to 1 (1 to 0 on dismissal); a presenter's view that \
        is in the container (a grabbing style, T-4) goes the other way. An over style's \
        presenter view, outside the container, keeps alpha 1 [I].
        """),
    Rule(
      "MT-3", "flipHorizontal turns the page over",
      statement: """
        On presentation the current view does a horizontal 3D flip from right to left, \
        revealing the new view as if it were on the back of the old one; on dismissal the \
        flip goes from left to right.
        """,
      evidence: """
        Apple's UIModalTransitionStyle.flipHorizontal page (DOC-transitionStyle); the values in \
        between are drawn by Core Animation and shown by no dump [I].
        """,
      choice: """
        Inferred: the turn is drawn flat, as a horizontal scale of cos θ (transform [cos θ, 0, \
        0, 1, 0, 0]) on the side facing the viewer and 0 on the other; the views swap at 90°, \
        so half-way both are edge-on. Only a presenter's view in the container (T-4) turns.
        """),
    Rule(
      "MT-4", "partialCurl curls the page up",
      statement: """
        On presentation one corner of the current view curls up to reveal the presented view \
        underneath; on dismissal the curled page unfurls back on top of it. It needs a \
        full-screen presentation from a full-screen presenter (M-8), and the controller it \
        presents cannot present any other.
        """,
      evidence: """
        Apple's UIModalTransitionStyle.partialCurl page (DOC-transitionStyle); the curl is a \
        Core Animation effect that no dump shows [I].
        """,
      choice: """
        Inferred: the presenter's view lies above the presented view while the curl runs and \
        is shortened about its top edge, up to half its height; the curled corner UIKit keeps \
        drawing after the presentation is not a view in any dump, so it is not drawn. The \
        refusal to present from a curled controller is not modelled.
        """),
  ]
}
