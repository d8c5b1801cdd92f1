/// UIKit's and Core Graphics' names as Swift 2, 3 and 4 spelled them, read as today's: a file
/// written for an older Swift runs as the same code written now (issue 32: the files people
/// bring span Swift 2 to 5). Only spellings; what a call does is decided where today's
/// spelling is handled. A name the files declare themselves is never renamed.
enum LegacySpelling {
  /// A spelling as today writes it: a method with its argument labels, or a property read.
  struct Modern: Equatable {
    let name: String
    let labels: [String?]
    let isProperty: Bool
  }

  /// A call renamed: today's base name, the label today's first argument takes (`.keep`: as
  /// written), and the other labels renamed.
  private struct Renaming {
    let name: String
    let first: FirstLabel
    var others: [String: String] = [:]
  }

  private enum FirstLabel {
    case keep
    case label(String?)
  }

  /// Swift 2's methods of UIKit objects (the first argument unlabelled), by their old name.
  private static let methods: [String: Renaming] = [
    "animateWithDuration": Renaming(name: "animate", first: .label("withDuration")),
    "animateKeyframesWithDuration": Renaming(
      name: "animateKeyframes", first: .label("withDuration")),
    "addKeyframeWithRelativeStartTime": Renaming(
      name: "addKeyframe", first: .label("withRelativeStartTime")),
    "transitionWithView": Renaming(name: "transition", first: .label("with")),
    "transitionFromView": Renaming(
      name: "transition", first: .label("from"), others: ["toView": "to"]),
    "snapshotViewAfterScreenUpdates": Renaming(
      name: "snapshotView", first: .label("afterScreenUpdates")),
    "viewForKey": Renaming(name: "view", first: .label("forKey")),
    "viewControllerForKey": Renaming(name: "viewController", first: .label("forKey")),
    "finalFrameForViewController": Renaming(name: "finalFrame", first: .label("for")),
    "initialFrameForViewController": Renaming(name: "initialFrame", first: .label("for")),
    "presentViewController": Renaming(name: "present", first: .keep),
    "dismissViewControllerAnimated": Renaming(name: "dismiss", first: .label("animated")),
    "popViewControllerAnimated": Renaming(name: "popViewController", first: .label("animated")),
    "popToRootViewControllerAnimated": Renaming(
      name: "popToRootViewController", first: .label("animated")),
    "addChildViewController": Renaming(name: "addChild", first: .keep),
    "removeFromParentViewController": Renaming(name: "removeFromParent", first: .keep),
    "willMoveToParentViewController": Renaming(name: "willMove", first: .label("toParent")),
    "didMoveToParentViewController": Renaming(name: "didMove", first: .label("toParent")),
    "transitionFromViewController": Renaming(
      name: "transition", first: .label("from"), others: ["toViewController": "to"]),
    "performSegueWithIdentifier": Renaming(name: "performSegue", first: .label("withIdentifier")),
    "showViewController": Renaming(name: "show", first: .keep),
    "exchangeSubviewAtIndex": Renaming(
      name: "exchangeSubview", first: .label("at"), others: ["withSubviewAtIndex": "withSubviewAt"]),
    "animateAlongsideTransition": Renaming(name: "animate", first: .label("alongsideTransition")),
  ]

  /// Swift 2's names of a percent-driven interaction controller's calls (on the context they
  /// are still today's names).
  private static let interactorCalls = [
    "updateInteractiveTransition": "update", "finishInteractiveTransition": "finish",
    "cancelInteractiveTransition": "cancel",
  ]

  /// Today's name of a percent-driven interaction controller's call (`update`, `finish`,
  /// `cancel`), as Swift 2 or today writes it.
  static func interactorCall(_ name: String) -> String { interactorCalls[name] ?? name }

