import CNcurses
import TUI

/// Turns an ncurses mouse report, as the C layer classifies it (`tscope_getmouse`'s kind),
/// into a `MouseEvent`.
///
/// Which reports are asked for, and how each ncurses build reports the wheel (button 5 with
/// mouse version 2, a position report with version 1 as in the macOS SDK), is settled in
/// `curses_layer.c`; releases and other buttons arrive as "other" and are dropped here.
enum MouseDecoder {
  static func event(kind: Int32, x: Int32, y: Int32) -> MouseEvent? {
    switch kind {
    case TSCOPE_MOUSE_CLICK: MouseEvent(kind: .click, x: Int(x), y: Int(y))
    case TSCOPE_MOUSE_WHEEL_UP: MouseEvent(kind: .wheelUp, x: Int(x), y: Int(y))
    case TSCOPE_MOUSE_WHEEL_DOWN: MouseEvent(kind: .wheelDown, x: Int(x), y: Int(y))
    default: nil
    }
  }
}
