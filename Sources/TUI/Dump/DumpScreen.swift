import DumpExplain
import Wording

/// Draws a dump as a dump: the header, its tree with roles and owners, the joined
/// controllers, the Why pane, and with `c` the dump beside the rebuilt scene's phase.
enum DumpScreen {
  static func render(_ canvas: inout Canvas, _ page: DumpPage, state: AppState) {
    let width = canvas.width
    let body = Region(x: 0, y: 2, width: width, height: canvas.height - 3)
    let glyphs = state.glyphs
    canvas.put(header(page), x: 0, y: 0, width: width, ellipsis: glyphs.ellipsis)
    canvas.put(
      summary(page, language: state.language), x: 0, y: 1, width: width,
      ellipsis: glyphs.ellipsis)
    let layout = DumpLayout.compute(body, page: page, focus: state.focus)
    if let region = layout.panes[.views] {
      tree(&canvas, region, page, title: PaneID.views.title(in: state.language), state: state)
    }
    if layout.compare.count == 2 {
      tree(
        &canvas, layout.compare[0], page, title: ExplainWords.yourApp.text(in: state.language),
        state: state)
      scene(&canvas, layout.compare[1], page, state: state)
    }
    if let region = layout.panes[.controllers] {
      text(
        &canvas, region, DumpLines.controllers(page, language: state.language), .controllers,
        page, state: state)
    }
    if let region = layout.panes[.why] {
      text(
        &canvas, region, DumpLines.why(page, width: region.width - 2, language: state.language),
        .why, page, state: state)
    }
    let hint = Region(x: 0, y: canvas.height - 1, width: width, height: 1)
    canvas.put(
      hintLine(page, state: state), x: 0, y: hint.y, width: width, ellipsis: glyphs.ellipsis)
  }

  static func header(_ page: DumpPage) -> Line {
    [
      Span(" TransitionScope", Style(.header, bold: true)),
      Span("  dump: \(page.path)"),
    ]
  }

  static func summary(_ page: DumpPage, language: Language = .en) -> Line {
    let result = page.explanation
    let kinds = result.inputs.map(\.kind).joined(separator: " + ")
    let text = ExplainWords.summary(
      kinds: kinds.isEmpty ? nil : kinds, views: result.views.count,
      controllers: result.controllers.count, findings: result.findings.count)
    return [Span(text.text(in: language), .dim)]
  }

  static func hintLine(_ page: DumpPage, state: AppState) -> Line {
    if let status = state.status {
      return [Span(" " + status.text, Style(status.isError ? .error : .accent, bold: true))]
    }
    var pairs: [(String, ExplainWords.Key)] = [
      ("d", .scene), ("c", page.comparing ? .back : .compare),
    ]
    if page.comparing { pairs.append((state.ascii ? "</>" : "←/→", .phase)) }
    pairs += [("Tab", .pane), ("j/k", .move), ("o", .open), ("?", .help), ("q", .quit)]
    var line: Line = []
    for (key, word) in pairs {
      line.append(Span(" " + key, Style(.accent, bold: true)))
      line.append(Span(" " + ExplainWords.key(word).text(in: state.language) + " ", .dim))
    }
    return line
  }

  /// The dump's tree, the selected view's row reversed.
  static func tree(
    _ canvas: inout Canvas, _ region: Region, _ page: DumpPage, title: String, state: AppState
  ) {
    let lines = DumpLines.views(page)
    let visible = region.height - 2
    let top = PaneFrame.clamp(top: page.scroll[.views] ?? 0, visible: visible, total: lines.count)
    let inner = PaneFrame.draw(
      &canvas, region, title: [Span(title)], focused: isFocused(.views, state),
      glyphs: state.glyphs,
      footer: PaneFrame.scrollFooter(top: top, visible: visible, total: lines.count))
    for row in 0..<inner.height {
      let index = top + row
      guard lines.indices.contains(index) else { break }
      let selected = index == page.selected && !state.clean
      let line =
        selected
        ? lines[index].map { Span($0.text, Style(.selected, reverse: true)) } : lines[index]
      canvas.put(
        line, x: inner.x, y: inner.y + row, width: inner.width, ellipsis: state.glyphs.ellipsis,
        fill: selected ? Style(.selected, reverse: true) : nil)
    }
  }

  /// The rebuilt scene's tree at its current phase: what UIKit does.
  static func scene(
    _ canvas: inout Canvas, _ region: Region, _ page: DumpPage, state: AppState
  ) {
    guard let session = state.session else {
      let inner = PaneFrame.draw(
        &canvas, region, title: [Span("UIKit")], focused: false, glyphs: state.glyphs)
      canvas.put(
        StatusWords.dumpDoesNotLoad.text(in: state.language), x: inner.x, y: inner.y,
        style: Style(.dim), maxWidth: inner.width)
      return
    }
    let view = PhaseView(session, state: state)
    let step = session.position.step
    let phases = session.step.phases.count
    let title = ExplainWords.uikitAt(
      step: step, phase: session.position.phase + 1, of: phases,
      PhaseName.name(view.phase, in: state.language)
    ).text(in: state.language)
    let rows = view.rows
    let visible = region.height - 2
    let top = PaneFrame.clamp(top: page.scroll[.views] ?? 0, visible: visible, total: rows.count)
    let inner = PaneFrame.draw(
      &canvas, region, title: [Span(title)], focused: false, glyphs: state.glyphs,
      footer: PaneFrame.scrollFooter(top: top, visible: visible, total: rows.count))
    ViewsPane.drawRows(
      &canvas, rows, top: top, in: inner, selected: nil, matches: [], glyphs: state.glyphs,
      looks: session.looks)
  }

  static func text(
    _ canvas: inout Canvas, _ region: Region, _ lines: [Line], _ pane: PaneID, _ page: DumpPage,
    state: AppState
  ) {
    let visible = region.height - 2
    let top = PaneFrame.clamp(top: page.scroll[pane] ?? 0, visible: visible, total: lines.count)
    let inner = PaneFrame.draw(
      &canvas, region, title: [Span(pane.title(in: state.language))],
      focused: isFocused(pane, state),
      glyphs: state.glyphs,
      footer: PaneFrame.scrollFooter(top: top, visible: visible, total: lines.count))
    PaneFrame.drawLines(&canvas, lines, top: top, inner: inner, glyphs: state.glyphs)
  }

  static func isFocused(_ pane: PaneID, _ state: AppState) -> Bool {
    !state.clean && state.focus == pane
  }
}
