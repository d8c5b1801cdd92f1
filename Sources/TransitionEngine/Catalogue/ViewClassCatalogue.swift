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
    ViewClass(window, .window, .window, clips: true),
    ViewClass(alertWindow, .window, .alertWindow, clips: true),
    ViewClass(transitionView, .transitionView, .transitionView, structural: true),
    ViewClass(dropShadowView, .dropShadow, .dropShadowView, structural: true, clips: true),
    ViewClass(dimmingView, .dimming, .dimmingView),
    ViewClass(popoverView, .popover, .popoverView, chrome: true, clips: true),
    ViewClass(layoutContainerView, .layoutContainer, .layoutContainerView, structural: true),
    ViewClass(
      navigationTransitionView, .navigationTransition, .navigationTransitionView,
      structural: true),
    ViewClass(wrapperView, .controllerWrapper, .wrapperView, structural: true),
    ViewClass(parallaxDimmingView, .parallaxDimming, .parallaxDimmingView, structural: true),
    ViewClass(navigationBar, .navigationBar, .navigationBar, chrome: true),
    ViewClass(tabBar, .tabBar, .tabBar, chrome: true),
    ViewClass(toolbar, .toolbar, .toolbar, chrome: true),
    ViewClass(largeTitleView, .navigationBar, .largeTitleView),
    ViewClass(tabContainerView, .tabContainer, .tabContainerView),
    ViewClass(splitPanelView, .splitContainer, .splitPanelView),
    ViewClass(panelContentView, .splitContainer, .panelContentView),
    ViewClass(pageContentView, .pageContainer, .pageContentView),
    ViewClass(queuingScrollView, .pageContainer, .queuingScrollView),
    ViewClass(roundedRectShadowView, .sheetDecoration, .roundedRectShadowView),
    ViewClass(grabber, .sheetDecoration, .grabber),
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
      return ViewClass(className, .hosting, .hostingView)
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
