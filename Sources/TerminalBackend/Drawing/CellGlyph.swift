import Pictures

/// The one character (a Unicode scalar value) a canvas cell is drawn with.
///
/// A `Cell` holds one Unicode scalar, meant to fill exactly one column. Anything that would not
/// (control characters, combining marks, East Asian wide characters and emoji, which take two
/// columns) would shift the rest of the row on a real terminal, so it is drawn as `?` instead.
/// With `asciiOnly` (a terminal whose locale is not UTF-8) every non-ASCII character is `?`.
enum CellGlyph {
  static let replacement = UInt32(UInt8(ascii: "?"))

  static func scalar(_ scalar: Unicode.Scalar, asciiOnly: Bool) -> UInt32 {
    let value = scalar.value
    if value >= 0x20 && value < 0x7F { return value }
    if asciiOnly || !CellWidth.isSingleColumn(scalar) { return replacement }
    return value
  }
}
