import TransitionEngine

/// A key the interface reacts to, decoded by the backend from the terminal's input.
public enum Key: Hashable, Sendable {
  case character(Character)
  case up, down, left, right
  case pageUp, pageDown, home, end
  case tab, backTab, enter, escape, backspace, delete
  case function(Int)
  /// Ctrl-C (read as a key in raw mode) and Ctrl-L.
  case ctrlC, ctrlL
}
