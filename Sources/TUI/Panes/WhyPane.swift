import RuleBook
import TransitionEngine

/// The explanation of the phase with its rule IDs picked out, UIKit's warning or exception,
/// the step's note and the scene's teaching note.
enum WhyPane {
  static func render(_ canvas: inout Canvas, _ region: Region, _ context: RenderContext) {
    let cursor = context.isFocused(.why) ? context.state.ruleCursor : nil
    let lines = self.lines(context.view.session, width: region.width - 2, cursor: cursor)
    let visible = region.height - 2
    let top = PaneFrame.clamp(
      top: context.state.scroll[.why] ?? 0, visible: visible, total: lines.count)
    let inner = PaneFrame.draw(
      &canvas, region, title: [Span(PaneID.why.title)], focused: context.isFocused(.why),
      glyphs: context.glyphs,
      footer: PaneFrame.scrollFooter(top: top, visible: visible, total: lines.count))
    PaneFrame.drawLines(&canvas, lines, top: top, inner: inner, glyphs: context.glyphs)
  }

  /// The pane's text: paragraphs wrapped to `width`, rule IDs picked out, the one under the
  /// cursor (when the pane is focused) reversed.
  static func lines(_ session: SceneSession, width: Int, cursor: Int? = nil) -> [Line] {
    var lines: [Line] = []
    var number = 0
    for (text, role) in wrapped(session, width: width) {
      guard let text else {
        lines.append([])
        continue
      }
      var line: Line = []
      var rest = text[...]
      var consumed = 0
      for citation in RuleCitations.find(in: text) {
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
  static func citations(_ session: SceneSession, width: Int) -> [(id: String, line: Int)] {
    var result: [(id: String, line: Int)] = []
    for (index, (text, _)) in wrapped(session, width: width).enumerated() {
      guard let text else { continue }
      result += RuleCitations.find(in: text).map { ($0.id, index) }
    }
    return result
  }

  /// The wrapped lines with their roles; nil between paragraphs.
  private static func wrapped(_ session: SceneSession, width: Int) -> [(String?, Style.Role)] {
    var paragraphs: [(String, Style.Role)] = []
    let step = session.step
    if let error = step.error { paragraphs.append(("exception: " + error, .error)) }
    for warning in step.warnings { paragraphs.append(("warning: " + warning, .warning)) }
    paragraphs.append((session.phase.explanation, .normal))
    // A step's note is said once, on its first phase, not again on every phase.
    if let note = step.note, step.index > 0, session.position.phase == 0 {
      paragraphs.append(("note: " + oneLine(note), .dim))
    }
    if let about = session.timeline.about {
      paragraphs.append(("about: " + oneLine(about), .dim))
    }
    var lines: [(String?, Style.Role)] = []
    for (offset, (text, role)) in paragraphs.enumerated() {
      if offset > 0 { lines.append((nil, role)) }
      lines += TextWrap.wrap(text, width: width).map { ($0, role) }
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
