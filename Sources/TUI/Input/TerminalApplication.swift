import TransitionEngine

/// An interactive application as the run loop sees it: events in, effects out, and a canvas
/// drawn from its state.
public protocol TerminalApplication {
  /// Handles one event and returns the effects the run loop must perform.
  mutating func handle(_ event: InputEvent) -> [Effect]
  /// Draws the whole screen.
  func render(width: Int, height: Int) -> Canvas
}
