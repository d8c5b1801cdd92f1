import TransitionEngine

/// A picture of the device screen: each visible view's frame as a box scaled to the pane,
/// back to front, labelled with its owner or class; dimming views shaded; the selected view
/// outlined. Frames are the phase's own, so the animating phase shows them mid-flight.
enum ScreenPane {
  static func render(_ canvas: inout Canvas, _ region: Region, _ context: RenderContext) {
    let window = context.view.phase.window
    let inner = PaneFrame.draw(
      &canvas, region, title: [Span(PaneID.screen.title)], focused: context.isFocused(.screen),
      glyphs: context.glyphs,
      footer: Format.size(window.frame, glyphs: context.glyphs))
    drawPicture(&canvas, inner, context)
  }

  /// The picture alone, scaled to fit `inner` (the pane's inside, or a whole `tscope shot`).
  static func drawPicture(_ canvas: inout Canvas, _ inner: Region, _ context: RenderContext) {
    let window = context.state.motion?.window ?? context.view.phase.window
    let picture =
      context.state.motion.map { ScreenPicture(window: $0.window, in: inner) }
      ?? PhaseView.picture(context.view.session, state: context.state, in: inner)
    var painter = Painter(canvas: canvas, clip: picture.frame, glyphs: context.glyphs)
    for box in picture.boxes {
      painter.draw(box, style: Style(.border), clear: true)
    }
    if let selected = context.state.selected, selected != window.id,
      let box = picture.boxes.last(where: { $0.node.id == selected })
    {
      painter.draw(box, style: Style(.selected, bold: true), clear: false)
    }
    if let screen = picture.boxes.first, screen.node.id == window.id {
      painter.draw(screen, style: Style(.border), clear: false)
    }
    canvas = painter.canvas
  }

  /// Draws boxes clipped to the picture.
  struct Painter {
    var canvas: Canvas
    let clip: Region
    let glyphs: Glyphs

    mutating func set(_ x: Int, _ y: Int, _ character: Character, _ style: Style) {
      if clip.contains(x: x, y: y) { canvas[x, y] = Cell(character, style) }
    }

    mutating func draw(_ box: ScreenPicture.Box, style: Style, clear: Bool) {
      let region = box.region
      let node = box.node
      let label = node.owner ?? node.className
      let lines = glyphs.box
      if region.height == 1 || region.width == 1 {
        let horizontal = region.height == 1
        for step in 0..<(horizontal ? region.width : region.height) {
          let x = horizontal ? region.x + step : region.x
          let y = horizontal ? region.y : region.y + step
          set(x, y, horizontal ? lines.horizontal : lines.vertical, style)
        }
        if horizontal && clear { putLabel(label, region, row: region.y, style) }
        return
      }
      if clear {
        let dimming = node.className.contains("Dimming")
        let fill = Cell(dimming ? glyphs.shade : " ", Style(dimming ? .dimming : .normal))
        for y in (region.y + 1)..<(region.maxY - 1) {
          for x in (region.x + 1)..<(region.maxX - 1) where clip.contains(x: x, y: y) {
            canvas[x, y] = fill
          }
        }
      }
      for x in region.x..<region.maxX {
        set(x, region.y, lines.horizontal, style)
        set(x, region.maxY - 1, lines.horizontal, style)
      }
      for y in region.y..<region.maxY {
        set(region.x, y, lines.vertical, style)
        set(region.maxX - 1, y, lines.vertical, style)
      }
      set(region.x, region.y, lines.topLeft, style)
      set(region.maxX - 1, region.y, lines.topRight, style)
      set(region.x, region.maxY - 1, lines.bottomLeft, style)
      set(region.maxX - 1, region.maxY - 1, lines.bottomRight, style)
      if clear {
        let labelStyle = Style(node.owner == nil ? .dim : .accent)
        let row = region.height > 2 ? region.y + (region.height - 1) / 2 : region.y
        putLabel(label, region, row: row, region.height > 2 ? labelStyle : style)
      }
    }

    /// Writes a label on `row` inside the part of the box that shows, cut to fit.
    mutating func putLabel(_ text: String, _ region: Region, row: Int, _ style: Style) {
      let left = max(region.x + 1, clip.x + 1)
      let right = min(region.maxX - 1, clip.maxX - 1)
      guard right > left else { return }
      let shown = TextWrap.truncate(text, width: right - left, ellipsis: glyphs.ellipsis)
      for (offset, character) in shown.enumerated() { set(left + offset, row, character, style) }
    }
  }
}
