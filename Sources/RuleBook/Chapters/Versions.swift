extension RuleBook {
  /// §19 versions beyond the sources (V-), §13.7 iOS 26's property pass (L-), and the open
  /// questions of 2026-11-25 the sheet, alert and version rules point to.
  static let versions: [Rule] = [
    Rule(
      "§19", "Versions beyond the sources",
      statement: """
        Which iOS versions the sources cover and what the model does past them: V-1 to V-4.
        """,
      evidence: "Inferred from what the sources cover [I]."),
    Rule(
      "V-1", "What the sources cover",
      statement: """
        Apple's pages up to the iOS 27 SDK, decompiled UIKit of iOS 26.1, dumps up to iOS 26.6. \
        iOS 26 is the newest version with behavioural evidence.
        """,
      evidence: "Inferred [I]."),
    Rule(
      "V-2", "iOS 27",
      statement: """
        iOS 27 adds a sheet's preferredPlacement (automatic, leading, center, trailing). No \
        source says where each puts a sheet, nor any iOS 27 change to callbacks or trees.
        """,
      evidence: """
        Apple's preferredPlacement page (DOC-placement); NET-27; the Xcode 27 beta 5 header diff.
        """,
      choice: """
        ios: 27 runs the iOS 26 profile and says so in its first explanation; placement is \
        accepted and every placement but automatic is labelled unknown.
        """),
    Rule(
      "V-3", "iOS 28 and later",
      statement: "Nothing is known about them.",
      evidence: "Inferred [I].",
      choice: """
        ios: 28 to 30 run the iOS 26 profile and the first explanation says every difference \
        is unknown; nothing is extrapolated.
        """),
    Rule(
      "V-4", "iPadOS 26 windows",
      statement: """
        iPadOS 26 removes Split View and Slide Over: app windows take any size; 26.1 brings back \
        one resizable Slide Over window. Size classes follow from the window's size.
        """,
      evidence: "MACRUMORS-26; SLIDEOVER-261.",
      choice: """
        multitasking: on an iPadOS 26 profile stands for a free-size window as wide as the old \
        arrangement, its size classes derived from that width (Q-28).
        """),
    Rule(
      "§13.7", "iOS 26: the property-update pass",
      statement: "updateProperties() and where it falls: L-1 to L-3.",
      evidence: "Apple's updateProperties pages; WWDC25 \"What's new in UIKit\"."),
    Rule(
      "L-1", "updateProperties exists from iOS 26",
      statement: """
        UIView and UIViewController gain updateProperties(), setNeedsUpdateProperties() and \
        updatePropertiesIfNeeded(); there is no will/did pair. Observable values and traits \
        read inside invalidate it.
        """,
      evidence: "Apple's updateProperties, setNeedsUpdateProperties and trait-tracking pages."),
    Rule(
      "L-2", "Traits, then properties, then layout",
      statement: """
        In one update pass UIKit updates traits, then calls updateProperties() where needed, \
        then lays out; a property update alone runs no layout.
        """,
      evidence: "WWDC25 \"What's new in UIKit\" (ASKWWDC-LAYOUT); Apple's page; JUEJIN-UPDPROPS."),
    Rule(
      "L-3", "updateProperties among the transition callbacks",
      statement: """
        A controller laid out during a push, present or tab switch gets updateProperties() right \
        before its viewWillLayoutSubviews of that pass, the first time too: viewIsAppearing, \
        updateProperties, viewWillLayoutSubviews, viewDidLayoutSubviews, viewDidAppear.
        """,
      evidence: "Inferred from L-1 and L-2 [I].",
      choice: "Q-27: this simplest reading; explanations say it is unconfirmed."),
    Rule(
      "Q-24", "Zoom transitions: styles, nil sources, inserted views",
      statement: """
        Which modal styles accept .zoom and the presented side's tree; what happens when the \
        source-view provider returns nil or a view outside the window; the views any zoom \
        inserts.
        """,
      evidence: "Apple's zoom pages [C] are silent; decompiled UIKit [D] was not read this far.",
      choice: """
        Sources differ on the styles: Apple's pages do not name them, the usual example \
        covers the screen, and iOS 26 apps (Passwords, Books, then third-party apps) zoom \
        page sheets. TransitionScope zooms fullScreen, overFullScreen, pageSheet and \
        formSheet presentations (the requested style decides); popovers, current-context, \
        custom and alert presentations keep their own animation [I]. No inserted views are \
        drawn; a missing source view is said to be unknown.
        """),
    Rule(
      "Q-25", "How far a sheet pushes back what it covers",
      statement: """
        No published dump shows a view pushed back behind a sheet on any iOS version; the only \
        formula is a third-party port of iOS 16.0; whether iOS 26 still pushes back is open.
        """,
      evidence: "Port of iOS 16.0 [I]; the C17 dump shows a sheet's own inset, not push-back.",
      choice: "Scale 1 − 2m/W (m 16 pt, 20 pt above 393 pt), no shift, labelled inferred."),
    Rule(
      "Q-26", "iOS 26 sheet details",
      statement: """
        The navigation bar's height in sheets; the form sheet's glass layer and whether a \
        dimming view remains; 580×640 (decompiled) or 580×650 (measured).
        """,
      evidence: "Decompiled UIKit [D]; a second-hand measurement.",
      choice: "580×640; the dimming view stays; bar heights as before iOS 26."),
    Rule(
      "Q-27", "Where updateProperties falls in a transition",
      statement: """
        Its position relative to viewWillAppear and viewIsAppearing, and whether it runs on a \
        first appearance without an explicit request.
        """,
      evidence: "Apple says only \"before layout\" [C]; the rest is inferred [I].",
      choice: "After viewIsAppearing, before viewWillLayoutSubviews, every time a view appears."),
    Rule(
      "Q-28", "iPadOS 26 window widths",
      statement: """
        The widths at which a free-size window turns horizontally compact, and the size of the \
        26.1 Slide Over window, are not in the sources.
        """,
      evidence: "MACRUMORS-26; SLIDEOVER-261.",
      choice: "The old arrangements' widths and size classes stand in for window sizes."),
  ]
}
