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

/// A mouse event in canvas coordinates (column `x`, row `y`).
public struct MouseEvent: Hashable, Sendable {
  /// What the mouse did.
  public enum Kind: Hashable, Sendable {
    case click
    case wheelUp
    case wheelDown
  }

  public var kind: Kind
  public var x: Int
  public var y: Int

  public init(kind: Kind, x: Int, y: Int) {
    self.kind = kind
    self.x = x
    self.y = y
  }
}

/// Everything the run loop feeds the interface.
public enum InputEvent: Hashable, Sendable {
  case key(Key)
  case mouse(MouseEvent)
  /// The terminal now has this many columns and rows.
  case resize(width: Int, height: Int)
}

/// Side effects the interface asks the run loop to perform; the interface itself never
/// touches the terminal, files or the clock.
public enum Effect: Hashable, Sendable {
  case quit
  /// Throw away what is on the terminal and draw everything again (Ctrl-L).
  case repaint
  /// Read and open the scene file at this path.
  case openScene(path: String)
  /// Read the open scene's file again (`r` while watching).
  case reload
  /// Write `scene` with the steps `added` after its own to a new file (`w`).
  case saveScene(SceneEntry, added: [StepSpec])
}

/// Colour themes; the backend maps each `Style.Role` to colours of the theme.
public enum Theme: String, Hashable, Sendable, CaseIterable {
  case dark
  case light
  /// No colour: bold, dim, reverse and underline only (also what `NO_COLOR` selects).
  case mono
}

/// An interactive application as the run loop sees it: events in, effects out, and a canvas
/// drawn from its state.
public protocol TerminalApplication {
  /// Handles one event and returns the effects the run loop must perform.
  mutating func handle(_ event: InputEvent) -> [Effect]
  /// Draws the whole screen.
  func render(width: Int, height: Int) -> Canvas
}
