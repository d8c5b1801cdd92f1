import TransitionEngine

/// Small text conversions for display, aware of the ASCII setting.
enum Format {
  /// `393×852` (or `393x852` in ASCII).
  static func size(_ rect: Rect, glyphs: Glyphs) -> String {
    ascii(Size(width: rect.width, height: rect.height).description, glyphs: glyphs)
  }

  /// Engine text with `·` and `×` replaced for ASCII terminals.
  static func ascii(_ text: String, glyphs: Glyphs) -> String {
    guard glyphs == .ascii else { return text }
    return String(
      text.flatMap { character -> [Character] in
        switch character {
        case "·": return Array(glyphs.dot)
        case "×": return ["x"]
        case "▶": return [">"]
        case "‖": return ["|", "|"]
        default: return [character]
        }
      })
  }
}
