/// `UINavigationItem.LargeTitleDisplayMode` (N-21): whether a controller's title shows large
/// while it is on top of a navigation controller that prefers large titles.
public enum LargeTitleDisplayMode: String, Hashable, Sendable, CaseIterable {
  /// Follows the controller below it in the stack (the root's is large).
  case automatic
  case always
  case never
}
