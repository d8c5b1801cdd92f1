/// The geometry of a centred overlay window and of the list inside it, shared by drawing
/// and mouse hit-testing.
struct OverlayBox {
  let box: Region
  /// Where the rows go.
  let list: Region
  /// Index of the first row shown.
  let top: Int

  /// A box for `rows` rows of `width` columns, centred in `screen`, scrolled so that
  /// `selection` shows.
  init(rows: Int, width: Int, selection: Int, in screen: Region) {
    let boxWidth = min(width + 4, screen.width - 2)
    let boxHeight = min(rows + 2, screen.height - 2)
    box = Region(
      x: screen.x + (screen.width - boxWidth) / 2, y: screen.y + (screen.height - boxHeight) / 2,
      width: boxWidth, height: boxHeight)
    list = Region(x: box.x + 2, y: box.y + 1, width: box.width - 4, height: box.height - 2)
    top = PaneFrame.clamp(
      top: selection - list.height + 1, visible: list.height, total: rows)
  }

  /// The row under a cell, if any.
  func row(atX x: Int, y: Int, count: Int) -> Int? {
    guard list.contains(x: x, y: y) else { return nil }
    let row = top + y - list.y
    return row < count ? row : nil
  }

  /// Clears the box and draws its outline and title.
  func drawFrame(_ canvas: inout Canvas, title: String, footer: String?, glyphs: Glyphs) {
    canvas.fill(x: box.x, y: box.y, width: box.width, height: box.height, with: .blank)
    canvas.drawBox(
      box, glyphs: glyphs.focusedBox, style: Style(.focusedBorder, bold: true),
      title: [Span(title, Style(.header, bold: true))], footer: footer)
  }
}
