import TransitionEngine

/// One line about every other key of the scene format (controllers, action options, a custom
/// presentation, a sheet) and about every value of its word lists. `tscope schema` puts them
/// on the keys and values (`description`, `enumDescriptions`) and `tscope help` prints them.
extension KeyDescriptions {
  /// A controller mapping's keys: its kind keys, their own keys and the options.
  public static let controller: [String: String] = [
    "vc": "a plain UIViewController with this name",
    "navigation": "a UINavigationController with this name (stack: its controllers)",
    "tab": "a UITabBarController with this name (tabs: its children)",
    "split":
      "a UISplitViewController with this name (primary, secondary; with style, its columns)",
    "container": "a custom container view controller with this name (children)",
    "pageView": "a UIPageViewController with this name (pages: the page it shows, K-10)",
    "pages": "the page view controller's visible page (one)",
    "transitionStyle": "a page view controller's style: pageCurl (UIKit's default) or scroll",
    "stack": "the navigation stack, root first",
    "tabs": "the tab bar controller's children, in tab order",
    "selected": "the selected tab at the start: an index or a child's name (default 0)",
    "primary": "the split view's primary column",
    "secondary": "the split view's secondary column",
    "style": "a split's style: doubleColumn or tripleColumn (column style), unspecified (classic)",
    "supplementary": "a tripleColumn split's middle column",
    "compact": "a column-style split's column for compact width, shown when collapsed",
    "inspector": "iOS 26: a column-style split's trailing inspector column, hidden until shown",
    "topColumnForCollapsing":
      "the column the split delegate's topColumnForCollapsingToProposedTopColumn returns",
    "collapseSecondary":
      "a classic split delegate's answer to collapseSecondary:onto: (SV-11; default none)",
    "children": "the container's children",
    "class": "the class name shown for the controller",
    "viewClass": "the class of the controller's root view (default UIView)",
    "definesPresentationContext": "a currentContext presentation below it covers its view",
    "providesPresentationContextTransitionStyle":
      "as the context, it also gives its modalTransitionStyle",
    "modalTransitionStyle": "how it animates when presented (see `tscope help styles`)",
    "preferredContentSize": "[w, h]: the size a popover or form sheet asks for",
    "hidesBottomBarWhenPushed": "a tab bar hides while it is pushed",
    "adaptive": "none: the presentation does not adapt in compact width",
    "views": "decorative subviews of its root view, by class",
    "frame": "[x, y, w, h]: where a custom container puts the child's view",
    "background": "its root view's background: opaque, translucent or clear",
    "preferredTransition": "zoom: the iOS 18 zoom transition (with zoomSource)",
    "zoomSource": "the class of the view the zoom starts from, in the source controller",
    "modalInPresentation": "isModalInPresentation: the user's swipe cannot dismiss it",
    "shouldDismiss":
      "false: its delegate's presentationControllerShouldDismiss answers no (D-10)",
    "tabBarHidden": "iOS 18 isTabBarHidden: the tab bar controller starts with its bar hidden",
    "navigationBarHidden":
      "isNavigationBarHidden: the navigation controller starts without its bar",
    "toolbarHidden": "isToolbarHidden (default true): false shows the navigation toolbar",
    "prefersLargeTitles": "navigationBar.prefersLargeTitles: the bar shows large titles",
    "largeTitleDisplayMode": "navigationItem.largeTitleDisplayMode: automatic, always or never",
    "toolbarItems": "the titles of its toolbarItems, shown while it is on top",
    "searchController": "navigationItem.searchController: {name, vc: its results controller}",
    "mode": "iOS 18 UITabBarController.mode: automatic, tabBar or tabSidebar (UITab tabs)",
    "selectedTab": "iOS 18 selectedTab at the start: a tab's controller or a group's child tab",
    "minimizeBehavior": "iOS 26 tabBarMinimizeBehavior: whether scrolling minimizes the bar",
    "bottomAccessory": "iOS 26 bottomAccessory at the start: the class of its content view",
    "tabGroup": "on an entry of tabs: a UITabGroup (iOS 18) with these child tabs, by name",
    "onViewDidLoad":
      "present from its viewDidLoad: refused at launch, queued behind a push (P-10)",
    "onViewWillAppear": "present from its viewWillAppear: as viewDidLoad, inferred (P-11, Q-31)",
    "onViewDidAppear": "present from its viewDidAppear: goes ahead, on every appearance (P-12)",
  ]

  /// The keys of a controller's `searchController:` (M-23).
  public static let searchController: [String: String] = [
    "name": "the UISearchController's name in the scene (default the controller's + Search)",
    "vc": "its searchResultsController, a new plain controller of this name",
  ]

