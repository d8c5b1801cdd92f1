extension RuleBook {
  /// §5 presentation styles (M-).
  static let styles: [Rule] = [
    Rule(
      "§5", "Presentation styles",
      statement: """
        Each UIModalPresentationStyle has its presentation controller, presenter rule, whether \
        the presenter's view is removed, whether the presenter hears appearance callbacks and \
        where the container goes: M-1 to M-12.
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
        form sheet sized by preferredContentSize (540×620 by default). In compact width the \
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
        16+) a sourceItem, or UIKit raises. UIKit picks the arrow direction; the size comes \
        from preferredContentSize; a full-window dimming view catches taps outside and \
        dismisses the popover. Apple's page says the background is dimmed.
        """,
      evidence: """
        Apple's UIPopoverPresentationController and .popover pages (DOC-popover, \
        DOC-style-popover); dumps [O]; the exception text is inferred [I].
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
        dimming, the content behind stays usable) and an optional grabber. The card holds a \
        shadow view first, then its clipping chain.
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
        came up over (the root wrapper's UIDropShadowView, or the lower card); the dump prints a \
        transform of about 0.87 and a small upward shift. Not at smaller detents, in compact \
        height or in regular width.
        """,
      evidence: """
        NETGURU quoting WWDC19-224; HACK; one dump with the transform [O]; the conditions and \
        exact values are inferred [I].
        """,
      choice: "The one dump's numbers are used on every device; explanations say they are inferred."
    ),
    Rule(
      "M-12", "Swipe-dismiss and the delegate",
      statement: "The adaptive delegate hears only swipes by the user (D-7).",
      evidence: "See D-7."),
  ]
}
