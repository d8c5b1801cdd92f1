import TUI

/// A canvas as text with ANSI colour and attribute sequences (SGR), in a theme's looks: what
/// `tscope shot --format ansi` prints, a wide character once for its two cells. Pure; no
/// terminal is needed.
public enum ANSIText {
  public static func render(_ canvas: Canvas, theme: Theme) -> String {
    var output = ""
    for row in 0..<canvas.height {
      var current: Style?
      var line = ""
      for column in 0..<canvas.width {
        let cell = canvas[column, row]
        // The second column of a wide character: the terminal filled it with the first.
        if cell.isContinuation { continue }
        if cell.style != current {
          line += sequence(cell.style, theme: theme)
          current = cell.style
        }
        line.append(cell.character)
      }
      output += line + "\u{1B}[0m\n"
    }
    return output
  }

  /// The SGR sequence that resets and then sets a style's look.
  static func sequence(_ style: Style, theme: Theme) -> String {
    let look = ThemeLooks.look(for: style.role, in: theme)
    var codes = ["0"]
    if look.bold || style.bold { codes.append("1") }
    if look.dim { codes.append("2") }
    if look.underline || style.underline { codes.append("4") }
    if look.reverse || style.reverse { codes.append("7") }
    if let color = look.color { codes.append(String(30 + Int(color))) }
    return "\u{1B}[" + codes.joined(separator: ";") + "m"
  }
}
