import TransitionEngine

/// One frame of the viewer drawn without a terminal (`tscope shot`): a scene at a position,
/// either the whole interface or only the device-screen picture.
public enum Snapshot {
  /// What to draw.
  public enum Content: String, Sendable, CaseIterable {
    /// Every pane, as the viewer shows them at this size.
    case all
    /// Only the device-screen picture, filling the canvas.
    case screen
  }

  /// Draws `session` at its current position into a canvas of the given size; `motion`: a
  /// moment of the animation into that position instead of its resting picture.
  public static func render(
    _ session: SceneSession, content: Content, width: Int, height: Int, ascii: Bool,
    motion: Motion? = nil
  ) -> Canvas {
    let size = TerminalSize(width: width, height: height)
    var state = AppState(catalog: [], session: session, ascii: ascii, size: size)
    state.motion = motion
    switch content {
    case .all:
      return AppView.render(state, width: width, height: height)
    case .screen:
      var canvas = Canvas(width: width, height: height)
      let context = RenderContext(
        state: state, glyphs: state.glyphs, view: PhaseView(session, state: state))
      ScreenPane.drawPicture(
        &canvas, Region(x: 0, y: 0, width: width, height: height), context)
      return canvas
    }
  }
}
