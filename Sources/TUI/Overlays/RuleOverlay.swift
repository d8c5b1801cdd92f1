import RuleBook

/// A rule of the rule book in a centred window: statement, evidence and what TransitionScope
/// chose, opened from a rule ID in the Why pane.
enum RuleOverlay {
  static let width = 64

  static func lines(id: String) -> [Line] {
    guard let rule = RuleBook.rule(id) else { return [[Span("no rule \(id)", .error)]] }
    var lines: [Line] = [
      [
        Span(rule.id + "  ", Style(.accent, bold: true)),
        Span(rule.title, Style(.header, bold: true)),
      ], [],
    ]
    let text = width - 4
    lines += TextWrap.wrap(rule.statement, width: text).map { [Span($0)] }
    lines.append([])
    lines += TextWrap.wrap("Evidence: " + rule.evidence, width: text).map { [Span($0, .dim)] }
    if let choice = rule.choice {
      lines.append([])
      lines += TextWrap.wrap("TransitionScope: " + choice, width: text).map { [Span($0, .accent)] }
    }
    return lines
  }

  static func render(
    _ canvas: inout Canvas, id: String, scroll: Int, state: AppState, screen: Region
  ) {
    let lines = self.lines(id: id)
    let layout = box(id: id, scroll: scroll, screen: screen)
    let footer = lines.count > layout.list.height ? "j/k scroll  Esc close" : "Esc close"
    layout.drawFrame(&canvas, title: "Rule", footer: footer, glyphs: state.glyphs)
    PaneFrame.drawLines(&canvas, lines, top: layout.top, inner: layout.list, glyphs: state.glyphs)
  }

  /// The window's geometry, scrolled by `scroll` lines.
  static func box(id: String, scroll: Int, screen: Region) -> OverlayBox {
    let count = lines(id: id).count
    let probe = OverlayBox(rows: count, width: width, selection: 0, in: screen)
    return OverlayBox(
      rows: count, width: width, selection: scroll + probe.list.height - 1, in: screen)
  }

  /// The largest useful scroll offset.
  static func maxScroll(id: String, screen: Region) -> Int {
    let count = lines(id: id).count
    let layout = OverlayBox(rows: count, width: width, selection: 0, in: screen)
    return max(count - layout.list.height, 0)
  }
}
