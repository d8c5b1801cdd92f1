extension RuleBook {
  /// §18 open questions (Q-): where sources disagree or are silent, and the project's answer.
  static let openQuestions: [Rule] = [
    Rule(
      "Q-1", "Who presents a full-screen style",
      statement:
        "Decompiled UIKit's resolution function was not read; the guide says UIKit walks up to a controller that covers the screen, another source guesses the root and then its presented chain, which contradicts the \"already presenting\" refusal.",
      evidence: "Apple's programming guide (VCPG-Present); SUTERUSU.",
      choice: "P-2: the caller's outermost container (the root or a presented controller)."),
    Rule(
      "Q-2", "Where the grabbed presenter view sits in the container",
      statement:
        "Decompiled code moves the presenter's view into the container; its index was not read.",
      evidence: "Decompiled UIKit [D].",
      choice: "Index 0, below the presented view."),
    Rule(
      "Q-3", "Where a current-context container goes",
      statement:
        "Decompiled code uses the context controller's view's superview; radars report containers higher up for custom styles on iOS 8 and 10.3. No real dump exists.",
      evidence: "Decompiled UIKit [D]; radars 21944168 and 31163999.",
      choice: "The context controller's superview, just above its view."),
    Rule(
      "Q-4", "A compact popover before iOS 13",
      statement:
        "The header says fullScreen, the guide says overFullScreen: the difference is whether the presenter's view is removed.",
      evidence: "UIPresentationController header (H-PC); programming guide (VCPG-Present).",
      choice: "fullScreen (the header)."),
    Rule(
      "Q-5", "Current-context styles in compact width",
      statement:
        "The guide says they adapt to fullScreen; common iPhone practice (overCurrentContext inside a tab) says they do not on modern iOS.",
      evidence: "Apple's programming guide (VCPG-Present); practice [I].",
      choice: "Not adapted."),
    Rule(
      "Q-6", "The containerView of a push, pop or tab switch",
      statement:
        "UIViewControllerWrapperView or UINavigationTransitionView; the tab's UITransitionView: not confirmed.",
      evidence: "Inferred [I].",
      choice: "The navigation controller's UIViewControllerWrapperView."),
    Rule(
      "Q-7", "showDetail in a collapsed split",
      statement:
        "The split calls show; what that does with a primary that is not a navigation controller, and column-style splits, are not established.",
      evidence: "Apple's pages (DOC-showDetail, DOC-split-showDetail).",
      choice: "A navigation primary pushes; anything else presents."),
    Rule(
      "Q-8", "Controllers in between in a multi-level dismiss",
      statement:
        "Whether they get viewWillDisappear and viewDidDisappear, and in which order, is not known.",
      evidence: "Apple's dismiss page (DOC-dismiss); WinObjC.",
      choice: "A plain disappear pair, not animated."),
    Rule(
      "Q-9", "hidesBottomBarWhenPushed: top controller or any controller",
      statement:
        "Apple's page says the top-most controller decides; decompiled code checks every controller in the stack.",
      evidence: "Apple's page (DOC-hidesBottomBar); decompiled UIKit [D].",
      choice: "Any controller in the stack."),
    Rule(
      "Q-10", "Who presents when show finds no target",
      statement: "The header says the caller; the reference page says the window's root.",
      evidence: "Apple's header and show page (H-VC, DOC-show).",
      choice: "The caller (presenter resolution then reaches the root for full-screen styles)."),
    Rule(
      "Q-11", "Does the show target search cross presentations",
      statement:
        "Whether targetViewController(forAction:) goes from a presented controller to its presenter is not documented.",
      evidence: "Inferred [I].",
      choice: "Parents only."),
    Rule(
      "Q-12", "Does a tab bar controller define a presentation context",
      statement: "Its default is not documented.",
      evidence: "Apple's definesPresentationContext page.",
      choice: "False."),
    Rule(
      "Q-13", "Size classes in Stage Manager and on newer phones",
      statement: "Resizable iPad windows and post-2021 iPhones are not tabulated.",
      evidence: "Apple's HIG.",
      choice: "Not modelled: the multitasking widths of §7.1 only."),
    Rule(
      "Q-14", "Parent or child first in forwarded callbacks",
      statement: "The ports forward to children first; UIKit's order is not confirmed.",
      evidence: "Cacao and Chameleon ports.",
      choice: "The parent first."),
    Rule(
      "Q-15", "Completion block and viewDidAppear",
      statement:
        "Could viewDidAppear run after the completion on the decompiled asynchronous path? The header puts the completion after viewDidAppear.",
      evidence: "Apple's header (H-VC); decompiled UIKit [D].",
      choice: "The completion runs after viewDidAppear (the header)."),
    Rule(
      "Q-16", "iPad sheets before iOS 13 and the presenter's callbacks",
      statement: "WinObjC says the presenter hears nothing; no Apple statement was found.",
      evidence: "WinObjC.",
      choice: "None: sheets never remove the presenter's view."),
    Rule(
      "Q-17", "The root UIDropShadowView from iOS 13",
      statement: "Most dumps show it, two do not.",
      evidence: "Dumps [O].",
      choice: "Present."),
    Rule(
      "Q-18", "Sheets in compact height",
      statement:
        "Apple's style pages say they behave like fullScreen; the sheet API and decompiled code say the sheet controller stays and only its layout changes. Whether the presenter hears callbacks is not confirmed.",
      evidence: "Apple's style and sheet pages; decompiled UIKit [D].",
      choice:
        "The sheet controller stays, its card covers the window, the presenter keeps its view and hears no callbacks."
    ),
    Rule(
      "Q-19", "Undimmed detents, the push-back view, zoom views",
      statement:
        "Whether the dimming view below the largest undimmed detent is absent or clear; which view carries the push-back transform; the views a zoom transition inserts.",
      evidence: "Inferred [I].",
      choice:
        "The dimming view stays with alpha 0; the root wrapper's (or lower card's) UIDropShadowView is pushed back; zoom views are not invented."
    ),
    Rule(
      "Q-20", "A split that starts in compact width",
      statement: """
        Use Your Loaf and the collapse documentation put the detail on top; Apple's iOS 8 \
        overview says a compact split displays the primary first.
        """,
      evidence: "UYL-SPLIT; MALHAL; Apple's iOS 8 class overview.",
      choice: "The detail (SV-6), by the same collapse path as a rotation."),
    Rule(
      "Q-21", "The hidden primary in iPad portrait",
      statement: """
        Whether the hidden primary's view stays in the window off screen, and whether it \
        reports appeared or disappeared; one blog calls the portrait default primaryOverlay.
        """,
      evidence: "No dump; Apple's pages say only that the primary is hidden.",
      choice: "Its view leaves the window and it hears the disappearance callbacks [I]."),
    Rule(
      "Q-22", "Column-style split details",
      statement: """
        The default proposed top column when collapsing (believed .secondary), how the \
        supplementary and secondary join the primary's stack, the default display modes of \
        column styles (triple column in iPad portrait above all), the expanded tree inside \
        _UIPanelControllerContentView (column wrappers, divider), where the iOS 26 inspector \
        goes when collapsed, and what show(_:) and hide(_:) do to a collapsed split.
        """,
      evidence: "Inferred [I].",
      choice: """
        The secondary is proposed; the columns' controllers join the primary's stack in \
        column order; defaults follow SV-5; expanded columns sit side by side in the content \
        view with no invented wrapper; a collapsed inspector stays off screen, said to be \
        unknown; show(_:) and hide(_:) on a collapsed split, or of the secondary or compact \
        column, are refused as not modelled.
        """),
    Rule(
      "Q-23", "The More tab's open points",
      statement: """
        Older iPads' item count before More; whether UITab-based controllers use More; a \
        navigation tab's stack moved (decompiled) or the controller doubled (a 2016 report); \
        what selectedViewController reports while a picked tab is on top; the frames.
        """,
      evidence: "Decompiled UIKit [D]; XF-440; developer code both ways.",
      choice: "The stack moves; no More item in regular width; the getters are not modelled."),
    Rule(
      "Q-30", "setViewControllers and the controllers never shown",
      statement: """
        The exact willMove and didMove calls, and the delegate's willShow and didShow, for \
        controllers setViewControllers adds or removes without showing them.
        """,
      evidence: "Apple's page describes the transition only (DOC-setVCs).",
      choice: "Their containment callbacks come before the transition, no appearance ones [I]."),
    Rule(
      "Q-31", "Presenting from viewWillAppear, or from a pushed controller's viewDidLoad",
      statement: """
        Whether such a present is refused by the window check, queued behind the running \
        transition, or refused as "in progress".
        """,
      evidence: "No log was found; P-10 and P-11 combine P-2, P-9 and §3.1 [I].",
      choice: """
        Decided by what runs when the callback fires: the launch refuses (window check), a \
        push or pop queues, a presentation or dismissal refuses as "in progress" [I].
        """),
    Rule(
      "Q-33", "Full screen from inside a page sheet",
      statement: """
        Which controller presents when a controller shown in a page sheet presents full \
        screen (a sheet does not cover the screen, P-2), whether the sheet's view leaves its \
        card, and what stays beneath.
        """,
      evidence: "No source shows it [I].",
      choice: """
        The controller in the sheet presents, its view moves into the new container as any \
        grabbed presenter's does (T-4), and the card stays behind, empty; the explanation \
        says all of it is inferred [I].
        """),
    Rule(
      "Q-34", "Controllers popped in between",
      statement: """
        Whether the controllers between the top and the target of popToRootViewController \
        (or popToViewController) hear willMove and didMove(toParent: nil), and in which order.
        """,
      evidence: "Apple's pages describe the transition only; no log was found [I].",
      choice: """
        Each popped controller hears both, in the order the events show; the explanation \
        labels that order inferred [I].
        """),
    Rule(
      "Q-35", "Bar geometry",
      statement: """
        Whether a hidden navigation bar stays in the view tree; the large-title heights per \
        device and iOS version; the navigation toolbar's frame.
        """,
      evidence: "Apple's pages give no geometry; one app's measured bars only [I].",
      choice: """
        The hidden bar stays in the view, marked hidden; a large title adds 52 pt; the \
        toolbar is as tall as the navigation bar and sits above the bottom of the safe area. \
        Each explanation says so [I].
        """),
    Rule(
      "Q-36", "Page view controllers",
      statement: """
        The order of the old and the new page's appearance and containment callbacks when a \
        page view controller changes page; which views a swipe adds while the finger drags; \
        the page-curl style's view tree.
        """,
      evidence: "Apple's pages and public code show the calls, not their order or the views [I].",
      choice: """
        K-4's order, the new page first, with the containment calls around it; nothing \
        during an abandoned swipe; no views between the content view and a curled page. Each \
        explanation labels it inferred [I].
        """),
    Rule(
      "Q-37", "One run-loop turn: the message, and chained presents",
      statement: """
        The exact warning iOS 13 and later log when a present follows a dismissal begun in \
        the same turn, and what happens when A presents B and B presents C in one turn.
        """,
      evidence: "Older logs show \"while a presentation is in progress\"; none since iOS 13 [I].",
      choice: """
        The first check of §3.1, "while a presentation is in progress", for a present on a \
        presenter the turn is presenting or dismissing on [I]; a present from the controller \
        being presented plays as before.
        """),
    Rule(
      "Q-38", "UISearchController's presentation",
      statement: """
        Where a search controller presents when no ancestor defines a presentation context; \
        its modal presentation style, its presentation controller and the views it adds.
        """,
      evidence: "Apple's pages name the presentation, not its tree [I].",
      choice: """
        Presented over the current context, the results controller its only child, no \
        private views, no in-between frames; labelled inferred [I].
        """),
  ]
}
