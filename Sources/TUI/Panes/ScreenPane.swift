import TransitionEngine
import Wording

/// A picture of the device screen, composited back to front the way the window draws:
/// structural views see-through, controllers' content opaque unless their `background` says
/// otherwise (each labelled with its controller's name in its colour), dimming views tinting
/// what is below, black where nothing draws, the selected view outlined. Frames are the
/// phase's own, so the animating phase shows them mid-flight.
enum ScreenPane {
  static func render(_ canvas: inout Canvas, _ region: Region, _ context: RenderContext) {
    let window = context.view.phase.window
    let inner = PaneFrame.draw(
      &canvas, region, title: [Span(PaneID.screen.title(in: context.state.language))],
      focused: context.isFocused(.screen),
      glyphs: context.glyphs,
      footer: Format.size(window.frame, glyphs: context.glyphs))
    drawPicture(&canvas, inner, context)
  }

  /// The picture alone, scaled to fit `inner` (the pane's inside, or a whole `tscope shot`).
  static func drawPicture(_ canvas: inout Canvas, _ inner: Region, _ context: RenderContext) {
    let window = context.state.motion?.window ?? context.view.phase.window
    let looks = context.view.session.looks
    let picture =
      context.state.motion.map { ScreenPicture(window: $0.window, in: inner, looks: looks) }
      ?? PhaseView.picture(context.view.session, state: context.state, in: inner)
    var painter = ScreenPainter(canvas: canvas, glyphs: context.glyphs, looks: looks)
    for box in picture.boxes { painter.draw(box) }
    if let screen = picture.boxes.first, screen.node.id == window.id {
      painter.outline(screen, Style(.border))
    }
    painter.writeNames()
    if let selected = context.state.selected, selected != window.id,
      let box = picture.boxes.last(where: { $0.node.id == selected })
    {
      painter.outline(box, Style(.selected, bold: true))
      if let screen = picture.boxes.first, screen.node.id == window.id {
        painter.outline(screen, Style(.border))
      }
    }
    canvas = painter.canvas
  }
}
