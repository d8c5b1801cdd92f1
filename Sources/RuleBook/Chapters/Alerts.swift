extension RuleBook {
  /// §5.2 popover anchors, alerts, action sheets and popovers (M-17 to M-22, Q-29).
  static let alerts: [Rule] = [
    Rule(
      "§5.2", "Popover anchors, alerts and action sheets",
      statement: """
        What a popover points at (M-17), how a UIAlertController presents itself as an alert \
        (M-18) or an action sheet (M-19), and the open iOS 26 case (Q-29).
        """,
      evidence: """
        Apple's UIPopoverPresentationController pages, crash logs, talk slides naming the \
        private classes, and decompiled iOS 26.1 UIKit [D].
        """),
    Rule(
      "M-17", "A popover's anchor",
      statement: """
        Before the presentation (or in prepareForPopoverPresentation) a popover gets one \
        anchor: sourceView with sourceRect in that view's coordinates; a barButtonItem, whose \
        sibling items UIKit adds to passthroughViews and whose tap dismisses the popover; or, \
        from iOS 16, a sourceItem (a bar button item, a tab bar item or a view). Through iOS \
        18 the arrow points at the item; from iOS 26 the popover grows out of its sourceItem \
        and takes its place until it is dismissed. With no anchor UIKit raises \
        NSGenericException ("… should have a non-nil sourceView or barButtonItem set before \
        the presentation occurs."), and it raises late: present is accepted, the presented \
        view loads, the links are set and the container is made; then the popover \
        controller's presentationTransitionWillBegin asks the delegate's \
        prepareForPopoverPresentation (the last chance to give an anchor), finds none and \
        raises, before any appearance callback. In compact width the popover adapts (A-3) \
        and the anchor no longer places it.
        """,
      evidence: """
        Apple's sourceView, barButtonItem and sourceItem pages (DOC-sourceView, \
        DOC-barButtonItem, DOC-sourceItem; barButtonItem is listed for iOS 8.0–27.0) and the \
        popover page (DOC-popover); the exception text as quoted in public code (POPOVER-EXC). \
        Where it is raised: decompiled UIPopoverPresentationController \
        -presentationTransitionWillBegin [D], which the action sheet's crash logs confirm for \
        its subclass (ALERT-EXC). Where the popover sits beside its anchor is not in the \
        sources [I].
        """,
      choice: """
        The scene key anchor: takes { sourceView, sourceRect }, { barButtonItem } or \
        { sourceItem } (iOS 16+); source: Name stays as its short form. A bar button item is \
        taken as a 44-pt square 8 pt in from its end of the navigation bar that shows the \
        presenting controller [I]; with no such bar on screen the popover is centred and the \
        explanation says the place is unknown. The iOS 26 morph's views are not in any source, \
        so the tree shows only the popover.
        """),
    Rule(
      "M-18", "An alert presents itself",
      statement: """
        A UIAlertController of style alert uses its own transitioning delegate and \
        modalPresentationStyle custom (another assigned style does not stick), with \
        _UIAlertControllerAlertPresentationController. Its view, an _UIAlertControllerView \
        (_UIAlertControllerPhoneTVMacView on iPhone), is as large as the screen and holds the \
        centred card. A new window-level UITransitionView holds a dimming view, inserted at \
        index 0, and the alert's view; the presenter's view stays and the presenter hears no \
        appearance callback; the alert hears its own. Setting another delegate on its \
        presentation controller trips an internal assertion.
        """,
      evidence: """
        Decompiled iOS 26.1 UIKit [D]: UIAlertController -_modalPresentationStyleForResolved\
        Style, -setModalPresentationStyle:, -loadView; _UIAlertControllerPresentation\
        Controller -presentationTransitionWillBegin, -_prepareDimmingViewIfNecessary, \
        -setDelegate:, no shouldRemovePresentersView override. Talk slides naming the three \
        presentation controllers (PRES-DECK); test notes printing \
        _UIAlertControllerPhoneTVMacView 270 × 140 (MM-T107).
        """,
      choice: """
        Written style: alert on a present step; the controller's class is UIAlertController \
        and its view _UIAlertControllerPhoneTVMacView unless the scene names others (that iPad \
        uses the same view class is inferred [I]). The printed presentation-controller name \
        and the order of the container's two subviews are inferred [I]. The alert's own \
        animation is not in the sources: the picture shows the alert in place, and the \
        presentation plays no coverVertical slide.
        """),
    Rule(
      "M-19", "An action sheet: compact on iPhone, a popover on iPad",
      statement: """
        Before the iOS 26 design an iPhone action sheet uses \
        _UIAlertControllerActionSheetCompactPresentationController, style custom: the buttons \
        rise from the bottom over a dimming view and the presenter stays. On an iPad its style \
        is popover and its controller _UIAlertControllerActionSheetRegularPresentationController \
        (a UIPopoverPresentationController subclass), which needs an anchor (M-17); without one \
        UIKit accepts present and then raises NSGenericException ("Your application has \
        presented a UIAlertController … of style UIAlertControllerStyleActionSheet …") from \
        presentationTransitionWillBegin. In a compact-width iPad window the regular controller \
        hands over to the compact one. With the iOS 26 design the regular controller serves \
        iPhones too, with style popover and no hand-over to the compact one; a source that \
        cannot be the origin of the morph gets the alert presentation controller, centred.
        """,
      evidence: """
        Crash logs with the exception thrown from -[UIPopoverPresentationController \
        presentationTransitionWillBegin] (ALERT-EXC); talk slides (PRES-DECK); decompiled \
        iOS 26.1 UIKit [D]: -_modalPresentationStyleForResolvedStyle (popover when the new \
        design is on), -_shouldUseCompactPresentationForTraitCollection:, \
        -_shouldUseAlertPresentationForTraitCollection:, \
        -_exceptionStringForNilSourceViewOrBarButtonItem; only Apple's own apps get a centred \
        fallback (_UIIsPrivateMainBundle).
        """,
      choice: """
        Written style: actionSheet. iOS 26 profiles use the new design. The compact sheet's \
        geometry is not in the sources: its view fills the screen as an alert's does [I]. An \
        iPad without an anchor shows the exception at will-begin and carries on from the state \
        before the step. The iPhone case without an anchor on iOS 26 is Q-29.
        """),
    Rule(
      "M-20", "A popover animates itself",
      statement: """
        A popover in regular width, an iPad action sheet included, is animated by its \
        presentation controller's own animation controller, _UIModernPopoverAnimationController, \
        on the way in and on the way out: it comes out of its anchor and goes back into it. \
        It never slides up from the bottom edge, and its modalTransitionStyle plays no part. \
        Its frames in between are in no source.
        """,
      evidence: """
        Decompiled iOS 26.1 UIKit [D]: UIPopoverPresentationController \
        -_preferredAnimationControllerForPresentation and …ForDismissal return \
        _UIModernPopoverAnimationController unless a zoom or a visual style replaces it. That \
        modalTransitionStyle is ignored is inferred [I].
        """,
      choice: """
        A presentation in force as a popover plays no transition style: the popover is at \
        its final frame in every phase of its presentation and of its dismissal, and the \
        explanation says its in-between frames are unknown. A popover that adapted to a \
        sheet (A-3) plays the sheet's style.
        """),
    Rule(
      "M-21", "System controllers choose their own presentation",
      statement: """
        Some of UIKit's own controllers decide how they are presented. In regular width a \
        UIActivityViewController (the share sheet) is a popover whatever style the app set, \
        and without an anchor UIKit raises NSGenericException ("… the modalPresentationStyle \
        of a UIActivityViewController with this style is UIModalPresentationPopover. You must \
        provide location information for this popover …") from the popover controller's \
        presentationTransitionWillBegin, as for an action sheet (M-19). A camera \
        UIImagePickerController stays full screen under .automatic; the library picker is a \
        sheet.
        """,
      evidence: """
        Apple's UIActivityViewController reference ("On iPad, you must present the view \
        controller in a popover"), quoted in public issue threads with crash logs of the \
        exception thrown from -[UIPopoverPresentationController \
        presentationTransitionWillBegin] (SYSVC).
        """,
      choice: """
        class: UIActivityViewController on a presented controller is modelled: in regular \
        width its style is popover (so it takes anchor and passthrough), in compact width the \
        scene's style stands. For the other system controller classes (UIImagePickerController, \
        UIDocumentPickerViewController, SFSafariViewController, …) the class's own choice is \
        not modelled: the explanation says so, and the scene's style is shown with only the \
        class name changed [I].
        """),
    Rule(
      "M-22", "Tapping outside a popover",
      statement: """
        A popover's full-window dimming view catches a tap outside it and starts D-10's ask: \
        presentationControllerShouldDismiss(_:); a yes makes UIKit call the presenter's \
        dismiss(animated: true): presentationControllerWillDismiss(_:), the popover's \
        disappear callbacks only (M-9), M-20's animation, presentationControllerDidDismiss(_:). \
        A tap on one of the popover's passthroughViews reaches that view and keeps the \
        popover; with isModalInPresentation taps outside do not dismiss it (D-9).
        """,
      evidence: """
        Apple's popover style page, the passthroughViews and \
        popoverPresentationControllerShouldDismissPopover pages (POPOVER-DOCS) and the \
        isModalInPresentation page (DOC-isModal); decompiled iOS 26.1 UIKit [D]: \
        _UIPopoverDimmingView -hitTest:withEvent:, popoverDimmingViewDidReceiveDismissal\
        Interaction:, UIPopoverPresentationController -_attemptDismissalWithCompletion:.
        """,
      choice: """
        Written as a dismiss step with interactive: completed and gesture: tapOutside, at: \
        naming the controller whose view is tapped; passthrough: [Name] on the present step; \
        shouldDismiss: false on the presented controller for the delegate's no. A no, or \
        isModalInPresentation, leaves only presentationControllerDidAttemptToDismiss(_:) as \
        D-8 does; for isModalInPresentation Apple says only that events outside are ignored, \
        so that DidAttemptToDismiss comes for a popover too is inferred [I]. No completion \
        block of the app's runs.
        """),
    Rule(
      "Q-29", "An iOS 26 iPhone action sheet with no anchor",
      statement: """
        With the iOS 26 design an iPhone action sheet is a popover. When a third-party app \
        gives it no anchor at all, is it shown centred by the alert presentation controller \
        (the decompiled fallback for a source that cannot be the morph's origin) or does the \
        popover's missing-anchor exception fire?
        """,
      evidence: """
        Decompiled iOS 26.1 UIKit [D] (-_shouldUseAlertPresentationForTraitCollection: checks \
        -_isSourceViewSafeForMorphing); the exception of M-19 and M-17 [C]. No log of the \
        iPhone case was found.
        """,
      choice: """
        Sources differ; TransitionScope follows the decompiled path: centred, with \
        _UIAlertControllerAlertPresentationController, as a derived answer [D] rather than \
        Apple's word. Countless iPhone apps present anchorless action sheets, and no crash \
        reports from iOS 26 were found, which fits [I]. An iPad keeps the exception.
        """),
    Rule(
      "M-23", "A search controller presents itself",
      statement: """
        Activating a navigation item's UISearchController (a tap in its field, or isActive = \
        true) presents it over its host within the definesPresentationContext ancestor \
        (P-3), with its own transitioning delegate and animator; deactivating it is a \
        dismissal, so a push while it runs is dropped (N-19).
        """,
      evidence: """
        Apple's pages on isActive and presentSearchController(_:), a .NET binding's \
        description of UISearchController and public code [C: SEARCH]; the dropped push \
        [C: PUSH-BUSY]. Its presenter without a context ancestor, its style, presentation \
        controller and views are open (Q-38).
        """,
      choice: """
        `searchController: {vc: Results}` on a controller and the step `search: active | \
        inactive` with `on:`. The model presents the UISearchController over the current \
        context with its results controller as its child, and shows the end of its own \
        animation only, its callbacks saying animated: false; the explanation says each of \
        these is inferred [I].
        """),
  ]
}
