/// What a UIKit view class is for in the window's tree (1.3 of the rules: the private views
/// UIKit inserts, and the public ones the engine builds).
public enum ViewClassKind: String, Hashable, Sendable, CaseIterable {
  case window
  /// `UITransitionView`: a presentation's container, the iOS 13+ root wrapper, a tab bar
  /// controller's content area, or the container in UIKit's alert window.
  case transitionView
  /// `UIDropShadowView`: a sheet's card, or the iOS 13+ root wrapper's card.
  case dropShadow
  case dimming
  case popover
  /// `UILayoutContainerView`: the view of a navigation or tab bar controller.
  case layoutContainer
  case navigationTransition
  case controllerWrapper
  case parallaxDimming
  case navigationBar
  case tabBar
  case toolbar
  case tabContainer
  case splitContainer
  /// `_UIPageViewControllerContentView` and `_UIQueuingScrollView` (K-10).
  case pageContainer
  case sheetDecoration
  case hosting
}
