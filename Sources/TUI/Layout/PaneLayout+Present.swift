import TransitionEngine

/// The present layout (`--layout present`, `p`): for a projector, the screen picture as
/// large as the body allows on the left; on the right the views pane with its change marks
/// above the explanation.
extension PaneLayout {
  static func present(_ layout: inout PaneLayout, body: Region, window: Rect) {
    let screen = screenPaneWidth(rows: body.height - 2, window: window, limit: body.width / 2)
    let columns = body.columns([screen, body.width - screen])
    layout.panes[.screen] = columns[0]
    let right = columns[1]
    let why = min(max(right.height * 2 / 5, 6), max(right.height - 5, 0))
    layout.panes[.views] = Region(
      x: right.x, y: right.y, width: right.width, height: right.height - why)
    if why > 0 {
      layout.panes[.why] = Region(
        x: right.x, y: right.y + right.height - why, width: right.width, height: why)
    }
  }
}