  /// The keys of `onViewDidLoad`, `onViewWillAppear` and `onViewDidAppear` (P-10–P-12).
  public static let lifecycleHook: [String: String] = [
    "present": "the controller presented from the callback (a name or a controller)",
    "style": "the modalPresentationStyle (default automatic; no popover or actionSheet)",
    "transition": "the modalTransitionStyle for this presentation",
    "animated": "present(_:animated:) with this animated (default true)",
    "once": "the app guards the call: only the first such callback presents (default false)",
  ]

  /// The keys of one action or another, beside the action key.
  public static let option: [String: String] = [
    "on": "the controller the call is made on (a push's navigation controller, a detent's sheet)",
    "from": "the controller the call is made from (presenter, sender, unwind source)",
    "to": "the parent container of addChild",
    "style": "the modalPresentationStyle (see `tscope help styles`; default automatic)",
    "transition": "the modalTransitionStyle for this presentation",
    "source": "a popover's anchor: the controller whose view it points at",
    "anchor": "a popover's or action sheet's anchor: sourceView, barButtonItem or sourceItem",
    "custom": "a custom presentation's frame and presentation controller",
    "sheet": "the sheet's detents, grabber and dimming",
    "tab": "the tab bar controller, when several show",
    "column": "the column setViewController(_:for:) sets: primary, supplementary, secondary, …",
    "kind": "the segue's kind",
    "interactive": "the user's finger drives the transition, then finishes or cancels it",
    "direction": "a setPage's direction: forward (default) or reverse (K-10)",
    "interrupted": "a swipe back interrupts the push",
    "gesture":
      "how an interactive pop starts: edge (default) or content (iOS 26, N-18); on a "
      + "dismiss, tapOutside: a tap outside a popover (M-22)",
    "passthrough": "a popover's passthroughViews: controllers whose views a tap reaches (M-22)",
    "at": "with gesture: tapOutside, the controller whose view the tap lands on (M-22)",
    "animator":
      "the lines of your animateTransition(using:): views added, removed and reordered, "
      + "views of your own (let v = UIView(…)), the key window and superviews (X-14)",
    "perform": "the lines of your segue's perform() or your unwind's",
    "class": "a UIStoryboardSegue subclass in the swift: files: its perform() runs",
    "transitioningDelegate":
      "a Swift expression for the presented controller's transitioningDelegate (swift: files)",
    "navigationDelegate":
      "a Swift expression for the navigation controller's delegate (swift: files)",
    "tabBarDelegate": "a Swift expression for the tab bar controller's delegate (swift: files)",
  ]

  /// The keys of `custom:` on a `present` step with `style: custom`.
  public static let custom: [String: String] = [
    "frame": "[x, y, w, h]: frameOfPresentedViewInContainerView",
    "removesPresentersView": "shouldRemovePresentersView (default false)",
    "presentsInFullscreen": "shouldPresentInFullscreen (default true)",
    "chrome": "views the presentation controller adds to the container, by class",
    "presentedView": "wrapper: the presentation controller wraps the presented view",
  ]

  /// The keys of `sheet:` on a `present` step, and of a custom detent.
  public static let sheet: [String: String] = [
    "detents": "the sheet's detents (default [large]); a custom one is { custom, height }",
    "selected": "the detent it opens at (default the first)",
    "largestUndimmed": "the largest detent at which the presenter is not dimmed",
    "grabber": "prefersGrabberVisible: a grabber on top of the sheet",
    "edgeAttachedInCompactHeight": "in compact height, a sheet attached to the bottom edge",
    "custom": "the custom detent's identifier",
    "height": "the custom detent's height in points",
    "widthFollowsPreferredContentSizeWhenEdgeAttached":
      "edge-attached, the card takes preferredContentSize's width, not the safe area's",
    "placement": "iOS 27: where the sheet sits (only automatic is known)",
  ]

  /// The keys of `anchor:` on a `present` step (M-17).
  public static let anchor: [String: String] = [
    "sourceView": "the controller whose root view the popover points at",
    "sourceRect": "[x, y, w, h] in sourceView's coordinates (default: its bounds)",
    "barButtonItem": "an item of the presenting controller's navigationItem",
    "sourceItem": "iOS 16+: a bar button item or a controller's view; iOS 26 grows out of it",
  ]

