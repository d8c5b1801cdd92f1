import TransitionEngine

/// An interactive application as the run loop sees it: actions in, effects out, and a canvas
/// drawn from its state.
public protocol TerminalApplication {
  /// Handles one action and returns the effects the run loop must perform.
  mutating func handle(_ action: Action) -> [Effect]
  /// Draws the whole screen.
  func render(width: Int, height: Int) -> Canvas
}

extension TerminalApplication {
  /// Handles input from the terminal: `handle(.input(event))`.
  public mutating func handle(_ event: InputEvent) -> [Effect] {
    handle(.input(event))
  }
}
