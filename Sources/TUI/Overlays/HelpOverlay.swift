import Wording

/// `?`: every key and the change marks, in a centred window that scrolls when short of room.
enum HelpOverlay {
  static func lines(glyphs: Glyphs, ascii: Bool, language: Language = .en) -> [Line] {
    let words = { (phrase: ViewerWords) in phrase.text(in: language) }
    var lines: [Line] = []
    for (group, keys) in KeyMap.help(in: language) {
      if !lines.isEmpty { lines.append([]) }
      lines.append([Span(group, Style(.header, bold: true))])
      for (key, meaning) in keys {
        let shown = ascii ? key.replacingArrows : key
        lines.append([
          Span("  " + shown.padding(to: 14), Style(.accent, bold: true)), Span(meaning),
        ])
      }
    }
    lines.append([])
    lines.append([Span(words(.marksInViews), Style(.header, bold: true))])
    for (mark, meaning) in KeyMap.marks(in: language) {
      lines.append([Span("  " + mark.padding(to: 14), Style(.accent, bold: true)), Span(meaning)])
    }
    lines.append([
      Span("  " + glyphs.containerView.padding(to: 14), Style(.containerView, bold: true)),
      Span(words(.containerViewMark)),
    ])
    lines.append([])
    lines.append([Span(words(.marksInControllers), Style(.header, bold: true))])
    for (mark, meaning) in KeyMap.controllerMarks(in: language) {
      lines.append([Span("  " + mark.padding(to: 14), Style(.accent, bold: true)), Span(meaning)])
    }
    return lines
  }

  static let width = 56

  static func box(scroll: Int, state: AppState, screen: Region) -> OverlayBox {
    let count = lines(glyphs: state.glyphs, ascii: state.ascii, language: state.language).count
    let probe = OverlayBox(rows: count, width: width, selection: 0, in: screen)
    return OverlayBox(
      rows: count, width: width, selection: scroll + probe.list.height - 1, in: screen)
  }

  static func render(_ canvas: inout Canvas, scroll: Int, state: AppState, screen: Region) {
    let lines = self.lines(glyphs: state.glyphs, ascii: state.ascii, language: state.language)
    let layout = box(scroll: scroll, state: state, screen: screen)
    let footer = ViewerWords.scrollOrClose(scrolls: lines.count > layout.list.height)
    layout.drawFrame(
      &canvas, title: ViewerWords.keysTitle.text(in: state.language),
      footer: footer.text(in: state.language), glyphs: state.glyphs)
    PaneFrame.drawLines(&canvas, lines, top: layout.top, inner: layout.list, glyphs: state.glyphs)
  }

  /// The largest useful scroll offset.
  static func maxScroll(state: AppState, screen: Region) -> Int {
    let count = lines(glyphs: state.glyphs, ascii: state.ascii, language: state.language).count
    let layout = OverlayBox(rows: count, width: width, selection: 0, in: screen)
    return max(count - layout.list.height, 0)
  }
}

extension String {
  /// The string padded with spaces to `width` (one space at least).
  func padding(to width: Int) -> String {
    let count = CellWidth.columns(self)
    return count >= width ? self + " " : self + String(repeating: " ", count: width - count)
  }
}
