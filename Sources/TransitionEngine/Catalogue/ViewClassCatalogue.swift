/// The one home of the UIKit view class names the engine builds and the explainer reads in
/// real dumps, each with its role and rule (1.3 of the rules). Everything that needs a class
/// name (the engine, the viewer's looks, `tscope explain`) reads it here.
public enum ViewClassCatalogue {
  public static let window = "UIWindow"
  public static let transitionView = "UITransitionView"
  public static let dropShadowView = "UIDropShadowView"
  public static let dimmingView = "UIDimmingView"
  public static let popoverView = "_UIPopoverView"
  public static let layoutContainerView = "UILayoutContainerView"
  public static let navigationTransitionView = "UINavigationTransitionView"
  public static let wrapperView = "UIViewControllerWrapperView"
  public static let parallaxDimmingView = "_UIParallaxDimmingView"
  public static let navigationBar = "UINavigationBar"
  public static let tabBar = "UITabBar"
  public static let toolbar = "UIToolbar"
  public static let largeTitleView = "_UINavigationBarLargeTitleView"
  public static let tabContainerView = "_UITabContainerView"
  public static let splitPanelView = "_UISplitViewControllerPanelImplView"
  public static let panelContentView = "_UIPanelControllerContentView"
  public static let pageContentView = "_UIPageViewControllerContentView"
  public static let queuingScrollView = "_UIQueuingScrollView"
  public static let roundedRectShadowView = "_UIRoundedRectShadowView"
  public static let grabber = "_UIGrabber"
  public static let alertWindow = "_UIAlertControllerShimPresenterWindow"
  /// The class-name stem of `UIHostingController`'s view (`_UIHostingView<…>`, printed
  /// mangled as `_TtGC7SwiftUI14_UIHostingView…`).
  public static let hostingViewStem = "_UIHostingView"

  /// Every class, with its role and rule.
  public static let all: [ViewClass] = [
    ViewClass(
      window, .window, rule: "W-1", "the window; its root controller's view fills it", clips: true),
    ViewClass(
      alertWindow, .window, rule: "W-1", "UIKit's own window for legacy alerts", clips: true),
    ViewClass(
      transitionView, .transitionView, rule: "T-2",
      "a presentation's container, the iOS 13+ root wrapper or a tab bar controller's content area",
      structural: true),
    ViewClass(
      dropShadowView, .dropShadow, rule: "M-4",
      "a sheet's card, or the iOS 13+ root wrapper's card",
      structural: true, clips: true),
    ViewClass(
      dimmingView, .dimming, rule: "M-4", "dims what a sheet or popover covers; a tap dismisses"),
    ViewClass(
      popoverView, .popover, rule: "M-6", "a popover's frame and arrow", chrome: true, clips: true),
    ViewClass(
      layoutContainerView, .layoutContainer, rule: "N-1",
      "the view of a navigation or tab bar controller", structural: true),
    ViewClass(
      navigationTransitionView, .navigationTransition, rule: "N-1",
      "a navigation controller's content area, below its bar", structural: true),
    ViewClass(
      wrapperView, .controllerWrapper, rule: "N-2",
      "wraps the view of the controller a navigation or tab bar controller shows", structural: true),
    ViewClass(
      parallaxDimmingView, .parallaxDimming, rule: "N-3",
      "wraps the incoming view while a push or pop runs", structural: true),
    ViewClass(
      navigationBar, .navigationBar, rule: "N-1", "a navigation controller's bar", chrome: true),
    ViewClass(tabBar, .tabBar, rule: "TB-1", "a tab bar controller's bar", chrome: true),
    ViewClass(toolbar, .toolbar, rule: "N-1", "a navigation controller's toolbar", chrome: true),
    ViewClass(
      largeTitleView, .navigationBar, rule: "N-21",
      "the large-title area inside a navigation bar"),
    ViewClass(
      tabContainerView, .tabContainer, rule: "TB-6",
      "the iPadOS 18+ floating tab bar or sidebar of a tab bar controller"),
    ViewClass(splitPanelView, .splitContainer, rule: "SV-7", "a split view controller's view"),
    ViewClass(
      panelContentView, .splitContainer, rule: "SV-7", "holds a split view controller's columns"),
    ViewClass(
      pageContentView, .pageContainer, rule: "K-10", "a page view controller's view"),
    ViewClass(
      queuingScrollView, .pageContainer, rule: "K-10",
      "holds a scroll-style page view controller's pages"),
    ViewClass(roundedRectShadowView, .sheetDecoration, rule: "M-4", "a sheet card's shadow"),
    ViewClass(grabber, .sheetDecoration, rule: "M-10", "a sheet's grabber"),
  ]

  private static let byName: [String: ViewClass] = {
    var table: [String: ViewClass] = [:]
    for entry in all where table[entry.name] == nil { table[entry.name] = entry }
    return table
  }()

  /// The entry for a class name; a SwiftUI hosting view (any generic argument) is `.hosting`.
  public static func entry(_ className: String) -> ViewClass? {
    if let entry = byName[className] { return entry }
    if className.contains(hostingViewStem) {
      return ViewClass(className, .hosting, rule: nil, "a UIHostingController's view (SwiftUI)")
    }
    return nil
  }

  /// True for a view class UIKit keeps private: the private classes of real trees (1.3 of the
  /// rules: the container, card, dimming, wrapper and panel views) and any `_`-prefixed name.
  /// The window and the bars are public API; a class the catalogue does not know is the app's.
  public static func isPrivate(_ className: String) -> Bool {
    if className.hasPrefix("_") { return true }
    guard let kind = entry(className)?.kind else { return false }
    switch kind {
    case .window, .navigationBar, .tabBar, .toolbar: return false
    default: return true
    }
  }

  /// Classes with no content of their own (see-through in the screen picture).
  public static let structuralClasses = Set(all.filter(\.isStructural).map(\.name))
  /// Opaque system chrome.
  public static let chromeClasses = Set(all.filter(\.isChrome).map(\.name))
  /// Classes that clip their subviews.
  public static let clippingClasses = Set(all.filter(\.clips).map(\.name))
}
