import TUI

/// A canvas as a standalone HTML page (`tscope shot --format html`): a `<pre>` of monospace
/// text in the theme's terminal colours, a span per run of one style; a wide character sits in
/// a two-column inline block (any other odd character in a one-column one) so the columns
/// after it stay aligned; box-drawing, block and shade
/// characters are one-cell blocks painted with the shapes of `CellShape` (the character stays,
/// invisible, for copying), so lines meet across rows and black areas are solid. With a
/// caption, the picture is a figure with that caption under it.
public enum HTMLText {
  public static func render(
    _ canvas: Canvas, theme: Theme, title: String = "tscope", caption: String? = nil
  ) -> String {
    let colors = TerminalColors.of(theme)
    var body = ""
    var shapes: [Character: String] = [:]
    for row in 0..<canvas.height {
      for run in CellRuns.runs(canvas, row: row) {
        let look = colors.look(run.style, theme: theme)
        if run.text.contains(where: CellShape.isShape) {
          body += cells(run, look: look, colors: colors, shapes: &shapes)
          continue
        }
        let text = run.text.map(TerminalColors.escape).joined()
        let odd = run.count == 1 && !CellRuns.isSingleColumn(run.text[0])
        body +=
          odd
          ? "<span style=\"display:inline-block;width:\(run.cells)ch;overflow:hidden\">"
            + span(text, look: look, colors: colors) + "</span>"
          : span(text, look: look, colors: colors)
      }
      body += "\n"
    }
    let shapeRules = shapes.keys.sorted().map { character in
      "pre.tscope .g\(character.unicodeScalars.first?.value ?? 0) { \(shapes[character] ?? "") }"
    }
    let open = caption == nil ? "" : "<figure>"
    let close = caption.map { "<figcaption>" + escape($0) + "</figcaption></figure>" } ?? ""
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8"/>
      <title>\(title.map(TerminalColors.escape).joined())</title>
      <style>
      pre.tscope { background:\(colors.background); color:\(colors.foreground); \
      font-family:ui-monospace,Menlo,Consolas,'DejaVu Sans Mono',monospace; font-size:14px; \
      line-height:\(rowHeight)px; padding:12px; display:inline-block; margin:0; }
      pre.tscope .g { display:inline-block; width:1ch; height:\(rowHeight)px; vertical-align:top; \
      -webkit-text-fill-color:transparent; background-repeat:no-repeat; }
      figure { margin:0; display:inline-block; }
      figcaption { font:14px/1.4 system-ui,sans-serif; color:#57606a; margin-top:6px; \
      max-width:\(canvas.width)ch; }
      \(shapeRules.joined(separator: "\n"))
      </style>
      </head>
      <body>
      \(open)<pre class="tscope">\(body)</pre>\(close)
      </body>
      </html>

      """
  }

  /// A run with shape characters: a stretch of one shape character as one painted block (so a
  /// black area or a horizontal line has no seams), other characters as text. Registers the
  /// background of every shape it uses in `shapes`.
  static func cells(
    _ run: CellRuns.Run, look: TerminalColors.Look, colors: TerminalColors,
    shapes: inout [Character: String]
  ) -> String {
    var out = ""
    var index = 0
    while index < run.text.count {
      let character = run.text[index]
      var end = index + 1
      while end < run.text.count, run.text[end] == character { end += 1 }
      defer { index = end }
      let text = String(repeating: TerminalColors.escape(character), count: end - index)
      guard
        let parts = CellShape.parts(
          character, width: SVGText.cellWidth, height: SVGText.cellHeight)
      else {
        out += span(text, look: look, colors: colors)
        continue
      }
      let spans = parts.allSatisfy { $0.x == 0 && $0.width == 1 }
      let black = run.style.role == .black && CellShape.blocks[character] != nil
      if shapes[character] == nil, !black { shapes[character] = background(parts) }
      // A window area no view covers is solid black in every theme.
      var css = [black ? "background:#000000" : "color:\(look.text)"]
      if let fill = look.fill, !black { css.append("background-color:\(fill)") }
      if look.dim && !black { css.append("opacity:0.6") }
      let code = character.unicodeScalars.first?.value ?? 0
      // A shape that spans its cell stretches over the whole stretch; others repeat a cell at a
      // time.
      let count = spans ? 1 : end - index
      let width = spans ? end - index : 1
      if width > 1 { css.append("width:\(width)ch") }
      let style = css.joined(separator: ";")
      for offset in 0..<count {
        let inner = spans ? text : TerminalColors.escape(run.text[index + offset])
        let classes = black ? "g" : "g g\(code)"
        out += "<span class=\"\(classes)\" style=\"\(style)\">\(inner)</span>"
      }
    }
    return out
  }

  /// A text span in a look (nothing around text in the default look).
  static func span(_ text: String, look: TerminalColors.Look, colors: TerminalColors) -> String {
    var css: [String] = []
    if look.text != colors.foreground { css.append("color:\(look.text)") }
    if let fill = look.fill { css.append("background:\(fill)") }
    if look.bold { css.append("font-weight:bold") }
    if look.dim { css.append("opacity:0.6") }
    if look.underline { css.append("text-decoration:underline") }
    return css.isEmpty ? text : "<span style=\"\(css.joined(separator: ";"))\">\(text)</span>"
  }

  /// The CSS backgrounds that paint a shape's parts in the text colour, one gradient each,
  /// placed and sized in cell units (a position in % would be a share of the free room).
  static func background(_ parts: [CellShape.Part]) -> String {
    func cells(_ x: Double, _ y: Double, width: Bool) -> String {
      let across = width && x == 1 ? "100%" : "calc(\(SVGText.format(x)) * 1ch)"
      return across + " calc(\(SVGText.format(y)) * \(rowHeight)px)"
    }
    let images = parts.map { part in
      let color =
        part.opacity < 1
        ? "color-mix(in srgb, currentColor \(SVGText.format(part.opacity * 100))%, transparent)"
        : "currentColor"
      return "linear-gradient(\(color),\(color))"
    }
    return "background-image:" + images.joined(separator: ",") + ";background-position:"
      + parts.map { cells($0.x, $0.y, width: false) }.joined(separator: ",") + ";background-size:"
      + parts.map { cells($0.width, $0.height, width: true) }.joined(separator: ",") + ";"
  }

  /// A row's height in pixels: whole pixels, so rows of blocks meet without a seam.
  static let rowHeight = 17

  static func escape(_ text: String) -> String { text.map(TerminalColors.escape).joined() }
}
