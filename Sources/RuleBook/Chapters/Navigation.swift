extension RuleBook {
  /// §8 navigation controller (N-).
  static let navigation: [Rule] = [
    Rule(
      "N-1", "A navigation controller's view",
      statement: """
        Its view is a UILayoutContainerView holding a UINavigationTransitionView, the \
        UINavigationBar and a toolbar (hidden when unused); the transition view sits below the \
        bar.
        """,
      evidence:
        "Stack Overflow dumps (SO-15322916, SO-30117083); decompiled loadView [D]; dumps [O]."),
    Rule(
      "N-2", "Only the top controller's view is in the window",
      statement: """
        At rest the transition view holds a UIViewControllerWrapperView with the top \
        controller's view; the views of controllers lower in the stack are removed, not hidden.
        """,
      evidence: "Dumps [O]; Chameleon's port does the same (CHAM)."),
    Rule(
      "N-3", "An animated push: wrappers and parallax",
      statement: """
        During a built-in push both views sit in the wrapper view, each in a plain UIView; the \
        incoming one is wrapped by a _UIParallaxDimmingView and slides in while the outgoing \
        one moves at parallax speed toward about -0.3 of the width; at the end the incoming \
        view goes straight into the wrapper view. Without animation the new view replaces the \
        old one at once.
        """,
      evidence: "Dumps from iOS 11 and 12 [O]; decompiled _UIViewControllerTransitionConductor [D]."
    ),
    Rule(
      "N-4", "Custom push and pop animators",
      statement: """
        With a delegate animator the from-view is already in containerView; the animator adds \
        the to-view at its final frame; completeTransition(true) removes the from-view.
        """,
      evidence: "SEED; Apple's programming guide (VCPG-Anim); decompiled conductor [D].",
      choice: "Q-6: containerView of a push or pop is the UIViewControllerWrapperView."),
    Rule(
      "N-5", "Bars are not in containerView",
      statement: "The navigation bar and toolbar are animated by UIKit outside containerView.",
      evidence: "Dumps [O]; inferred [I]."),
    Rule(
      "N-6", "A cancelled interactive pop",
      statement: """
        The stack does not change. The top controller gets viewWillDisappear, the revealed one \
        viewWillAppear, then the revealed one viewWillDisappear and viewDidDisappear, and the \
        top one viewWillAppear, viewIsAppearing and viewDidAppear.
        """,
      evidence: "WANGLING; RLDD; STEVELUSCHER (logs)."),
    Rule(
      "N-7", "An interrupted push completes, then pops",
      statement: """
        A push that the user interrupts is never cancelled: it completes with its full appear \
        cycle and becomes a pop at once.
        """,
      evidence: "RLDD, citing Apple's appearance-callback guidance."),
    Rule(
      "N-8", "hidesBottomBarWhenPushed",
      statement: """
        Pushing a controller with the flag hides the tab bar (and toolbar). Apple's page says \
        the top-most controller decides; decompiled code hides the bar if any controller in \
        the stack has the flag. During the push the tab bar moves into the outgoing side's \
        wrapper, then leaves the window.
        """,
      evidence:
        "Apple's page (DOC-hidesBottomBar); decompiled _shouldBottomBarBeHidden [D]; dumps [O].",
      choice: "Q-9: any controller in the stack (the decompiled code)."),
    Rule(
      "N-9", "willShow before, didShow after",
      statement: "The delegate's willShow fires before the transition animates, didShow after.",
      evidence: "Chameleon's port (CHAM); inferred [I]."),
    Rule(
      "N-10", "The navigation controller drives its children's appearance",
      statement: "It forwards appearance callbacks to its children itself.",
      evidence: "Chameleon's port (CHAM); inferred for UIKit [I]."),
    Rule(
      "N-11", "Nested push animations",
      statement: """
        Pushing while another push animates used to log "nested push animation can result in \
        corrupted navigation bar" and "Unbalanced calls to begin/end appearance transitions \
        for <…>." What the second push then does to the tree is not documented.
        """,
      evidence:
        "Widely reported (for example a Stack Overflow question, 9088465); not re-verified [I]."),
    Rule(
      "N-12", "Zoom transitions (iOS 18)",
      statement: """
        preferredTransition = .zoom replaces the slide or cover with a zoom from a source view, \
        which is hidden while the transition runs; the callbacks keep their push or present \
        order; an interrupted zoom push completes, then pops. Its intermediate views are not \
        known.
        """,
      evidence:
        "Apple's fluid-transitions article (DOC-zoom); WWDC24 notes; decompiled _UIZoomTransitionController [D]."
    ),
    Rule(
      "N-13", "A zoom push pops back with the zoom",
      statement: """
        Popping a controller pushed with .zoom runs the zoom in reverse, not the parallax \
        slide: UIKit asks the source-view provider again, shrinks the popped view back into \
        that view, keeps it hidden while the zoom runs and shows it at completion. No \
        _UIParallaxDimmingView, no −0.3·W frame; the callbacks keep the pop order (13.4).
        """,
      evidence: """
        Apple's zoom source-view provider page ("when it presents and when it dismisses"); \
        H-ZOOM; WWDC24-10145; decompiled _UIZoomTransitionController [D].
        """,
      choice: """
        Only a one-controller pop by UIKit's own transition zooms (by a call, or by the \
        user's drag, N-14); popToRoot and the app's animators keep their own path [I]. The \
        zoom's in-between views are unknown (Q-24), so none are drawn.
        """),
    Rule(
      "N-14", "Dragging a zoomed controller back",
      statement: """
        The interactive way back from a controller pushed with .zoom is the zoom's own \
        dismiss interaction (the zoom controller is the interaction controller), not the \
        edge-swipe parallax of N-6: no _UIParallaxDimmingView, no −0.3·W frame, and the \
        source view stays hidden during the gesture. Released past the point of no return it \
        finishes as N-13; released early it is cancelled: the stack is unchanged, the source \
        view is shown again, and the callbacks are those of a cancelled pop in N-6 order.
        """,
      evidence: """
        Apple's fluid-transitions article (people can grab, drag and reverse the transition) \
        and zoom options page (interactiveDismissShouldBegin) [C: DOC-zoom; DOC-zoom-options]; \
        a frame-by-frame study of the gesture [C: SWIFTTRANS]; decompiled \
        _UIZoomTransitionController with a _UIDismissInteraction [D]. That N-6's callbacks \
        apply unchanged is inferred [I].
        """,
      choice: """
        `pop` with `interactive: cancelled | completed` and no animator; the card's frames \
        during the drag are unknown, so the trees show the views at rest. \
        isModalInPresentation on the pushed controller has no documented effect here (Apple \
        documents it for a presented controller, D-8); whether the zoom consults it for a \
        push is unknown, so the drag goes ahead and the explanation says so. The documented \
        way to refuse the drag is ZoomOptions.interactiveDismissShouldBegin \
        (DOC-zoom-options).
        """),
    Rule(
      "N-15", "Dismissing a zoomed presentation",
      statement: """
        With .zoom on a presented controller, dismiss(animated:) and the user's drag zoom it \
        back into the view the source-view provider returns at dismissal; that view is hidden \
        meanwhile and shown again at the end (or when a drag is released early). The \
        callbacks follow the dismissal order (13.2, or its non-grabbing variant).
        """,
      evidence: """
        Apple's source-view provider page ("when it presents and when it dismisses") \
        [C: DOC-zoom-provider]; VELOG-ZOOM (a zoom on present); iOS 26's bar-button zoom \
        [C: DOC-zoom-bbi]. The callback order is inferred [I].
        """,
      choice: """
        The source view is looked up in the view of the controller `present` was called on. \
        A full-screen zoom can be dragged to the end without the sheet delegate's swipe \
        callbacks, which belong to sheets (D-7) [I]. With isModalInPresentation the drag \
        never starts a dismissal (D-8) [I: that the zoom's interaction honours it]. Which \
        styles zoom: Q-24.
        """),
    Rule(
      "N-16", "setViewControllers(_:animated:)",
      statement: """
        Replaces the whole stack in one step, with one transition chosen by the new top: a \
        pop when it is already in the stack below the top, a push when it is new, none when \
        it is the top already. Afterwards the stack is exactly the new array and only the \
        new top's view is in the window; removed controllers leave, new ones become children. \
        Only the old and new tops get appearance callbacks.
        """,
      evidence: """
        Apple's setViewControllers and viewControllers pages (DOC-setVCs, quoted by JOEYIO; \
        DOC-navVCs). When the others hear willMove and didMove is inferred [I].
        """,
      choice: """
        Q-30: controllers below the top join or leave before the transition, with willMove \
        and didMove; an old top the new array leaves out leaves as the transition ends, so \
        the last phase shows exactly the new array. An old top kept below a new top that is \
        new to the stack is a push from it; one kept below a new top already in the stack \
        is a pop whose old top leaves the screen but stays in the stack, with no willMove or \
        didMove [I]. The same call in the app's code \
        (setViewControllers, or assigning viewControllers, which is the form without \
        animation) runs the same way.
        """),
    Rule(
      "N-17", "The navigation bar inside a sheet",
      statement: """
        A UINavigationController presented as a page or form sheet card on iPhone has a \
        56-pt navigation bar (44 + 12) at the top of the card, not the 44-pt bar of \
        full-screen and popover presentations. On iPad the sheet bar is 6 pt taller than the \
        normal iPad bar. The iOS 26 values are unknown.
        """,
      evidence: """
        A real dump of a page sheet's card on a 375 × 667 iPhone, iOS 14–16, with \
        UINavigationBar (0 0; 375 56) [O: C14]; HACK16 (iOS 16 beta 5 made the bar of a \
        non-full-screen, non-popover modal 12 pt shorter on iPhone and 6 pt shorter on iPad, \
        beta 6 reverted it); HACK12 (50-pt iPad bars since iOS 12). The iPad value is \
        inferred [I]; iOS 26 is open (Q-26).
        """,
      choice: """
        56 pt for a navigation controller that is itself presented as a card (pageSheet or \
        formSheet after adaptation, an adapted popover included) from iOS 13 in regular \
        height, on iPhone and iPad, and on iOS 26 too, where the explanation says the value \
        is not known. In compact height, where the card covers the window, the usual bar \
        stays [I].
        """),
    Rule(
      "N-18", "iOS 26: pop from anywhere in the content",
      statement: """
        interactiveContentPopGestureRecognizer: a leading-to-trailing pan anywhere in the \
        content starts an interactive pop, where the edge recognizer does not reach. That pop \
        has the callbacks of N-6 and, for a controller pushed with .zoom, is the zoom's own \
        interaction (N-14).
        """,
      evidence: """
        Apple's interactiveContentPopGestureRecognizer page [C: DOC-contentPop]; the \
        callbacks are inferred [I].
        """,
      choice: """
        `gesture: content` on an interactive pop, iOS 26 and later only; the slide drawn is \
        the edge swipe's, which no source describes for this gesture [I].
        """),
    Rule(
      "N-19", "A push during a presentation or dismissal is dropped",
      statement: """
        pushViewController(_:animated:), and setViewControllers too, changes nothing while a \
        presentation or dismissal is occurring: no new stack, no callbacks, only the log \
        "pushViewController:animated: called on <UINavigationController …> while an existing \
        transition or presentation is occurring; the navigation stack will not be updated." \
        Push in the dismissal's completion instead.
        """,
      evidence: """
        The logged sentence in many apps' issue threads and code [C: PUSH-BUSY]; that a \
        sheet's dismissal counts is inferred [I].
        """,
      choice: """
        A dropped setViewControllers logs the push's sentence, as the rule book words it; \
        its own wording is in no source [I].
        """),
    Rule(
      "N-20", "setNavigationBarHidden(_:animated:)",
      statement: """
        isNavigationBarHidden (false by default) is the navigation controller's, not its top \
        child's: once set it holds for every controller pushed later until the app changes \
        it. Animated, the bar slides over hideShowBarDuration. Called from a pushed child's \
        viewWillAppear, the bar goes with the push.
        """,
      evidence: """
        Apple's pages on setNavigationBarHidden(_:animated:) and isNavigationBarHidden \
        [C: DOC-bars]; that the bar moves alongside a push when called from viewWillAppear is \
        inferred [I]. Where the hidden bar is in the view tree is open (Q-35).
        """,
      choice: """
        `navigationBarHidden:` on a navigation controller and as a step, and \
        `Nav.setNavigationBarHidden(true, animated: true)` in `code`. The hidden bar stays in \
        the navigation controller's view marked hidden, and the children's safe area loses \
        its height; no controller hears appearance callbacks, the views whose safe area \
        changes are laid out again [I].
        """),
    Rule(
      "N-21", "Large titles",
      statement: """
        With navigationBar.prefersLargeTitles the bar shows the top item's title large when \
        its largeTitleDisplayMode says so: always, never, or automatic, which does what the \
        item below it does. The large bar is taller by a large-title area drawn by \
        _UINavigationBarLargeTitleView, which stays in the bar, hidden, while the title is \
        small; scrolling shrinks it.
        """,
      evidence: """
        Apple's pages on prefersLargeTitles and largeTitleDisplayMode [C: DOC-bars]; a \
        developer's article on the large-title view and measured bars of 44 and 96 pt in one \
        app [C: LARGE-TITLE]. The 52-pt difference on other devices and versions, and the \
        shrinking on scroll, are inferred [I]; heights are open (Q-35).
        """,
      choice: """
        `prefersLargeTitles:` on a navigation controller, `largeTitleDisplayMode:` on any \
        controller; an automatic root is large. The bar is 52 pt taller with a large title, \
        the large-title view at its bottom; no mode makes a title large without \
        prefersLargeTitles. Scrolling is not modelled.
        """),
    Rule(
      "N-22", "The navigation toolbar",
      statement: """
        A navigation controller has its own UIToolbar (N-1), hidden until \
        setToolbarHidden(false, animated:) shows it. It shows the top child's toolbarItems, \
        so a push or pop swaps them; hidesBottomBarWhenPushed hides it as it hides a tab bar \
        (N-8).
        """,
      evidence: """
        Apple's pages on setToolbarHidden(_:animated:), isToolbarHidden and toolbarItems \
        [C: DOC-bars]; its frame is open (Q-35).
        """,
      choice: """
        `toolbarHidden: false` on a navigation controller and as a step, \
        `Nav.setToolbarHidden(false, animated: true)` in `code`, and `toolbarItems:` on a \
        controller. The model makes the toolbar the first time it shows, as a bar of the \
        navigation bar's height above the bottom of the safe area, and parks it hidden at the \
        bottom edge when hidden again [I]; the children's safe area gives it room.
        """),
    Rule(
      "N-23", "popToViewController(_:animated:)",
      statement: """
        One pop transition from the top straight to the target, as popToRootViewController; \
        it returns the controllers it popped. A target that is not in the stack raises \
        NSInternalInconsistencyException "Tried to pop to a view controller that doesn't \
        exist." Only the two ends hear appearance callbacks.
        """,
      evidence: """
        Apple's page on popToViewController(_:animated:) and the exception's text in public \
        code [C: POPTO]; that only the ends hear appearance callbacks is inferred [I]; the \
        order of the containment calls of those in between is open (Q-34).
        """,
      choice: """
        `popTo: Cart` as a step (with `on:`) and `Nav.popToViewController(Cart, animated: \
        true)` in `code`. Popping to the top controller pops nothing and is shown as a \
        warning [I].
        """),
    Rule(
      "N-24", "The navigation controller keeps its delegate",
      statement: """
        A navigation controller's delegate, once set, is asked for an animator at every \
        later push and pop (the back swipe too) until the app sets another. The property is \
        weak: a delegate object that nothing else holds goes away at once, and UIKit's slide \
        plays.
        """,
      evidence: """
        Apple's pages on the delegate property and on \
        navigationController(_:animationControllerFor:from:to:), and its CustomTransitions \
        sample, which sets the delegate once in viewDidLoad [C: DELEGATES]. That an \
        unretained object is gone at once is inferred [I].
        """,
      choice: """
        `navigationDelegate:` sets the delegate as code would and it stays set for the \
        controller's later pushes and pops; the same object is asked each time, with the \
        values it kept. The scene's object stands for one the app keeps: the weak reference \
        is not modelled.
        """),
  ]
}
