/// The kinds of controller the engine models, each with UIKit's default classes.
public enum ControllerKind: String, Hashable, Sendable {
  case plain
  case navigation
  case tab
  case split
  case container

  /// The class UIKit uses for this kind.
  var defaultClassName: String {
    switch self {
    case .plain, .container: return "UIViewController"
    case .navigation: return "UINavigationController"
    case .tab: return "UITabBarController"
    case .split: return "UISplitViewController"
    }
  }

  /// The class of the root view UIKit loads for this kind (N-1, TB-1, SV-7).
  var defaultViewClassName: String {
    switch self {
    case .plain, .container: return "UIView"
    case .navigation, .tab: return ViewClassCatalogue.layoutContainerView
    // SV-7 [O]: a split view controller's view is `_UISplitViewControllerPanelImplView`.
    case .split: return ViewClassCatalogue.splitPanelView
    }
  }
}
