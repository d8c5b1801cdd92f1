extension RuleBook {
  /// §5.1 sheet geometry (M-13 to M-16): the iOS 26 inset, the grabber, edge attachment in
  /// compact height, the iPad form sheet's size.
  static let sheetGeometry: [Rule] = [
    Rule(
      "§5.1", "Sheet geometry",
      statement: """
        Where a sheet's card sits and what it shows: the iOS 26 inset (M-13), grabber hiding \
        (M-14), the edge-attached width in compact height (M-15), the iPad form sheet's \
        default size (M-16).
        """,
      evidence: "Apple's sheet pages, WWDC25 sessions 284 and 323, decompiled iOS 26.1 UIKit [D]."),
    Rule(
      "M-13", "iOS 26 insets partial-height sheets",
      statement: """
        On iOS 26 an iPhone (compact width) sheet resting below its large detent keeps its \
        full-width frame and its UIDropShadowView gets a uniform scale: shrink s = 16/W for W \
        the container's width (for cards 150 down to 76 pt tall it grows toward 56/W), scale \
        1 − s, ty = s·(H − W)/2 for H the card's height, so the gap at the bottom equals the \
        one at each side (about 8 pt). No inset at the large detent, in compact height or on \
        an iPad's centred card. Glass below half height, opaque above.
        """,
      evidence: """
        WWDC25-323 ("partial height sheets are inset by default"); WWDC25-284; the formula is \
        derived from decompiled iOS 26.1 code read through SHEETS26 [D], and reproduces the \
        C17 dump (scale 0.8727, ty −23.7 on a 440-pt phone) [O].
        """,
      choice: """
        The blend for very short cards is taken as linear between 150 and 76 pt [I]; the \
        progress while dragging follows the sheet's motion like push-back.
        """),
    Rule(
      "M-14", "The grabber hides",
      statement: """
        The top _UIGrabber's alpha is 0 while another dimming sheet sits on the card, and while \
        the sheet is the full-window card of compact height; it comes back afterwards. A child \
        at an undimmed detent, or an edge-attached card in compact height, keeps it. The view \
        stays in the tree.
        """,
      evidence: """
        Apple's prefersGrabberVisible page (DOC-grabber: hidden "when the sheet is full screen \
        in a compact-height size class or when another sheet presents on top of it"); the \
        alpha formula of decompiled iOS 26.1 (SHEETS26) and a port of iOS 16 [D].
        """,
      choice: "Applied from iOS 15; the undimmed-child case and the view staying are inferred [I]."),
    Rule(
      "M-15", "An edge-attached sheet in compact height takes the safe area's width",
      statement: """
        With prefersEdgeAttachedInCompactHeight, a sheet in compact height is as wide as the \
        container's safe area, centred between the side insets, not the window's width; with \
        widthFollowsPreferredContentSizeWhenEdgeAttached it takes preferredContentSize's width \
        instead. Its top sits 8 pt below the safe area's top and medium is not a separate \
        height there.
        """,
      evidence: """
        Apple's prefersEdgeAttachedInCompactHeight and widthFollows… pages (DOC-edgeAttached, \
        DOC-widthFollows); the 8-pt offset from decompiled metrics [D]; medium from a port of \
        iOS 16 [I].
        """,
      choice: """
        Side insets in landscape equal the phone's portrait status-bar height (59 pt on an \
        iPhone 15) [I]; the preferred width is capped at the safe area's [I].
        """),
    Rule(
      "M-16", "The iPad form sheet's default size",
      statement: """
        A form sheet takes preferredContentSize when both sides are above 0; otherwise, from \
        iPadOS 16, a default by the screen's longest side: up to 1024 pt 540×600, below 1590 \
        pt 580×640, from 1590 pt 620×680. 540×620 is the older default. On iOS 26 Apple says \
        regular-size form sheets get a Liquid Glass layer over the background.
        """,
      evidence: """
        Decompiled _UISheetPresentationMetrics (defaultFormSheetSizeForScreenSize) read from \
        26.1 by SHEETS26 [D]; HACK16 (bigger from iPadOS 16 beta 4); WinObjC for 540×620; \
        Apple's formSheet page.
        """,
      choice: """
        Q-26: the decompiled 580×640, not a measured 580×650; the glass layer's class is not \
        known, so the tree keeps the UIDimmingView.
        """),
  ]
}
