/// The app's own `beginAppearanceTransition` calls on one controller that no
/// `endAppearanceTransition` has matched yet (K-9): their direction and their lines, oldest
/// first. UIKit keeps such a count on the controller; the did-callback waits for the last end.
struct HandAppearance: Hashable, Sendable {
  var appearing: Bool
  var open: [CodeLine]
  /// Lines already named as left open at the end of a step, so no later step names them again.
  var named: Int = 0
}
