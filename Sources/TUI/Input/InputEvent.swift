import TransitionEngine

/// Everything the run loop feeds the interface.
public enum InputEvent: Hashable, Sendable {
  case key(Key)
  case mouse(MouseEvent)
  /// The terminal now has this many columns and rows.
  case resize(width: Int, height: Int)
}
