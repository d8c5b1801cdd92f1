import Wording

/// While a watched scene file does not load, its `path:line:column: error:` message stays in
/// a box at the bottom of the viewer, over the panes, until the file loads again.
enum ReloadBanner {
  static func render(
    _ canvas: inout Canvas, message: String, glyphs: Glyphs, screen: Region,
    language: Language = .en
  ) {
    let width = max(screen.width - 2, 10)
    let lines = TextWrap.wrap(message, width: width - 4).prefix(max(screen.height / 3, 1))
    let box = Region(
      x: 1, y: max(screen.height - 3 - lines.count, 0), width: width, height: lines.count + 2)
    canvas.fill(x: box.x, y: box.y, width: box.width, height: box.height, with: .blank)
    canvas.drawBox(
      box, glyphs: glyphs.focusedBox, style: Style(.error, bold: true),
      title: [Span(ViewerWords.reloadBanner.text(in: language), Style(.error, bold: true))],
      footer: nil)
    for (offset, line) in lines.enumerated() {
      canvas.put(
        line, x: box.x + 2, y: box.y + 1 + offset, style: Style(.error), maxWidth: box.width - 4)
    }
  }
}
