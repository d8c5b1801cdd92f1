import TUI

/// A canvas as a standalone HTML page (`tscope shot --format html`): a `<pre>` of monospace
/// text in the theme's terminal colours, a span per run of one style; a wide character sits in
/// a one-column inline block so the columns after it stay aligned.
public enum HTMLText {
  public static func render(_ canvas: Canvas, theme: Theme, title: String = "tscope") -> String {
    let colors = TerminalColors.of(theme)
    var body = ""
    for row in 0..<canvas.height {
      for run in CellRuns.runs(canvas, row: row) {
        let look = colors.look(run.style, theme: theme)
        let text = run.text.map(TerminalColors.escape).joined()
        var css: [String] = []
        if look.text != colors.foreground { css.append("color:\(look.text)") }
        if let fill = look.fill { css.append("background:\(fill)") }
        if look.bold { css.append("font-weight:bold") }
        if look.dim { css.append("opacity:0.6") }
        if look.underline { css.append("text-decoration:underline") }
        let wide = run.count == 1 && !CellRuns.isSingleColumn(run.text[0])
        if wide { css.append("display:inline-block;width:1ch;overflow:hidden") }
        body += css.isEmpty ? text : "<span style=\"\(css.joined(separator: ";"))\">\(text)</span>"
      }
      body += "\n"
    }
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8"/>
      <title>\(title.map(TerminalColors.escape).joined())</title>
      <style>
      pre.tscope { background:\(colors.background); color:\(colors.foreground); \
      font-family:ui-monospace,Menlo,Consolas,'DejaVu Sans Mono',monospace; font-size:14px; \
      line-height:1.2; padding:12px; display:inline-block; }
      </style>
      </head>
      <body>
      <pre class="tscope">\(body)</pre>
      </body>
      </html>

      """
  }
}