  /// What each value of a word list means, by the key or definition that lists them.
  public static let values: [String: [String: String]] = [
    "style": [
      "fullScreen": "covers the screen; the presenter's view leaves the window",
      "pageSheet": "a card over the presenter (iOS 13+ on iPhone)",
      "formSheet": "a centred card on iPad, a page sheet in compact width",
      "currentContext": "covers the controller that defines the presentation context",
      "custom": "your presentation controller decides (see custom:)",
      "overFullScreen": "covers the screen; the presenter's view stays underneath",
      "overCurrentContext": "covers the context; its view stays underneath",
      "popover": "a popover at its anchor: or source:; adapts in compact width",
      "automatic": "UIKit chooses: a page sheet since iOS 13, a form sheet from iOS 18",
      "alert": "a UIAlertController alert: centred over a dimming view, the presenter stays",
      "actionSheet":
        "a UIAlertController action sheet: from the bottom on iPhone, a popover on iPad",
    ],
    "barButtonItem": [
      "leftBarButtonItem": "navigationItem.leftBarButtonItem",
      "rightBarButtonItem": "navigationItem.rightBarButtonItem",
    ],
    "sourceItem": [
      "leftBarButtonItem": "navigationItem.leftBarButtonItem",
      "rightBarButtonItem": "navigationItem.rightBarButtonItem",
    ],
    "transitionStyle": [
      "coverVertical": "slides up from the bottom (the default)",
      "flipHorizontal": "flips around the vertical axis",
      "crossDissolve": "fades in",
      "partialCurl": "curls the presenter's view up",
    ],
    "orientation": ["portrait": "upright", "landscape": "turned on its side"],
    "multitasking": [
      "full": "the whole screen", "two-thirds": "two thirds of the screen", "half": "half of it",
      "one-third": "one third of it", "slide-over": "a narrow window over another app",
    ],
    "background": [
      "opaque": "nothing shows through (the default)",
      "translucent": "what is underneath shows through, dimmed",
      "clear": "what is underneath shows through",
    ],
    "interactive": [
      "cancelled": "the user lets go early: completeTransition(false)",
      "completed": "the user finishes the gesture: completeTransition(true)",
    ],
    "gesture": [
      "edge": "the edge swipe (interactivePopGestureRecognizer)",
      "content": "iOS 26 interactiveContentPopGestureRecognizer: a pan anywhere in the content",
      "tapOutside": "a tap on a popover's dimming view, outside it (M-22)",
    ],
    "kind": [
      "show": "show(_:sender:)", "showDetail": "showDetailViewController(_:sender:)",
      "present": "present(_:animated:)", "popover": "a popover presentation",
      "custom": "your segue's perform()",
    ],
    "mode": [
      "automatic": "a sidebar on iPad only when a tab is a tabGroup (the default)",
      "tabBar": "only a tab bar",
      "tabSidebar": "on iPad a tab bar or a sidebar; on iPhone the regular tab bar",
    ],
    "minimizeBehavior": [
      "automatic": "the system decides (the default); not modelled as minimizing",
      "never": "the bar never minimizes",
      "onScrollDown": "minimizes while scrolling down, expands when scrolling back up",
      "onScrollUp": "minimizes while scrolling up, for content aligned to the bottom",
    ],
    "largeTitleDisplayMode": [
      "automatic": "as the controller below it in the stack (the root's is large)",
      "always": "large while it is on top", "never": "small while it is on top",
    ],
    "collapseSecondary": [
      "handled": "returns true: nothing is pushed, the primary stays on top",
      "notHandled": "returns false: the navigation primary pushes the secondary (SV-2)",
      "none": "no delegate (the default): the primary pushes the secondary (SV-2)",
    ],
    "pageTransitionStyle": [
      "scroll": "pages slide in a _UIQueuingScrollView",
      "pageCurl": "pages turn like paper (UIKit's default)",
    ],
    "direction": [
      "forward": "to the next page (the default)", "reverse": "back to the previous page",
    ],
    "search": [
      "active": "the user taps in the search field: the search controller presents itself",
      "inactive": "the search ends: the search controller is dismissed",
    ],
    "scroll": [
      "down": "the user scrolls the content down (towards its end)",
      "up": "the user scrolls the content back up",
    ],
    "detents": ["medium": "about half the screen's height", "large": "the full sheet height"],
    "placement": [
      "automatic": "where UIKit puts the sheet today",
      "leading": "towards the leading edge; drawn as automatic, as no source shows it",
      "center": "centred; drawn as automatic, as no source shows it",
      "trailing": "towards the trailing edge; drawn as automatic, as no source shows it",
    ],
    "splitStyle": [
      "doubleColumn": "primary and secondary columns (iOS 14+)",
      "tripleColumn": "primary, supplementary and secondary columns (iOS 14+)",
      "unspecified": "a classic split: primary and secondary only",
    ],
    "splitColumn": [
      "primary": "the leading column", "supplementary": "a tripleColumn split's middle column",
      "secondary": "the main content column", "compact": "the column shown when collapsed",
      "inspector": "iOS 26: the trailing inspector column",
    ],
    "topColumnForCollapsing": [
      "primary": "the primary stays on top: the other columns are not pushed",
      "supplementary": "the supplementary ends up on top of the primary's stack",
      "secondary": "the secondary ends up on top (what UIKit proposes [I])",
    ],
    "device": Dictionary(
      uniqueKeysWithValues: Device.all.map {
        (
          $0.name,
          "\($0.displayName), \(points($0.portraitSize.width))×\(points($0.portraitSize.height))"
        )
      }),
  ]

  /// A whole number of points as text (`393`), or the number as Swift writes it.
  private static func points(_ value: Double) -> String {
    Int(exactly: value).map(String.init) ?? String(value)
  }
}
