import TUI

/// A canvas as an SVG picture (`tscope shot --format svg`): one monospace text element per
/// run of cells in one style, each placed at its column and stretched to exactly its number of
/// cells, so box characters meet and a wide character never pushes the rest of its row;
/// reverse-video cells on filled rectangles; colours from the theme's terminal palette.
public enum SVGText {
  /// Cell size in SVG units (a 14-unit monospace font).
  public static let cellWidth = 8.4
  public static let cellHeight = 17.0
  static let fontSize = 14.0

  public static func render(_ canvas: Canvas, theme: Theme) -> String {
    let colors = TerminalColors.of(theme)
    let width = format(Double(canvas.width) * cellWidth)
    let height = format(Double(canvas.height) * cellHeight)
    var out = """
      <?xml version="1.0" encoding="UTF-8"?>
      <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" \
      viewBox="0 0 \(width) \(height)" font-family="ui-monospace, Menlo, Consolas, \
      'DejaVu Sans Mono', monospace" font-size="\(format(fontSize))">
      <rect width="100%" height="100%" fill="\(colors.background)"/>

      """
    for row in 0..<canvas.height {
      for run in CellRuns.runs(canvas, row: row) {
        let look = colors.look(run.style, theme: theme)
        let x = format(Double(run.column) * cellWidth)
        let y = Double(row) * cellHeight
        let length = format(Double(run.count) * cellWidth)
        if let fill = look.fill {
          out += "<rect x=\"\(x)\" y=\"\(format(y))\" width=\"\(length)\" "
          out += "height=\"\(format(cellHeight))\" fill=\"\(fill)\"/>\n"
        }
        guard !run.isBlank else { continue }
        out += "<text x=\"\(x)\" y=\"\(format(y + cellHeight * 0.78))\" "
        out += "textLength=\"\(length)\" lengthAdjust=\"spacingAndGlyphs\" xml:space=\"preserve\""
        out += " fill=\"\(look.text)\""
        if look.bold { out += " font-weight=\"bold\"" }
        if look.dim { out += " opacity=\"0.6\"" }
        if look.underline { out += " text-decoration=\"underline\"" }
        out += ">" + run.text.map(TerminalColors.escape).joined() + "</text>\n"
      }
    }
    return out + "</svg>\n"
  }

  /// A number with at most two decimals and no trailing zeros.
  static func format(_ value: Double) -> String {
    let hundredths = (value * 100).rounded()
    guard hundredths.isFinite, abs(hundredths) < 1e15 else { return "0" }
    let whole = Int(hundredths)
    let sign = whole < 0 ? "-" : ""
    let magnitude = abs(whole)
    let fraction = magnitude % 100
    if fraction == 0 { return sign + String(magnitude / 100) }
    let digits =
      fraction % 10 == 0 ? String(fraction / 10) : (fraction < 10 ? "0" : "") + String(fraction)
    return sign + String(magnitude / 100) + "." + digits
  }
}
