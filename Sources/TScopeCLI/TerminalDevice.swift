import TUI
import TerminalBackend

/// The terminal as the viewer's run loop uses it: its size, drawing a canvas, repainting,
/// waiting for input, and the termination signal that arrived, if any. `TerminalScreen` is
/// the real one (ncurses); the run loop's tests use a recording fake.
protocol TerminalDevice: AnyObject {
  /// Columns and rows.
  var width: Int { get }
  var height: Int { get }
  /// Draws the whole canvas (writing only the cells that changed).
  func draw(_ canvas: Canvas)
  /// Throws away what is on the terminal; the next `draw` writes everything.
  func repaint()
  /// Waits up to `timeoutMilliseconds` for a key, a click or a resize; nil when none came.
  func nextEvent(timeoutMilliseconds: Int32) -> InputEvent?
  /// The termination signal (SIGTERM, SIGHUP, …) caught since the viewer started, if any.
  var pendingSignal: Int32? { get }
}

extension TerminalScreen: TerminalDevice {
  var pendingSignal: Int32? { TerminalSignals.pendingTermination }
}
