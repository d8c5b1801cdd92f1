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
  /// A navigation controller's `UIToolbar`, made the first time it is shown (N-1, N-22).
  var toolbar: ViewID?
  /// `_UINavigationBarLargeTitleView` inside the bar, made when the navigation controller
  /// prefers large titles (N-21).
  var largeTitle: ViewID?
}
