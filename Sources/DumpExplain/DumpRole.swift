/// What a view in a dump is doing, in the words of `tscope explain`'s contract.
public enum DumpRole: String, Hashable, Sendable, CaseIterable {
  case window
  /// The UITransitionView an iOS 13+ window wraps its root in (W-3).
  case rootContainer = "root-container"
  /// The root wrapper's UIDropShadowView (W-3).
  case rootShadow = "root-shadow"
  /// A presentation's containerView (T-2).
  case presentationContainer = "presentation-container"
  case sheetCard = "sheet-card"
  case dimming
  case popover
  /// UINavigationTransitionView.
  case navigationContainer = "navigation-container"
  /// UIViewControllerWrapperView.
  case controllerWrapper = "controller-wrapper"
  case navigationBar = "navigation-bar"
  /// A tab bar controller's own UITransitionView, or `_UITabContainerView`.
  case tabContainer = "tab-container"
  case tabBar = "tab-bar"
  case toolbar
  case splitContainer = "split-container"
  /// The parallax dimming and wrapper views of a running push or pop (N-3).
  case pushInFlight = "push-in-flight"
  /// A controller's own view.
  case controllerView = "controller-view"
  /// A SwiftUI hosting view.
  case hostingView = "hosting-view"
  /// Anything else.
  case content
}
