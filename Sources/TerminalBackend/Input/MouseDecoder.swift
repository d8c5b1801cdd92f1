import CNcurses
import TUI

/// Turns an ncurses mouse report (`getmouse`'s button state and cell) into a `MouseEvent`.
///
/// A press of button 1 counts as a click: asking ncurses for BUTTON1_CLICKED would make it
/// wait `mouseinterval` after every press to tell clicks from drags. Buttons 4 and 5 are the
/// wheel. Releases are asked for too, and dropped here: ncurses swallows a report outside the
/// mask by reading on, and that read ignores the window's timeout, so an unrequested release
/// would block the run loop's non-blocking reads until the next key.
enum MouseDecoder {
  /// The reports the screen asks for with `mousemask`.
  static var mask: mmask_t {
    tscope_button1_pressed() | tscope_button1_released() | tscope_button4_pressed()
      | tscope_button5_pressed()
  }

  static func event(state: mmask_t, x: Int32, y: Int32) -> MouseEvent? {
    let kind: MouseEvent.Kind
    if state & tscope_button4_pressed() != 0 {
      kind = .wheelUp
    } else if state & tscope_button5_pressed() != 0 {
      kind = .wheelDown
    } else if state & (tscope_button1_pressed() | tscope_button1_clicked()) != 0 {
      kind = .click
    } else {
      return nil
    }
    return MouseEvent(kind: kind, x: Int(x), y: Int(y))
  }
}
