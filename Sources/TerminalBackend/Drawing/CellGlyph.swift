import CNcurses
import TUI

/// The one character (a Unicode scalar value) a canvas cell is drawn with.
///
/// A cell holds one Unicode scalar, one column wide or, with the continuation cell after it,
/// two (`CellWidth`). A character is drawn as itself when the terminal's own width for it
/// (`wcwidth`) is the canvas's; anything else (control characters, lone combining marks, a
/// character this C library measures otherwise) would shift the rest of the row, so it is
/// drawn as one `?` a column instead. With `asciiOnly` (a terminal whose locale is not UTF-8)
/// every non-ASCII character is `?` a column.
enum CellGlyph {
  static let replacement = UInt32(UInt8(ascii: "?"))

  /// The scalar to draw for `cell`, whose left neighbour is `previous`; nil for the second
  /// column of a wide character the terminal draws whole. `columns` is the terminal's width
  /// of a scalar.
  static func scalar(
    _ cell: Cell, after previous: Cell?, asciiOnly: Bool,
    columns: (Unicode.Scalar) -> Int = terminalColumns
  ) -> UInt32? {
    if cell.isContinuation {
      guard let previous, previous.isWide else { return UInt32(UInt8(ascii: " ")) }
      return drawsItself(previous.scalar, asciiOnly: asciiOnly, columns: columns)
        ? nil : replacement
    }
    return drawsItself(cell.scalar, asciiOnly: asciiOnly, columns: columns)
      ? cell.scalar.value : replacement
  }

  /// Whether the terminal draws `scalar` as itself in the columns the canvas gave it.
  static func drawsItself(
    _ scalar: Unicode.Scalar, asciiOnly: Bool, columns: (Unicode.Scalar) -> Int
  ) -> Bool {
    let value = scalar.value
    if value >= 0x20 && value < 0x7F { return true }
    if asciiOnly || !CellWidth.isDrawable(scalar) { return false }
    return columns(scalar) == CellWidth.columns(scalar)
  }

  /// The columns this C library's `wcwidth` gives a scalar in the current locale.
  static func terminalColumns(_ scalar: Unicode.Scalar) -> Int {
    Int(tscope_char_width(scalar.value))
  }
}
