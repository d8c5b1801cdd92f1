import Wording

/// The scene's steps in a centred window, one a line (`0  initial`, `1  push Detail on Nav`),
/// the current step marked and the cursor reversed: a teacher jumps to a step with Enter.
enum StepListOverlay {
  static let width = 60

  static func lines(cursor: Int, state: AppState) -> [Line] {
    guard let session = state.session else { return [] }
    let steps = session.timeline.steps
    let digits = String(max(steps.count - 1, 0)).count
    return steps.map { step in
      let number = String(step.index)
      let here = step.index == session.position.step
      let style = Style(here ? .accent : .normal, bold: here, reverse: step.index == cursor)
      let mark = here ? state.glyphs.cursor : " "
      let marks = step.error != nil ? " !" : step.warnings.isEmpty ? "" : " !"
      return [
        Span(mark, Style(.accent, bold: true)),
        Span(String(repeating: " ", count: digits - number.count) + number + "  ", .dim),
        Span(PhaseName.step(step.action, in: state.language) + marks, style),
      ]
    }
  }

  static func render(_ canvas: inout Canvas, cursor: Int, state: AppState, screen: Region) {
    let lines = self.lines(cursor: cursor, state: state)
    let layout = box(cursor: cursor, state: state, screen: screen)
    layout.drawFrame(
      &canvas, title: ViewerWords.stepsTitle.text(in: state.language),
      footer: ViewerWords.enterGoEscClose.text(in: state.language), glyphs: state.glyphs)
    PaneFrame.drawLines(&canvas, lines, top: layout.top, inner: layout.list, glyphs: state.glyphs)
  }

  /// The window's geometry with the cursor's line in view.
  static func box(cursor: Int, state: AppState, screen: Region) -> OverlayBox {
    OverlayBox(
      rows: state.session?.timeline.steps.count ?? 0, width: width, selection: cursor, in: screen)
  }
}
