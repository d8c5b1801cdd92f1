/// The views an animator block names with `let` (`let bubble = UIView()`, `let s =
/// fromView.snapshotView(afterScreenUpdates: false)`), numbered in the order made.
public struct CodeViewNames: Hashable, Sendable {
  /// Each name's view.
  var views: [String: CodeView] = [:]
  /// Views made and snapshots taken so far.
  var made = 0
  var snapshots = 0

  public init() {}

  /// The view a `let` name stands for, if the block made one under it.
  func view(named name: String) -> CodeView? { views[name] }
}
