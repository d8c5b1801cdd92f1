import RuleBook
import TransitionEngine
import Wording

/// The explanation of the phase with its rule IDs picked out, UIKit's warning or exception,
/// the step's note and the scene's teaching note.
enum WhyPane {
  static func render(_ canvas: inout Canvas, _ region: Region, _ context: RenderContext) {
    let cursor = context.isFocused(.why) ? context.state.ruleCursor : nil
    let lines =
      context.state.question.map {
        questionLines(
          context.view.session, asking: $0, width: region.width - 2,
          language: context.state.language)
      }
      ?? self.lines(
        context.view.session, width: region.width - 2, cursor: cursor,
        language: context.state.language)
    let visible = region.height - 2
    let top = PaneFrame.clamp(
      top: context.state.scroll[.why] ?? 0, visible: visible, total: lines.count)
    let inner = PaneFrame.draw(
      &canvas, region, title: [Span(PaneID.why.title(in: context.state.language))],
      focused: context.isFocused(.why),
      glyphs: context.glyphs,
      footer: PaneFrame.scrollFooter(top: top, visible: visible, total: lines.count))
    PaneFrame.drawLines(&canvas, lines, top: top, inner: inner, glyphs: context.glyphs)
  }

  /// The pane's text: paragraphs wrapped to `width`, rule IDs picked out, the one under the
  /// cursor (when the pane is focused) reversed; from the session's cache when the reducer
  /// made them.
  static func lines(
    _ session: SceneSession, width: Int, cursor: Int? = nil, language: Language = .en
  ) -> [Line] {
    let key = RowCache.WhyKey(
      position: session.position, width: width, language: language, cursor: cursor)
    return session.rowCache.whyLines[key]
      ?? make(session, width: width, cursor: cursor, language: language)
  }

  /// Makes sure the session's cache holds the lines the pane shows as the state is laid out.
  static func prepare(_ state: inout AppState, layout: PaneLayout) {
    guard state.question == nil, let pane = layout.panes[.why] else { return }
    let focused = RenderContext.isFocused(.why, state)
    let key = RowCache.WhyKey(
      position: state.session?.position ?? .start, width: pane.width - 2,
      language: state.language, cursor: focused ? state.ruleCursor : nil)
    state.withSession { session in
      guard session.rowCache.whyLines[key] == nil else { return }
      session.rowCache.store(
        make(session, width: key.width, cursor: key.cursor, language: key.language), for: key)
    }
  }

  /// The lines, made now.
  private static func make(
    _ session: SceneSession, width: Int, cursor: Int?, language: Language
  ) -> [Line] {
    var lines: [Line] = []
    var number = 0
    for (text, role, rules) in wrapped(session, width: width, language: language) {
      guard let text else {
        lines.append([])
        continue
      }
      var line: Line = []
      var rest = text[...]
      var consumed = 0
      for citation in cited(text, rules) {
        let before = rest.prefix(citation.start - consumed)
        if !before.isEmpty { line.append(Span(String(before), role)) }
        rest = rest.dropFirst(before.count)
        let id = rest.prefix(citation.length)
        rest = rest.dropFirst(citation.length)
        consumed = citation.start + citation.length
        let onCursor = number == cursor
        line.append(Span(String(id), Style(.accent, bold: true, reverse: onCursor)))
        number += 1
      }
      if !rest.isEmpty { line.append(Span(String(rest), role)) }
      lines.append(line)
    }
    return lines
  }

  /// Every rule ID the pane shows, in order, with its line.
  static func citations(_ session: SceneSession, width: Int, language: Language = .en) -> [(
    id: String, line: Int
  )] {
    var result: [(id: String, line: Int)] = []
    for (index, (text, _, rules)) in wrapped(session, width: width, language: language)
      .enumerated()
    {
      guard let text else { continue }
      result += cited(text, rules).map { ($0.id, index) }
    }
    return result
  }

  /// The citations of a line: those of the rules its phase's notes carry as data, or for a
  /// line of a warning, an error or the scene's words (`rules` nil), every ID it writes.
  private static func cited(_ text: String, _ rules: Set<String>?) -> [RuleCitations.Citation] {
    let found = RuleCitations.find(in: text)
    guard let rules else { return found }
    return found.filter { rules.contains($0.id) }
  }

  /// Predict mode's question about the phase at `position`, in place of its explanation.
  static func questionLines(
    _ session: SceneSession, asking position: Position, width: Int, language: Language = .en
  ) -> [Line] {
    let kind = session.phase(at: position).map { "\($0.kind)" }
    let paragraphs: [(String, Style.Role)] = [
      (ViewerWords.predictQuestion(step: position.step, kind: kind).text(in: language), .normal),
      (ViewerWords.predictWhich.text(in: language), .normal),
      (ViewerWords.predictKeys.text(in: language), .dim),
    ]
    var lines: [Line] = []
    for (offset, (text, role)) in paragraphs.enumerated() {
      if offset > 0 { lines.append([]) }
      lines += TextWrap.wrap(text, width: width).map { [Span($0, Style(role, bold: offset == 1))] }
    }
    return lines
  }

  /// The wrapped lines with their roles and, for the explanation's lines, the rule IDs its
  /// notes cite; nil between paragraphs.
  private static func wrapped(_ session: SceneSession, width: Int, language: Language) -> [(
    String?, Style.Role, Set<String>?
  )] {
    let label = { (words: ViewerWords) in words.text(in: language) }
    var paragraphs: [(String, Style.Role, Set<String>?)] = []
    let step = session.step
    if let error = step.error { paragraphs.append((label(.exceptionLabel) + error, .error, nil)) }
    for warning in step.warnings {
      paragraphs.append((label(.warningLabel) + warning, .warning, nil))
    }
    let phase = session.phase
    paragraphs.append(
      (phase.explanation(in: language.notes), .normal, Set(phase.notes.flatMap(\.rules))))
    // A step's note is said once, on its first phase, not again on every phase.
    if let note = step.note, step.index > 0, session.position.phase == 0 {
      paragraphs.append((label(.noteLabel) + oneLine(note), .dim, nil))
    }
    if let about = session.timeline.about {
      paragraphs.append((label(.aboutLabel) + oneLine(about), .dim, nil))
    }
    var lines: [(String?, Style.Role, Set<String>?)] = []
    for (offset, (text, role, rules)) in paragraphs.enumerated() {
      if offset > 0 { lines.append((nil, role, nil)) }
      lines += TextWrap.wrap(text, width: width).map { ($0, role, rules) }
    }
    return lines
  }

  static func oneLine(_ text: String) -> String {
    text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: " \t") }
      .filter { !$0.isEmpty }.joined(separator: " ")
  }
}

extension Substring {
  /// The substring without the given characters at either end.
  func trimmingCharacters(in set: String) -> String {
    String(drop { set.contains($0) }.reversed().drop { set.contains($0) }.reversed())
  }
}
