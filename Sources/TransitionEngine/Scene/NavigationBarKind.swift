/// Which of a navigation controller's two bars a `…Hidden` call shows or hides: the
/// `UINavigationBar` (N-20) or the `UIToolbar` (N-22).
public enum NavigationBarKind: String, Hashable, Sendable {
  case navigationBar
  case toolbar

  /// The UIKit method that shows or hides this bar.
  public var method: String {
    self == .navigationBar ? "setNavigationBarHidden" : "setToolbarHidden"
  }
}
