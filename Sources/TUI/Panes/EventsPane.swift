import TransitionEngine
import Wording

/// The callbacks of this step's phases up to the current one, earlier phases dimmed above it.
enum EventsPane {
  static func render(_ canvas: inout Canvas, _ region: Region, _ context: RenderContext) {
    let content = self.content(
      context.view.session, query: context.state.search?.query, language: context.state.language)
    let visible = region.height - 2
    let top = PaneFrame.clamp(
      top: context.state.scroll[.events] ?? autoTop(content, visible: visible), visible: visible,
      total: content.lines.count)
    let inner = PaneFrame.draw(
      &canvas, region, title: [Span(PaneID.events.title(in: context.state.language))],
      focused: context.isFocused(.events),
      glyphs: context.glyphs,
      footer: PaneFrame.scrollFooter(top: top, visible: visible, total: content.lines.count))
    PaneFrame.drawLines(&canvas, content.lines, top: top, inner: inner, glyphs: context.glyphs)
  }

  /// The lines, and where the current phase's block starts; callbacks that contain the
  /// search query are underlined.
  static func content(
    _ session: SceneSession, query: String? = nil, language: Language = .en
  ) -> (
    lines: [Line], current: Int
  ) {
    let needle = ViewSearch.lowered(query ?? "")
    var lines: [Line] = []
    var current = 0
    let phases = session.step.phases
    for index in 0...min(session.position.phase, max(phases.count - 1, 0)) {
      guard phases.indices.contains(index) else { break }
      let phase = phases[index]
      let isCurrent = index == session.position.phase
      if isCurrent { current = lines.count }
      if phase.events.isEmpty && !isCurrent { continue }
      lines.append([
        Span(
          PhaseName.name(phase, in: language), Style(isCurrent ? .header : .dim, bold: isCurrent))
      ])
      if phase.events.isEmpty {
        lines.append([Span(ViewerWords.noCallbacks.text(in: language), .dim)])
      }
      for event in phase.events {
        let text = "\(event)"
        let found = !needle.isEmpty && ViewSearch.contains(text, needle)
        let role: Style.Role = found ? .accent : isCurrent ? .normal : .dim
        lines.append([Span(" " + text, Style(role, bold: found && isCurrent, underline: found))])
      }
    }
    return (lines, current)
  }

  /// The first line when the user has not scrolled: the end, unless that hides the start of
  /// the current phase's block.
  static func autoTop(_ content: (lines: [Line], current: Int), visible: Int) -> Int {
    min(max(content.lines.count - visible, 0), content.current)
  }
}
