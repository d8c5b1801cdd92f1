import TUI

/// A canvas as an SVG picture (`tscope shot --format svg`): one monospace text element per
/// run of cells in one style, each placed at its column and stretched to exactly its number of
/// cells (two for a wide character), so no character pushes the rest of its row; box-drawing, block and shade
/// characters as filled shapes (`CellShape`), so lines meet and areas are solid; reverse-video
/// cells on filled rectangles; colours from the theme's terminal palette.
public enum SVGText {
  /// Cell size in SVG units (a 14-unit monospace font).
  public static let cellWidth = 8.4
  public static let cellHeight = 17.0
  static let fontSize = 14.0

  /// The picture; `standalone: false` leaves out the XML declaration and the fixed size, for
  /// a picture inside an HTML page that scales it.
  public static func render(_ canvas: Canvas, theme: Theme, standalone: Bool = true) -> String {
    let colors = TerminalColors.of(theme)
    let width = format(Double(canvas.width) * cellWidth)
    let height = format(Double(canvas.height) * cellHeight)
    var out = standalone ? "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" : ""
    out += "<svg xmlns=\"http://www.w3.org/2000/svg\" "
    if standalone { out += "width=\"\(width)\" height=\"\(height)\" " }
    out += """
      viewBox="0 0 \(width) \(height)" font-family="ui-monospace, Menlo, Consolas, \
      'DejaVu Sans Mono', monospace" font-size="\(format(fontSize))">
      <rect width="100%" height="100%" fill="\(colors.background)"/>

      """
    var shapes = ShapeGroups()
    for row in 0..<canvas.height {
      for run in CellRuns.runs(canvas, row: row) {
        let look = colors.look(run.style, theme: theme)
        let x = format(Double(run.column) * cellWidth)
        let y = Double(row) * cellHeight
        let length = format(Double(run.cells) * cellWidth)
        if let fill = look.fill {
          out += "<rect x=\"\(x)\" y=\"\(format(y))\" width=\"\(length)\" "
          out += "height=\"\(format(cellHeight))\" fill=\"\(fill)\"/>\n"
        }
        self.shapes(run, row: row, look: look, into: &shapes)
        let text = run.text.map { CellShape.isShape($0) ? " " : $0 }
        guard !text.allSatisfy({ $0 == " " }) else { continue }
        out += "<text x=\"\(x)\" y=\"\(format(y + cellHeight * 0.78))\" "
        out += "textLength=\"\(length)\" lengthAdjust=\"spacingAndGlyphs\" xml:space=\"preserve\""
        out += " fill=\"\(look.text)\""
        if look.bold { out += " font-weight=\"bold\"" }
        if look.dim { out += " opacity=\"0.6\"" }
        if look.underline { out += " text-decoration=\"underline\"" }
        out += ">" + text.map(TerminalColors.escape).joined() + "</text>\n"
      }
    }
    out += shapes.svg
    return out + "</svg>\n"
  }

  /// The filled shapes of a run's box-drawing, block and shade characters; a stretch of one
  /// character is one rectangle where its shape spans the cell, so areas have no seams. A
  /// window area no view covers is black in every theme.
  static func shapes(
    _ run: CellRuns.Run, row: Int, look: TerminalColors.Look, into groups: inout ShapeGroups
  ) {
    var index = 0
    while index < run.text.count {
      let character = run.text[index]
      var end = index + 1
      while end < run.text.count, run.text[end] == character { end += 1 }
      defer { index = end }
      guard let parts = CellShape.parts(character, width: cellWidth, height: cellHeight)
      else { continue }
      let black = run.style.role == .black && CellShape.blocks[character] != nil
      for part in parts {
        let spans = part.x == 0 && part.width == 1
        let opacity = black ? 1 : part.opacity * (look.dim ? 0.6 : 1)
        let key = ShapeGroups.Key(color: black ? "#000000" : look.text, opacity: format(opacity))
        for cell in spans ? [index] : Array(index..<end) {
          let x = (Double(run.column + cell) + part.x) * cellWidth
          let width = (spans ? Double(end - index) : part.width) * cellWidth
          groups.add(
            key,
            "<rect x=\"\(format(x))\" y=\"\(format((Double(row) + part.y) * cellHeight))\" "
              + "width=\"\(format(width))\" height=\"\(format(part.height * cellHeight))\"/>")
        }
      }
    }
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
