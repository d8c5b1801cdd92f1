import TransitionEngine
import Wording

/// The window's view tree for the current phase, with change marks in the margin, the
/// selection cursor, search matches and, after a click, the details of the selected view.
/// Only the rows that fit are turned into text.
enum ViewsPane {
  /// Rows the details block takes at the bottom of the pane.
  static let detailsHeight = 4

  static func render(_ canvas: inout Canvas, _ region: Region, _ context: RenderContext) {
    let view = context.view
    let list = listRegion(region, state: context.state)
    let top = PaneFrame.clamp(
      top: context.state.scroll[.views] ?? 0, visible: list.height, total: view.rows.count)
    var title: Line = [Span(PaneID.views.title(in: context.state.language))]
    if let search = context.state.search, !search.query.isEmpty {
      title.append(Span(" /\(search.query)", .accent))
    }
    title += offScreenChanges(
      view.list, top: top, height: list.height, glyphs: context.glyphs,
      language: context.state.language)
    PaneFrame.draw(
      &canvas, region, title: title, focused: context.isFocused(.views), glyphs: context.glyphs,
      footer: PaneFrame.scrollFooter(top: top, visible: list.height, total: view.rows.count))
    drawRows(
      &canvas, view.rows, top: top, in: list,
      selected: context.state.clean ? nil : context.state.selected ?? view.phase.window.id,
      matches: matchSet(context), glyphs: context.glyphs, looks: view.session.looks)
    if list.height < region.height - 2 {
      ViewDetails.render(
        &canvas, Region(x: list.x, y: list.maxY, width: list.width, height: detailsHeight),
        context)
    }
  }

  /// Draws `rows` from `top` into `region`, highlighting the selected view and matches.
  static func drawRows(
    _ canvas: inout Canvas, _ rows: [TreeRow], top: Int, in region: Region, selected: ViewID?,
    matches: Set<ViewID>, glyphs: Glyphs, looks: ControllerLooks? = nil
  ) {
    for offset in 0..<region.height {
      let index = top + offset
      guard rows.indices.contains(index) else { break }
      let row = rows[index]
      let isSelected = row.node.id == selected
      let line = ViewRowText.line(
        row, glyphs: glyphs, selected: isSelected,
        match: !row.isGhost && matches.contains(row.node.id), looks: looks)
      canvas.put(
        line, x: region.x, y: region.y + offset, width: region.width, ellipsis: glyphs.ellipsis,
        fill: isSelected ? Style(.selected, reverse: true) : nil)
    }
  }

  /// The part of the pane that lists rows: all of the inside, less the details block when it
  /// shows and there is room for it.
  static func listRegion(_ region: Region, state: AppState) -> Region {
    let inner = region.inset(by: 1)
    guard state.showsDetails, inner.height >= detailsHeight + 4 else { return inner }
    return Region(x: inner.x, y: inner.y, width: inner.width, height: inner.height - detailsHeight)
  }

  /// ` ▲2 ▼5 changed`: changed rows scrolled out of view above and below (`.` and `,` jump).
  static func offScreenChanges(
    _ list: RowList, top: Int, height: Int, glyphs: Glyphs, language: Language = .en
  ) -> Line {
    let (above, below) = list.changes(above: top, below: top + height)
    guard above > 0 || below > 0 else { return [] }
    var parts: [String] = []
    if above > 0 { parts.append("\(glyphs.above)\(above)") }
    if below > 0 { parts.append("\(glyphs.below)\(below)") }
    let counts = ViewerWords.changedCount(parts.joined(separator: " ")).text(in: language)
    return [Span(counts, Style(.accent, bold: true))]
  }

  static func matchSet(_ context: RenderContext) -> Set<ViewID> {
    Set(context.matches)
  }
}
