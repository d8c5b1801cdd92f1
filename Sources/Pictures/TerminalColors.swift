import TUI

/// Concrete colours for pictures of a canvas (SVG, HTML): the eight ANSI colours of a common
/// terminal palette, and the background and text colours of each theme, so a picture looks
/// like the viewer in a terminal with that palette.
struct TerminalColors: Sendable {
  let background: String
  let foreground: String
  /// ANSI colours 0–7.
  let ansi: [String]

  static func of(_ theme: Theme) -> TerminalColors {
    switch theme {
    case .light:
      TerminalColors(
        background: "#ffffff", foreground: "#1f2328",
        ansi: [
          "#1f2328", "#cf222e", "#116329", "#7d4e00", "#0550ae", "#8250df", "#1b7c83", "#6e7781",
        ])
    case .dark, .mono:
      TerminalColors(
        background: "#1e1e1e", foreground: "#d4d4d4",
        ansi: [
          "#000000", "#f14c4c", "#23d18b", "#f5f543", "#3b8eea", "#d670d6", "#29b8db", "#e5e5e5",
        ])
    }
  }

  /// How one cell looks: text and background colours, weight, dimming, underline.
  struct Look: Hashable {
    let text: String
    let fill: String?
    let bold: Bool
    let dim: Bool
    let underline: Bool
  }

  func look(_ style: Style, theme: Theme) -> Look {
    let role = ThemeLooks.look(for: style.role, in: theme)
    var text =
      role.color.flatMap { ansi.indices.contains(Int($0)) ? ansi[Int($0)] : nil } ?? foreground
    var fill: String?
    if role.reverse || style.reverse {
      fill = text
      text = background
    }
    return Look(
      text: text, fill: fill, bold: role.bold || style.bold, dim: role.dim,
      underline: role.underline || style.underline)
  }

  /// Text for XML and HTML: `&`, `<`, `>`, quotes escaped; control characters as `?`.
  static func escape(_ character: Character) -> String {
    switch character {
    case "&": return "&amp;"
    case "<": return "&lt;"
    case ">": return "&gt;"
    case "\"": return "&quot;"
    case "'": return "&apos;"
    default:
      guard let scalar = character.unicodeScalars.first else { return " " }
      // XML 1.0 forbids most control characters outright.
      if scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value) { return "?" }
      return String(character)
    }
  }
}