  /// Swift 3 and 4's labels that Swift 4.2 folded into the name, by (name, first label).
  private static let labelled: [String: (label: String, modern: Modern)] = [
    "bringSubview": (
      "toFront", Modern(name: "bringSubviewToFront", labels: [nil], isProperty: false)
    ),
    "sendSubview": ("toBack", Modern(name: "sendSubviewToBack", labels: [nil], isProperty: false)),
    "willMove": (
      "toParentViewController", Modern(name: "willMove", labels: ["toParent"], isProperty: false)
    ),
    "didMove": (
      "toParentViewController", Modern(name: "didMove", labels: ["toParent"], isProperty: false)
    ),
  ]

  /// Methods whose name stayed while Swift 3 renamed a label, by name: old label to new.
  private static let relabelled: [String: [String: String]] = [
    "insertSubview": ["atIndex": "at"]
  ]

  /// Swift 2's methods without arguments that are properties today.
  private static let properties: [String: String] = [
    "containerView": "containerView", "transitionWasCancelled": "transitionWasCancelled",
    "isAnimated": "isAnimated", "isInteractive": "isInteractive",
    "presentationStyle": "presentationStyle", "targetTransform": "targetTransform",
    "transitionCoordinator": "transitionCoordinator", "isViewLoaded": "isViewLoaded",
    "presentedView": "presentedView",
    "frameOfPresentedViewInContainerView": "frameOfPresentedViewInContainerView",
    "sharedApplication": "shared", "mainScreen": "main",
    "isBeingPresented": "isBeingPresented", "isBeingDismissed": "isBeingDismissed",
    "isMovingToParentViewController": "isMovingToParent",
    "isMovingFromParentViewController": "isMovingFromParent",
  ]

  /// Today's spelling of `name(labels…)` called on a UIKit object (`onContext`: the
  /// transition context), or nil when it is today's already.
  static func call(_ name: String, _ labels: [String?], onContext: Bool = false) -> Modern? {
    if labels.isEmpty, let property = properties[name] {
      return Modern(name: property, labels: [], isProperty: true)
    }
    if labels.isEmpty, name.count > 5, name.hasSuffix("Color"), name.first?.isLowercase ?? false {
      // `UIColor.blackColor()` is `UIColor.black`.
      return Modern(name: String(name.dropLast(5)), labels: [], isProperty: true)
    }
    if !onContext, let modern = interactorCalls[name] {
      return Modern(name: modern, labels: labels, isProperty: false)
    }
    if let entry = labelled[name], labels.first == entry.label, labels.count == 1 {
      return entry.modern
    }
    if let renames = relabelled[name],
      labels.contains(where: { $0.map { renames[$0] != nil } ?? false })
    {
      let renamed = labels.map { label in label.map { renames[$0] ?? $0 } }
      return Modern(name: name, labels: renamed, isProperty: false)
    }
    guard let renaming = methods[name] else { return nil }
    var renamed = labels.map { label in label.map { renaming.others[$0] ?? $0 } }
    if case .label(let first) = renaming.first, !renamed.isEmpty, renamed[0] == nil {
      renamed[0] = first
    }
    return Modern(name: renaming.name, labels: renamed, isProperty: false)
  }

  /// Swift 2's named values that are static members today (`UITransitionContextToViewKey` is
  /// `UITransitionContextViewKey.to`, `CGRectZero` is `CGRect.zero`), as type and member.
  static let constants: [String: (type: String, member: String)] = [
    "UITransitionContextToViewKey": ("UITransitionContextViewKey", "to"),
    "UITransitionContextFromViewKey": ("UITransitionContextViewKey", "from"),
    "UITransitionContextToViewControllerKey": ("UITransitionContextViewControllerKey", "to"),
    "UITransitionContextFromViewControllerKey": ("UITransitionContextViewControllerKey", "from"),
    "CGAffineTransformIdentity": ("CGAffineTransform", "identity"),
    "CGRectZero": ("CGRect", "zero"), "CGPointZero": ("CGPoint", "zero"),
    "CGSizeZero": ("CGSize", "zero"),
  ]

