extension Canvas {
  /// Writes a styled line from (`x`, `y`), clipped to `width` columns; a line that does not
  /// fit ends with `ellipsis` (right after the last whole character: a wide character that
  /// would cross the edge leaves a space after it). `fill` paints the rest of the width in
  /// that style.
  public mutating func put(
    _ line: Line, x: Int, y: Int, width: Int, ellipsis: String = "…", fill: Style? = nil
  ) {
    guard width > 0 else { return }
    let fits = line.length <= width
    let room = fits ? width : max(width - CellWidth.columns(ellipsis), 0)
    var column = x
    var left = room
    var lastStyle = line.last?.style ?? .normal
    for span in line where left > 0 {
      let columns = CellWidth.columns(span.text)
      let text = columns <= left ? span.text : CellWidth.prefix(span.text, columns: left)
      column = put(text, x: column, y: y, style: span.style)
      // A span cut short is the last one shown.
      left = columns <= left ? left - columns : 0
      lastStyle = span.style
    }
    if !fits {
      let mark = CellWidth.prefix(ellipsis, columns: x + width - column)
      column = put(mark, x: column, y: y, style: lastStyle)
      // A cut line fills its width: the column a wide character left is a space.
      if fill == nil, column < x + width {
        column = put(" ", x: column, y: y, style: lastStyle, maxWidth: x + width - column)
      }
    }
    if let fill, column < x + width {
      self.fill(x: column, y: y, width: x + width - column, height: 1, with: Cell(" ", fill))
    }
  }

  /// Draws the outline of `region` with an optional title on the top edge and a label on the
  /// bottom edge (right-aligned). Regions smaller than 2×2 are left alone.
  public mutating func drawBox(
    _ region: Region, glyphs: Glyphs.Box, style: Style, title: Line = [], footer: String? = nil
  ) {
    guard region.width >= 2, region.height >= 2 else { return }
    let right = region.maxX - 1
    let bottom = region.maxY - 1
    for column in (region.x + 1)..<right {
      self[column, region.y] = Cell(glyphs.horizontal, style)
      self[column, bottom] = Cell(glyphs.horizontal, style)
    }
    for row in (region.y + 1)..<bottom {
      self[region.x, row] = Cell(glyphs.vertical, style)
      self[right, row] = Cell(glyphs.vertical, style)
    }
    self[region.x, region.y] = Cell(glyphs.topLeft, style)
    self[right, region.y] = Cell(glyphs.topRight, style)
    self[region.x, bottom] = Cell(glyphs.bottomLeft, style)
    self[right, bottom] = Cell(glyphs.bottomRight, style)
    if !title.isEmpty, region.width > 4 {
      let framed = [Span(" ", style)] + title + [Span(" ", style)]
      put(framed, x: region.x + 1, y: region.y, width: region.width - 2)
    }
    let footerWidth = footer.map { CellWidth.columns($0) } ?? 0
    if let footer, region.width > footerWidth + 4 {
      put(" \(footer) ", x: right - footerWidth - 3, y: bottom, style: style)
    }
  }

  /// Writes `text` centred on row `y` of `region`.
  public mutating func putCentered(_ text: String, in region: Region, y: Int, style: Style) {
    let clipped = CellWidth.prefix(text, columns: region.width)
    let columns = CellWidth.columns(clipped)
    put(clipped, x: region.x + (region.width - columns) / 2, y: y, style: style)
  }
}
