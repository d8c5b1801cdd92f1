import TransitionEngine

/// One line about each key of the scene format: `tscope help` prints them and `tscope schema`
/// puts them on the keys, so an editor shows the same words as the help.
public enum KeyDescriptions {
  /// Top-level keys of a scene.
  public static let scene: [String: String] = [
    "title": "required; shown in the header",
    "about": "a teaching note shown before the first step",
    "device": "a preset of `tscope devices` (default \(Device.defaultName))",
    "window": "[w, h]: a portrait window size no preset has (bars and safe areas of 'device')",
    "orientation": "the device's orientation at the start",
    "ios": "the major iOS version (default 17)",
    "multitasking": "iPad only: the window's share of the screen",
    "swift": "your Swift files beside the scene: animators, delegates, presentation controllers",
    "root": "the window's rootViewController (see `tscope help controllers`)",
    "steps": "the steps in order (see `tscope help steps`)",
  ]

  /// A step's action keys and the keys every step may carry.
  public static let step: [String: String] = [
    "push": "pushViewController(_:animated:) of this controller (on: the navigation controller)",
    "pop": "popViewController(animated:) on this navigation controller",
    "popToRoot": "popToRootViewController(animated:) on this navigation controller",
    "present": "present(_:animated:) of this controller (from: the presenting controller)",
    "dismiss": "dismiss(animated:) called on this controller",
    "show": "show(_:sender:) of this controller (from: the sender)",
    "showDetail": "showDetailViewController(_:sender:) of this controller",
    "select": "a tab controller selects this tab (an index or a child's name)",
    "addChild": "addChild(_:) of this controller to a container (to: the parent)",
    "removeChild": "removeFromParent() on this controller",
    "unwind": "an unwind segue to this controller",
    "rotate": "the device turns to this orientation",
    "device": "the scene continues on this device preset",
    "multitasking": "the iPad window takes this share of the screen",
    "detent": "the sheet's selected detent changes to this one",
    "tabBarHidden": "setTabBarHidden(_:animated:) (iOS 18) on the tab controller (tab: which one)",
    "selectedTab": "iOS 18: selectedTab becomes this tab or child tab (tab: which controller)",
    "scroll": "iOS 26: the user scrolls the selected tab down or up (tab bar minimizing)",
    "bottomAccessory":
      "iOS 26 setBottomAccessory(_:animated:): a content view's class, or null to remove it",
    "setViewControllers":
      "setViewControllers(_:animated:) with these controllers (on: the navigation controller)",
    "navigationBarHidden":
      "setNavigationBarHidden(_:animated:) on the navigation controller (on: which one)",
    "toolbarHidden": "setToolbarHidden(_:animated:) on the navigation controller (on: which one)",
    "popTo": "popToViewController(_:animated:) to this controller (on: the navigation controller)",
    "search": "active or inactive: the search controller of a controller (on:) presents or ends",
    "setPage":
      "a page view controller (on:) shows this page: setViewControllers, or a swipe (interactive)",
    "showColumn": "show(_:) of this column on a column-style split (on: which split)",
    "hideColumn": "hide(_:) of this column on a column-style split (on: which split)",
    "setViewController":
      "setViewController(_:for:) on a column-style split (column: which one, on: which split)",
    "code": "your own lines of UIKit code, run as the engine reads them",
    "segue": "a storyboard segue to this controller (kind: show, present, popover, …)",
    "animated": "whether the call is animated (default true)",
    "note": "a teaching note shown with the step, once",
  ]
}
