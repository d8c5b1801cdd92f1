import TransitionEngine

/// The callbacks of this step's phases up to the current one, earlier phases dimmed above it.
enum EventsPane {
  static func render(_ canvas: inout Canvas, _ region: Region, _ context: RenderContext) {
    let content = self.content(context.view.session)
    let visible = region.height - 2
    let top = PaneFrame.clamp(
      top: context.state.scroll[.events] ?? autoTop(content, visible: visible), visible: visible,
      total: content.lines.count)
    let inner = PaneFrame.draw(
      &canvas, region, title: [Span(PaneID.events.title)], focused: context.isFocused(.events),
      glyphs: context.glyphs,
      footer: PaneFrame.scrollFooter(top: top, visible: visible, total: content.lines.count))
    PaneFrame.drawLines(&canvas, content.lines, top: top, inner: inner, glyphs: context.glyphs)
  }

  /// The lines, and where the current phase's block starts.
  static func content(_ session: SceneSession) -> (lines: [Line], current: Int) {
    var lines: [Line] = []
    var current = 0
    let phases = session.step.phases
    for index in 0...min(session.position.phase, max(phases.count - 1, 0)) {
      guard phases.indices.contains(index) else { break }
      let phase = phases[index]
      let isCurrent = index == session.position.phase
      if isCurrent { current = lines.count }
      if phase.events.isEmpty && !isCurrent { continue }
      lines.append([Span(phase.name, Style(isCurrent ? .header : .dim, bold: isCurrent))])
      if phase.events.isEmpty {
        lines.append([Span(" (no callbacks)", .dim)])
      }
      for event in phase.events {
        lines.append([Span(" \(event)", isCurrent ? .normal : .dim)])
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