  /// Swift 2's names of the methods UIKit calls on the app (protocol requirements and
  /// overrides), by old name, with today's name and labels; `count` is the number of
  /// parameters the old declaration has.
  private static let declarations: [String: (count: Int, modern: Modern)] = [
    "animationControllerForPresentedController": (
      3,
      Modern(
        name: "animationController", labels: ["forPresented", "presenting", "source"],
        isProperty: false)
    ),
    "animationControllerForDismissedController": (
      1, Modern(name: "animationController", labels: ["forDismissed"], isProperty: false)
    ),
    "presentationControllerForPresentedViewController": (
      3,
      Modern(
        name: "presentationController", labels: ["forPresented", "presenting", "source"],
        isProperty: false)
    ),
    "prepareForSegue": (2, Modern(name: "prepare", labels: ["for", "sender"], isProperty: false)),
    "viewWillTransitionToSize": (
      2, Modern(name: "viewWillTransition", labels: ["to", "with"], isProperty: false)
    ),
    "willTransitionToTraitCollection": (
      2, Modern(name: "willTransition", labels: ["to", "with"], isProperty: false)
    ),
    "adaptivePresentationStyleForPresentationController": (
      1, Modern(name: "adaptivePresentationStyle", labels: ["for"], isProperty: false)
    ),
  ]

  /// Swift 2's second labels of the delegate methods named after their delegate
  /// (`navigationController(_:animationControllerForOperation:fromViewController:toViewController:)`).
  private static let delegateLabels: [String: String] = [
    "animationControllerForOperation": "animationControllerFor", "fromViewController": "from",
    "toViewController": "to",
    "interactionControllerForAnimationController": "interactionControllerFor",
    "willShowViewController": "willShow", "didShowViewController": "didShow",
    "animationControllerForTransitionFromViewController": "animationControllerForTransitionFrom",
    "shouldSelectViewController": "shouldSelect", "didSelectViewController": "didSelect",
    "collapseSecondaryViewController": "collapseSecondary", "ontoPrimaryViewController": "onto",
  ]

  /// Methods whose one parameter Swift 2 wrote without today's label (its first parameter had
  /// none), with today's label.
  private static let firstLabels: [String: String?] = [
    "transitionDuration": "using", "animateTransition": "using",
    "interactionControllerForPresentation": "using", "interactionControllerForDismissal": "using",
    "animationDidStop": nil, "viewWillAppear": nil, "viewDidAppear": nil, "viewWillDisappear": nil,
    "viewDidDisappear": nil, "presentationTransitionDidEnd": nil, "dismissalTransitionDidEnd": nil,
    "animationEnded": nil,
  ]

  /// Swift 2's methods without parameters that today's UIKit declares as properties.
  static let getters: Set<String> = [
    "frameOfPresentedViewInContainerView", "presentedView", "shouldRemovePresentersView",
    "shouldPresentInFullscreen", "preferredStatusBarStyle", "prefersStatusBarHidden",
  ]

  /// Today's name and labels of a method the files declare in an older Swift's spelling
  /// (`written`: its labels as declared), or nil when it is today's already.
  static func declared(_ name: String, _ written: [String?]) -> Modern? {
    if let entry = declarations[name], entry.count == written.count { return entry.modern }
    if name == "navigationController" || name == "tabBarController"
      || name == "splitViewController", written.count >= 2,
      written.dropFirst().contains(where: { $0.map { delegateLabels[$0] != nil } ?? false })
    {
      let labels =
        [nil] + written.dropFirst().map { label in label.map { delegateLabels[$0] ?? $0 } }
      return Modern(name: name, labels: labels, isProperty: false)
    }
    guard let first = firstLabels[name], let label = written.first, label != first else {
      return nil
    }
    return Modern(name: name, labels: [first] + written.dropFirst(), isProperty: false)
  }

  /// A case as Swift 3 names it: Swift 2's `.FullScreen`, `.Pop`, `.Changed` are `.fullScreen`,
  /// `.pop`, `.changed` (the first letter lowered); `.URL`-like names and today's stay.
  static func caseName(_ name: String) -> String {
    guard let first = name.first, first.isUppercase, name.count > 1,
      name.dropFirst().first?.isLowercase ?? false
    else { return name }
    return first.lowercased() + name.dropFirst()
  }
}
