/// The private views UIKit builds inside a navigation or tab controller's view.
struct Chrome {
  /// `UINavigationTransitionView` (navigation) or `UITransitionView` (tab).
  var transitionView: ViewID?
  /// `UIViewControllerWrapperView`: holds the visible child's view.
  var wrapper: ViewID?
  /// `UINavigationBar` or `UITabBar`.
  var bar: ViewID?
  /// `_UITabContainerView` of an iPadOS 18+ tab bar controller in regular width (TB-6).
  var tabContainer: ViewID?
}
