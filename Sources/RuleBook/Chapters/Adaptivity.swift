extension RuleBook {
  /// §7 adaptivity (A-), size classes (§7.1).
  static let adaptivity: [Rule] = [
    Rule(
      "§7", "Adaptivity",
      statement: "How styles adapt to size classes and when UIKit asks again: A-1 to A-5, §7.1.",
      evidence: "Apple's programming guide (VCPG-Adaptive) and headers."),
    Rule(
      "A-1", "Adaptation is decided at present time and on trait changes",
      statement: """
        UIKit evaluates the adapted style when presenting and again whenever the presenter's \
        traits change while it presents (rotation, multitasking resize).
        """,
      evidence: "Apple's programming guide (VCPG-Adaptive); HACK; decompiled UIKit [D]."),
    Rule(
      "A-2", "The adaptive delegate",
      statement: """
        adaptivePresentationStyle(for:traitCollection:) (preferred over the older form) may \
        return .none to keep the style, or fullScreen, overFullScreen, formSheet; the delegate \
        may also supply a replacement controller and hears willPresentWithAdaptiveStyle.
        """,
      evidence:
        "UIPresentationController header (H-PC); Apple's delegate pages (DOC-adaptive); decompiled UIKit [D]."
    ),
    Rule(
      "A-3", "Default adaptations in compact width",
      statement: """
        fullScreen and overFullScreen do not change. A popover before iOS 13 becomes full \
        screen; from iOS 13, in compact width or height, it behaves like a form sheet. Page and \
        form sheets become fullScreen up to iOS 12 and stay sheets from iOS 13. Current-context \
        styles: the guide says they become fullScreen. Custom: what its controller says.
        """,
      evidence: """
        UIPresentationController header (H-PC); Apple's programming guide (VCPG-Present); \
        Apple's .popover and sheet pages; HACK; decompiled UIKit [D].
        """,
      choice: """
        Q-4: a compact popover before iOS 13 becomes fullScreen (the header; the guide says \
        overFullScreen). Q-5: current-context styles are not adapted (common iPhone practice).
        """),
    Rule(
      "A-4", "Sheet and popover styles differ only in regular width",
      statement: "In compact width they all end up as a card or full screen.",
      evidence: "Apple's style pages; HACK."),
    Rule(
      "A-5", "Rotation order: willTransition, viewWillTransition, then trait changes",
      statement: """
        With new size classes a controller hears willTransition(to:with:), then \
        viewWillTransition(to:with:); with the same size classes only the second. super \
        forwards both to the children, and a presentation controller forwards them to its \
        presented controller. traitCollectionDidChange(_:) follows.
        """,
      evidence: """
        Apple's UIContentContainer pages on willTransition(to:with:) and \
        viewWillTransition(to:with:), and public code overriding them [C: ROTATE]. That \
        traitCollectionDidChange(_:) comes after both is inferred [I].
        """,
      choice: """
        The order is LC-3's: the whole tree hears willTransition(to:with:) (root first, the \
        children it shows, then what it presents) before any controller hears \
        viewWillTransition(to:with:), in the same order; a presentation controller of the \
        app's Swift hears viewWillTransition(to:with:) just before its presented controller \
        (PC-9). traitCollectionDidChange(_:) comes after the new layout, for the same \
        controllers, and only when the size classes changed [I].
        """),
    Rule(
      "§7.1", "Size classes by device and window",
      statement: """
        iPhones are compact width, regular height in portrait and compact in both in \
        landscape, except the Plus and Max class, which is regular width in landscape. An iPad \
        app in full screen is regular in both; Slide Over and narrow Split View widths are \
        compact width (half width stays regular on the 12.9-inch iPad Pro). iPad height is \
        always regular.
        """,
      evidence: "Apple's HIG and multitasking guide (HIG, MULTI); BAOLEI; JAZZY; CMDSHIFT.",
      choice: "Q-13: Stage Manager windows are not modelled; `tscope devices` lists the presets."),
  ]
}
