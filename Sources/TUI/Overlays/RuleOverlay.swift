import RuleBook
import Wording

/// A rule of the rule book in a centred window: statement, evidence and what TransitionScope
/// chose, opened from a rule ID in the Why pane.
enum RuleOverlay {
  static let width = 64

  static func lines(id: String, language: Language = .en) -> [Line] {
    let words = { (phrase: ViewerWords) in phrase.text(in: language) }
    guard let rule = RuleBook.rule(id) else { return [[Span(words(.noRule(id)), .error)]] }
    var lines: [Line] = [
      [
        Span(rule.id + "  ", Style(.accent, bold: true)),
        Span(rule.title(in: language), Style(.header, bold: true)),
      ], [],
    ]
    let text = width - 4
    if language != .en {
      lines += TextWrap.wrap(rule.summary(in: language), width: text).map { [Span($0)] }
      lines.append([])
    }
    lines += TextWrap.wrap(RuleWords.statement.text(in: language) + rule.statement, width: text).map
    {
      [Span($0, language == .en ? .normal : .dim)]
    }
    lines.append([])
    lines += TextWrap.wrap(RuleWords.evidence.text(in: language) + rule.evidence, width: text).map {
      [Span($0, .dim)]
    }
    if let choice = rule.choice {
      lines.append([])
      lines += TextWrap.wrap(RuleWords.choice.text(in: language) + choice, width: text).map {
        [Span($0, .accent)]
      }
    }
    return lines
  }

  static func render(
    _ canvas: inout Canvas, id: String, scroll: Int, state: AppState, screen: Region
  ) {
    let lines = self.lines(id: id, language: state.language)
    let layout = box(id: id, scroll: scroll, screen: screen, language: state.language)
    let footer = ViewerWords.scrollOrClose(scrolls: lines.count > layout.list.height)
    layout.drawFrame(
      &canvas, title: ViewerWords.ruleTitle.text(in: state.language),
      footer: footer.text(in: state.language), glyphs: state.glyphs)
    PaneFrame.drawLines(&canvas, lines, top: layout.top, inner: layout.list, glyphs: state.glyphs)
  }

  /// The window's geometry, scrolled by `scroll` lines.
  static func box(id: String, scroll: Int, screen: Region, language: Language = .en)
    -> OverlayBox
  {
    let count = lines(id: id, language: language).count
    let probe = OverlayBox(rows: count, width: width, selection: 0, in: screen)
    return OverlayBox(
      rows: count, width: width, selection: scroll + probe.list.height - 1, in: screen)
  }

  /// The largest useful scroll offset.
  static func maxScroll(id: String, screen: Region, language: Language = .en) -> Int {
    let count = lines(id: id, language: language).count
    let layout = OverlayBox(rows: count, width: width, selection: 0, in: screen)
    return max(count - layout.list.height, 0)
  }
}
