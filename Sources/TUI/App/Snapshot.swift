import TransitionEngine
import Wording

/// One frame of the viewer drawn without a terminal (`tscope shot`, `record`, `export`): a
/// scene at a position, either the whole interface or one pane filling the canvas.
public enum Snapshot {
  /// What to draw.
  public enum Content: String, Sendable, CaseIterable {
    /// Every pane, as the viewer shows them at this size.
    case all
    /// Only the device-screen picture, filling the canvas.
    case screen
    /// Only the Views pane (the tree with its change marks), filling the canvas.
    case views
    /// Only the Why pane (the explanation, the step's warning and note), filling the canvas.
    case why
  }

  /// How a frame is drawn besides its content.
  public struct Options: Sendable, Equatable {
    /// The present layout (a large screen picture, the views and the explanation).
    public var presentLayout = false
    /// No key hints, no selection bar, no focused pane: a picture to publish.
    public var clean = false
    /// The language of the viewer's words.
    public var language = Language.en

    public init(presentLayout: Bool = false, clean: Bool = false, language: Language = .en) {
      self.presentLayout = presentLayout
      self.clean = clean
      self.language = language
    }
  }

  /// Draws `session` at its current position into a canvas of the given size; `motion`: a
  /// moment of the animation into that position instead of its resting picture.
  public static func render(
    _ session: SceneSession, content: Content, width: Int, height: Int, ascii: Bool,
    motion: Motion? = nil, options: Options = Options()
  ) -> Canvas {
    let size = TerminalSize(width: width, height: height)
    var state = AppState(catalog: [], session: session, ascii: ascii, size: size)
    state.motion = motion
    state.presentLayout = options.presentLayout
    state.clean = options.clean
    state.language = options.language
    return render(state, content: content)
  }

  /// Draws a state at its size: the whole interface, or one pane filling the canvas.
  static func render(_ state: AppState, content: Content) -> Canvas {
    let width = state.size.width
    let height = state.size.height
    var canvas = Canvas(width: width, height: height)
    guard content != .all, let session = state.session else {
      return AppView.render(state, width: width, height: height)
    }
    let region = Region(x: 0, y: 0, width: width, height: height)
    let context = RenderContext(
      state: state, glyphs: state.glyphs, view: PhaseView(session, state: state))
    switch content {
    case .all: break
    case .screen: ScreenPane.drawPicture(&canvas, region, context)
    case .views: ViewsPane.render(&canvas, region, context)
    case .why: WhyPane.render(&canvas, region, context)
    }
    return canvas
  }
}
