import TransitionEngine

/// The explanation of the phase with its rule IDs picked out, UIKit's warning or exception,
/// the step's note and the scene's teaching note.
enum WhyPane {
  static func render(_ canvas: inout Canvas, _ region: Region, _ context: RenderContext) {
    let lines = self.lines(context.view.session, width: region.width - 2)
    let visible = region.height - 2
    let top = PaneFrame.clamp(
      top: context.state.scroll[.why] ?? 0, visible: visible, total: lines.count)
    let inner = PaneFrame.draw(
      &canvas, region, title: [Span(PaneID.why.title)], focused: context.isFocused(.why),
      glyphs: context.glyphs,
      footer: PaneFrame.scrollFooter(top: top, visible: visible, total: lines.count))
    PaneFrame.drawLines(&canvas, lines, top: top, inner: inner, glyphs: context.glyphs)
  }

  static func lines(_ session: SceneSession, width: Int) -> [Line] {
    var paragraphs: [(String, Style.Role)] = []
    let step = session.step
    if let error = step.error { paragraphs.append(("exception: " + error, .error)) }
    for warning in step.warnings { paragraphs.append(("warning: " + warning, .warning)) }
    paragraphs.append((session.phase.explanation, .normal))
    if let note = step.note, step.index > 0 { paragraphs.append(("note: " + oneLine(note), .dim)) }
    if let about = session.timeline.about {
      paragraphs.append(("about: " + oneLine(about), .dim))
    }
    var lines: [Line] = []
    for (offset, (text, role)) in paragraphs.enumerated() {
      if offset > 0 { lines.append([]) }
      lines += TextWrap.wrap(text, width: width).map { styled($0, role) }
    }
    return lines
  }

  /// A wrapped line with rule IDs (`N-3`, `TB-3`, `§7.1`) in the accent style.
  static func styled(_ text: String, _ role: Style.Role) -> Line {
    guard role == .normal else { return [Span(text, role)] }
    var line: Line = []
    var plain = ""
    for (offset, word) in text.split(separator: " ", omittingEmptySubsequences: false).enumerated()
    {
      let separator = offset == 0 ? "" : " "
      if isRule(word) {
        line.append(Span(plain + separator))
        line.append(Span(String(word), Style(.accent, bold: true)))
        plain = ""
      } else {
        plain += separator + word
      }
    }
    if !plain.isEmpty { line.append(Span(plain)) }
    return line.filter { !$0.text.isEmpty }
  }

  /// `N-3`, `(TB-3)`, `Q-14,` or `§7.1`.
  static func isRule(_ word: Substring) -> Bool {
    guard let first = word.unicodeScalars.first,
      first == "(" || first == "§" || ("A"..."Z").contains(first),
      word.contains("-") || first == "§"
    else { return false }
    let core = word.trimmingCharacters(in: "(),.;:")
    if core.hasPrefix("§") { return core.count > 1 }
    let parts = core.split(separator: "-")
    guard parts.count == 2, let letters = parts.first, let digits = parts.last else { return false }
    return (1...3).contains(letters.count) && letters.allSatisfy { $0.isUppercase }
      && !digits.isEmpty && digits.allSatisfy(\.isNumber)
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
