extension RuleBook {
  /// The source keys the evidence names, with what each is.
  public static let sources: [(key: String, source: String)] = [
    (
      "VCPG-Present, VCPG-Anim, VCPG-CustomPres, VCPG-Container, VCPG-Adaptive",
      "Apple, View Controller Programming Guide for iOS (archive): presenting, custom transition animations, custom presentations, container view controllers, the adaptive model"
    ),
    (
      "H-VC, H-PC, H-CT",
      "Apple iOS 13 SDK headers: UIViewController.h, UIPresentationController.h, UIViewControllerTransitioning.h"
    ),
    (
      "DOC-…",
      "Apple developer reference pages (developer.apple.com/documentation/uikit/…) for the API named: rootViewController, definesPresentationContext, presentingViewController, shouldPresentInFullscreen, each UIModalPresentationStyle, each UIModalTransitionStyle, view(forKey:), containerView, UIView alpha, transform and hitTest, adaptivePresentationStyle, UIPopoverPresentationController, UISheetPresentationController, viewIsAppearing, loadView, viewDidLoad, viewWillAppear, viewDidAppear, viewWillLayoutSubviews, viewWillTransition(to:with:), UIContentContainer, show, showDetailViewController, dismiss, hidesBottomBarWhenPushed, unwind segues, fluid transitions"
    ),
    ("TN2298", "Apple Technical Note TN2298, unwind segues"),
    (
      "HIG, MULTI",
      "Apple Human Interface Guidelines (layout, sheets); Adopting Multitasking on iPad"
    ),
    (
      "WWDC14-228, WWDC19-224, WWDC23-10055, WWDC24-10147",
      "WWDC sessions: A Look Inside Presentation Controllers; Modernizing Your UI for iOS 13; What's new in UIKit (the appearance diagram with viewIsAppearing); Elevate your tab and sidebar experience in iPadOS"
    ),
    (
      "HACK, NETGURU, PSPDF, FANT, OPTSHIFTK, CMDSHIFT, MALHAL, OBJC5, OBJC12, SEED, MO4, HIRATA",
      "Articles on iOS 13 presentations, presentation controllers, presentingViewController, targetViewController, split views, objc.io transitions, a Chinese transition guide, custom styles and callbacks, sheet dismissal"
    ),
    (
      "JINNIFY, RUDIN, RLDD, ARM1, READKE, AFFOGATO, PROGTEACH, PGZXC, LXWEIMIN, ITDECENT, WANGLING, STEVELUSCHER",
      "Published logs of appearance callbacks: present and dismiss, sheets and cancelled swipes, interrupted push, push and pop, tab switches, interactive pops"
    ),
    (
      "SO-15322916, SO-30117083, BAOLEI, JAZZY, YAGAMO, MFAANI",
      "Stack Overflow dumps of navigation views; size-class tables; a note on sheets and unwind; UITransitionView"
    ),
    (
      "ISSUE-370, RADAR-20069328, LAZYTR-8, ZFDRAG-70, SWIPETAB-94, ESTAB-292, APOLLO-557, SUTERUSU",
      "Issue threads and radars: refusal messages, lost presenter views, frozen transitions, iPadOS 18 tab containers, presentation-style experiments"
    ),
    (
      "CHAM, CACAO, WINOBJC, FLOWKEY",
      "Open-source UIKit reimplementations: Chameleon, Cacao, WinObjC, UIKit-cross-platform"
    ),
    (
      "FORUM-TABGROUP",
      "Apple developer forums thread 793985, answered by an Apple frameworks engineer: a UITabBarController changes its view controller only for root tabs; a UITabGroup's managingNavigationController opts in to more"
    ),
    (
      "POPOVER-EXC, ALERT-EXC, PRES-DECK, MM-T107",
      "Popovers and alerts: the popover's missing-anchor exception quoted in public code; the action sheet's exception in crash logs (SDCAlertView issue 306, an iOS 12.2 log); talk slides naming the three alert presentation controllers; test notes printing _UIAlertControllerPhoneTVMacView"
    ),
    (
      "KOUHAN",
      "An article on the \"whose view is not in the window hierarchy\" warning when a controller presents from viewDidLoad, and presenting from viewDidAppear instead"
    ),
    (
      "ECSLIDE-343, AWPERCENT-3",
      "Issue threads on cancelled percent-driven interactions: ECSlidingViewController issue 343 (frames reset in the completion flash; reset them at the cancel), AWPercentDrivenInteractiveTransition issue 3 (flashing when cancelling)"
    ),
    (
      "H-SPLIT",
      "UIKit's UISplitViewController.h comment on setViewController(_:for:), as carried into generated bindings: a controller that is not a navigation controller gets one created, except in the compact column"
    ),
    (
      "SAME-TURN, PUSH-BUSY",
      "Calls in one run-loop turn: radar reports mirrored on GitHub and an issue thread about presenting straight after a dismissal; the navigation controller's \"while an existing transition or presentation is occurring\" log quoted in public code"
    ),
    (
      "SYSVC, POPOVER-DOCS",
      "System controllers and popovers: Apple's UIActivityViewController reference as quoted in public issue threads with the share sheet's missing-anchor exception; Apple's pages on passthroughViews and popoverPresentationControllerShouldDismissPopover"
    ),
    (
      "CONTAINER-2",
      "Apple's pages on UIViewControllerTransitionCoordinatorContext's containerView and UIApplication's keyWindow, deprecated in iOS 13"
    ),
    (
      "CA-DELEGATE",
      "Apple's Core Animation reference pages on CAAnimationDelegate's animationDidStop(_:finished:) and CAAnimation's delegate"
    ),
    (
      "ROTATE",
      "Apple's UIContentContainer reference pages on willTransition(to:with:) and viewWillTransition(to:with:), and public code overriding them"
    ),
    (
      "DELEGATES",
      "Apple's reference pages on UINavigationController.delegate and UITabBarController.delegate and their animation, interaction and selection methods, and Apple's CustomTransitions sample code"
    ),
    (
      "DOC-bars, LARGE-TITLE",
      "Apple's reference pages on setNavigationBarHidden(_:animated:), setToolbarHidden(_:animated:), prefersLargeTitles, largeTitleDisplayMode and toolbarItems; a developer's article on the large-title view and measured bar heights"
    ),
    (
      "POPTO, SEARCH",
      "Apple's page on popToViewController(_:animated:) and the exception text in public code; Apple's pages on UISearchController's isActive and presentSearchController(_:), a .NET binding's description of UISearchController and public code"
    ),
    (
      "COLLAPSE",
      "Apple's page on UISplitViewControllerDelegate's splitViewController(_:collapseSecondary:onto:) and Xcode's master-detail template, whose delegate returns true while the detail is empty"
    ),
    (
      "PAGES",
      "Apple's pages on UIPageViewController's setViewControllers(_:direction:animated:completion:) and its delegate's pageViewController(_:willTransitionTo:), and public code using them"
    ),
    ("[D]", "Decompiled UIKitCore of iOS 26.1, one file per class"),
    ("[O]", "Published recursiveDescription and _printHierarchy output"),
  ]
}
