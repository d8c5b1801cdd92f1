/// A window drawn over the main screen that takes the keys while it is open.
public enum Overlay: Hashable, Sendable {
  /// The key list, scrolled by this many lines.
  case help(scroll: Int)
  /// The `a` menu that adds a step.
  case actions(ActionMenuState)
  /// The scene picker (`o`, and the start screen without a scene).
  case picker(PickerState)
  /// A rule of the rule book opened from the Why pane, scrolled by this many lines.
  case rule(id: String, scroll: Int)
  /// The scene's steps (`s`), the cursor on one of them: Enter goes to its first phase.
  case steps(cursor: Int)
}
