import TransitionEngine

/// The border, title and scroll footer every pane shares.
enum PaneFrame {
  /// Draws the frame and returns the region inside it.
  @discardableResult
  static func draw(
    _ canvas: inout Canvas, _ region: Region, title: Line, focused: Bool, glyphs: Glyphs,
    footer: String? = nil
  ) -> Region {
    let border = Style(focused ? .focusedBorder : .border, bold: focused)
    let titled = title.map { span in
      Span(span.text, span.style.role == .normal ? Style(.header, bold: focused) : span.style)
    }
    canvas.drawBox(
      region, glyphs: focused ? glyphs.focusedBox : glyphs.box, style: border, title: titled,
      footer: footer)
    return region.inset(by: 1)
  }

  /// `3-10/42` when the content does not fit, nil otherwise.
  static func scrollFooter(top: Int, visible: Int, total: Int) -> String? {
    guard total > visible, visible > 0 else { return nil }
    return "\(top + 1)-\(min(top + visible, total))/\(total)"
  }

  /// The first line to show: `top` kept inside the content.
  static func clamp(top: Int, visible: Int, total: Int) -> Int {
    min(max(top, 0), max(total - visible, 0))
  }

  /// Draws lines from `top` into `inner`, one a row.
  static func drawLines(
    _ canvas: inout Canvas, _ lines: [Line], top: Int, inner: Region, glyphs: Glyphs
  ) {
    for row in 0..<inner.height {
      let index = top + row
      guard lines.indices.contains(index) else { break }
      canvas.put(
        lines[index], x: inner.x, y: inner.y + row, width: inner.width, ellipsis: glyphs.ellipsis)
    }
  }
}
