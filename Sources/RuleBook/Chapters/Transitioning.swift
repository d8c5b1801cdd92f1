extension RuleBook {
  /// §12 the transition context (X-) and the presentation controller (PC-).
  static let transitioning: [Rule] = [
    Rule(
      "X-1", "containerView",
      statement: """
        The superview of the views in a transition: the presentation's UITransitionView for \
        modal transitions, the tab's transition view for tabs (presumably). Apple: it might be \
        the window or a regular view.
        """,
      evidence: "Dumps [O]; Apple's programming guide (VCPG-Anim).",
      choice: "Q-6: for push and pop, the navigation controller's UIViewControllerWrapperView."),
    Rule(
      "X-2", "The from and to controllers",
      statement: """
        When presenting, from is the resolved presenter (not the source) and to is the \
        presented controller; dismissal swaps them; a push goes from the old top to the new.
        """,
      evidence: "Apple's programming guide and header (VCPG-Anim, H-CT)."),
    Rule(
      "X-3", "view(forKey:) can be nil or a wrapper",
      statement: """
        The from-view is nil when presenting with a style that leaves the presenter's view; the \
        to-view is nil when dismissing one. The to-view may be a wrapper the presentation \
        controller returns (a sheet's card).
        """,
      evidence:
        "Apple's header and view(forKey:) page (H-CT, DOC-viewForKey); SEED; decompiled UIKit [D]."),
    Rule(
      "X-4", "initialFrame and finalFrame",
      statement: """
        Zero means unknown. The from-controller's final frame is zero exactly when its view \
        leaves the window; the to-controller's final frame is frameOfPresentedViewInContainerView.
        """,
      evidence: "Apple's header (H-CT); decompiled UIKit [D]."),
    Rule(
      "X-5", "completeTransition",
      statement: """
        Must be called once when the animation ends, also after a cancel; it updates UIKit's \
        state, removes or restores views, sends the end callbacks, the presentation \
        controller's DidEnd and the completion block, then animationEnded.
        """,
      evidence: "Apple's programming guide and header (VCPG-Anim, H-CT); decompiled UIKit [D]."),
    Rule(
      "X-6", "transitionWasCancelled",
      statement: "True after an interactive cancel; animators use it to clean up.",
      evidence: "Apple's programming guide (VCPG-Anim)."),
    Rule(
      "X-7", "The rest of the context",
      statement: """
        isAnimated, isInteractive, presentationStyle, targetTransform and the interactive \
        update, finish, cancel and pause calls. When the delegate vends an interaction \
        controller, UIKit starts the transition through its startInteractiveTransition(_:) \
        instead of the animator's animateTransition(using:); an interaction controller of \
        the app's own (not the percent-driven class) then drives the context with these calls \
        and must still call completeTransition.
        """,
      evidence: "Apple's header (H-CT); programming guide (VCPG-Anim); decompiled UIKit [D]."),
    Rule(
      "X-8", "What an animator's mistakes do",
      statement: """
        An animator that never adds the to-view still completes: for a style that removes the \
        presenter the window then shows neither (black). One that moves the presenter's view \
        into the container in an over style loses it when the container goes. One that never \
        calls completeTransition leaves the transition running: no did-callbacks, no \
        completion, and later presentations and dismissals are refused. \
        completeTransition(false) from a non-interactive animator undoes the transition.
        """,
      evidence: """
        Apple's containerView page (DOC-containerView); RADAR-20069328; LAZYTR-8; ZFDRAG-70; \
        SWIPETAB-94; exact trees inferred [I].
        """),
    Rule(
      "X-9", "Views keep the alpha, transform and frame the animator gave them",
      statement: """
        alpha, transform and frame are the views' own properties: what an animator sets \
        (toView.alpha = 0 before a fade, a scale, a translation, a card's frame below the \
        screen) stays after completeTransition unless the animator sets it back or the \
        container lays the view out again (a rotation, PC-7). A to-view left at alpha 0, \
        scaled to nothing or moved off the screen is in the window and counts as appeared, \
        but nobody sees it.
        """,
      evidence: """
        Apple's UIView alpha, transform and frame pages (DOC-alpha, DOC-transform, DOC-frame) \
        and hitTest page (views below alpha 0.01 are ignored); the programming guide's \
        animators set these values back themselves (VCPG-Anim); that UIKit restores none of \
        them at completion is inferred [I].
        """,
      choice: """
        An animator line sets the value at once, in its own phase; inside an animation block \
        the value is where the animation ends. A view left in the window \
        at alpha 0.01 or less, with no size or off the screen is shown as the app's mistake. \
        A segue's perform() setting them on a controller's view works the same way: a value \
        set before present is the view's when it enters, and UIKit's own modal animation \
        resets only what it animates (coverVertical neither, crossDissolve the alpha). A frame \
        an animator line sets (frame, center, bounds) is the view's the same way: UIKit does \
        not lay the to-view out again at completeTransition; a later layout of its container \
        (PC-7, LC-4) puts a presented view back at its frame [I].
        """),
    Rule(
      "X-10", "isHidden",
      statement: """
        A hidden view stays in its superview's subviews but is not drawn, and neither are its \
        subviews. isHidden is not animatable: set in an animation block it takes effect at \
        once. UIKit does not show a view again at completeTransition.
        """,
      evidence: """
        Apple's UIView isHidden page (DOC-isHidden: a hidden view disappears from its window, \
        its subviews with it); that it is not animated and not restored is inferred [I].
        """,
      choice: """
        An animator line sets it in its own phase; a view left hidden in the window at the \
        end is shown as the app's mistake, as for alpha 0 (X-9). A presentation controller's \
        isHidden on the views it added or on the presented view takes effect where its method \
        runs: will-begin when the view is added, an alongside block when the animation starts, \
        did-end at completion, the dismissal's will-begin at once. A presented view left \
        hidden is the app's mistake; with shouldRemovePresentersView true the user sees the \
        window's black (M-7, T-4). A hidden chrome view is only shown.
        """),
    Rule(
      "X-11", "UIView.transition(from:to:duration:options:completion:)",
      statement: """
        By default the to-view is added to the from-view's superview and the from-view is \
        removed from it; with .showHideTransitionViews the from-view is hidden and the \
        to-view shown instead, both staying where they are. The completion runs at the end.
        """,
      evidence: """
        Apple's UIView transition(from:to:duration:options:completion:) page and its \
        showHideTransitionViews option (DOC-transitionFromTo); that the to-view goes just \
        above the from-view and the swap happens when the call runs is inferred [I].
        """),
    Rule(
      "X-12", "What a cancelled interaction runs back",
      statement: """
        When a percent-driven interaction is cancelled, UIKit plays the transition's \
        animations backwards from where the finger let go (faster or slower by \
        completionSpeed). A UIViewPropertyAnimator (the one interruptibleAnimator returns) is \
        reversed and ends at .start: its completion gets .start and the views' alpha, \
        transform and frame are back at the values they had before its animation block. A \
        UIView.animate block is only run back on screen: when it has run back the animation is \
        removed and the views show their own values again, the ones the block set. The \
        completion runs with transitionWasCancelled true and has to set those values back \
        itself; what it leaves stays. isHidden and the subviews the lines added or removed are \
        not animated, so nothing runs them back (X-10).
        """,
      evidence: """
        Apple's UIViewPropertyAnimator isReversed page (view properties "animate back to their \
        original values") and UIViewAnimatingPosition.start (the values "before you applied any \
        animations"); the UIPercentDrivenInteractiveTransition cancel and completionSpeed pages \
        (DOC-…); ECSLIDE-343 and AWPERCENT-3 (percent-driven reimplementations whose cancelled \
        views flash at the end values unless the app resets them before the completion); the \
        tutorials' completions that reset transforms when transitionWasCancelled. That UIKit's \
        own class leaves the block's values in place is inferred from these [I].
        """,
      choice: """
        The interaction phase sets a property animator's values back and says that a UIView \
        animation runs back on screen only; a value a UIView animation block set that the \
        completion does not set back is the app's consequence, named at the line that set it. \
        An interaction controller of the app's own reverses nothing unless its code does.
        """),
    Rule(
      "PC-1", "Who creates the presentation controller",
      statement: """
        UIKit at present time for built-in styles, the transitioning delegate for .custom; \
        reading presentationController earlier creates it and freezes the style.
        """,
      evidence: "PSPDF; decompiled UIKit [D]."),
    Rule(
      "PC-2", "presentingViewController is the resolved presenter",
      statement:
        "The presentation controller's presentingViewController is the resolved presenter.",
      evidence: "Apple's page (DOC-PC-presentingVC)."),
    Rule(
      "PC-3", "presentedView",
      statement:
        "By default the presented controller's view; a controller may return a wrapper (chrome).",
      evidence: "UIPresentationController header (H-PC)."),
    Rule(
      "PC-4", "frameOfPresentedViewInContainerView",
      statement: "By default the container's bounds; it becomes the presented view's final frame.",
      evidence: "UIPresentationController header (H-PC); decompiled UIKit [D]."),
    Rule(
      "PC-5", "shouldPresentInFullscreen and shouldRemovePresentersView",
      statement: "The first defaults to true (false means current context), the second to false.",
      evidence: "UIPresentationController header (H-PC)."),
    Rule(
      "PC-6", "WillBegin and DidEnd",
      statement: """
        presentationTransitionWillBegin adds chrome (a dimming view) to the container; DidEnd \
        removes it if the presentation did not complete; the dismissal pair removes it when \
        the dismissal completes.
        """,
      evidence: "Apple's custom presentation guide (VCPG-CustomPres).",
      choice: """
        A value the developer's code gives its chrome inside an animate(alongsideTransition:) \
        block animates with the transition; one set directly in dismissalTransitionWillBegin \
        is drawn at once when the dismissal begins [I].
        """),
    Rule(
      "PC-7", "Container layout",
      statement: """
        containerViewWillLayoutSubviews and DidLayoutSubviews run when the container lays out \
        (rotation, size change); the presented view goes back to its frame. Repositioning the \
        views the presentation controller added itself is that controller's work in those \
        callbacks; without it they keep their frames [I].
        """,
      evidence: """
        Apple's custom presentation guide and header (VCPG-CustomPres, H-PC); that the added \
        views otherwise keep their frames is inferred [I] (a view made in code has no \
        autoresizing mask).
        """),
    Rule(
      "PC-8", "adaptivePresentationStyle of a presentation controller",
      statement: """
        By default the delegate's answer, else its own style; form-sheet and popover \
        controllers return fullScreen (pre-iOS 13 wording).
        """,
      evidence: "UIPresentationController header (H-PC)."),
    Rule(
      "PC-9", "viewWillTransition(to:with:) of a presentation controller",
      statement: """
        A presentation controller is a content container like a view controller: before its \
        container changes size (a rotation, another window size) UIKit calls its \
        viewWillTransition(to:with:), and a block it gives the coordinator's \
        animate(alongsideTransition:) runs inside the size change's animation, so what the \
        block sets is where that animation ends. That it hears the call just before the \
        presented controller (its default implementation passing it on) is inferred [I].
        """,
      evidence: """
        Apple's UIContentContainer pages (DOC-UIContentContainer: view controllers and \
        presentation controllers implement it; viewWillTransition(to:with:) "before changing \
        the size"; "use the provided coordinator object to animate any changes you make"). \
        The order against the controllers' calls is inferred [I].
        """),
    Rule(
      "X-13", "completeTransition from a layer animation's delegate",
      statement: """
        A CAAnimation added to a layer calls its delegate's animationDidStop(_:finished:) \
        when it ends: finished is true at the end of its duration, false when it was \
        removed first. An animator that calls completeTransition there completes the \
        transition then; until that call the transition runs (X-5).
        """,
      evidence: """
        Apple's pages on CAAnimationDelegate's animationDidStop(_:finished:) and on \
        CAAnimation's delegate, which the animation retains [C: CA-DELEGATE]. That the \
        transition completes at that call is inferred [I].
        """,
      choice: """
        A CABasicAnimation (and its kin) made in the app's Swift keeps the properties the \
        code sets; adding it to a layer with a delegate of the files calls \
        animationDidStop(_:finished: true) after the method UIKit called has returned, \
        with the animations' completions. The layer's own change is not drawn.
        """),
    Rule(
      "X-14", "Views outside the container",
      statement: """
        A view the animator adds to the key window lies above every subview of the window, \
        the transition's container too, and UIKit neither moves nor removes it when the \
        transition ends: it stays on screen until the app removes it. A view added to one \
        of UIKit's wrappers above the container (fromVC.view.superview, a sheet's \
        UIDropShadowView) moves and leaves with that wrapper (T-2). A child controller's \
        view still goes only under a view of its parent (K-3), and a container UIKit removes \
        takes with it whatever the code left inside.
        """,
      evidence: """
        Apple's containerView page (DOC-containerView: the animator works inside the \
        container, which UIKit manages); Apple's pages on the coordinator context's \
        containerView and on UIApplication's keyWindow, deprecated in iOS 13 (CONTAINER-2); \
        views added straight to the window sit above its root wrapper (W-4). That UIKit \
        leaves such a view where it is after completeTransition is inferred [I]: no source \
        shows UIKit removing a view it did not add.
        """,
      choice: """
        A view the code makes (UIView(), UIView(frame:), UIImageView, UIVisualEffectView, a \
        class of the files, or a class the files do not declare, drawn as a plain UIView and \
        said so) is a node of the window's tree marked with the line that made it; \
        addSubview, insertSubview, bringSubviewToFront, sendSubviewToBack, \
        exchangeSubview and removeFromSuperview work on it and on any view the lines can \
        name, UIKit's wrappers and the key window included. One left straight in the window \
        after completion is named in the explanation as the app's doing.
        """),
  ]
}
