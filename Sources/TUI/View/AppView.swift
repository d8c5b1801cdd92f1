import Wording

/// Draws the whole application state into a canvas: header, panes, hint bar and overlays.
public enum AppView {
  public static func render(_ state: AppState, width: Int, height: Int) -> Canvas {
    var canvas = Canvas(width: width, height: height)
    let layout = PaneLayout.compute(width: width, height: height, state: state)
    if layout.tooSmall {
      TooSmallView.render(&canvas, ascii: state.ascii, language: state.language)
      return canvas
    }
    let screen = Region(x: 0, y: 0, width: width, height: height)
    if state.showsDump, let page = state.dump {
      DumpScreen.render(&canvas, page, state: state)
      drawOverlay(&canvas, state: state, screen: screen)
      return canvas
    }
    guard let session = state.session else {
      canvas.put(" TransitionScope", x: 0, y: 0, style: Style(.header, bold: true))
      canvas.put(
        ViewerWords.tagline.text(in: state.language), x: 0, y: 1,
        style: Style(.dim))
      HintBar.render(&canvas, layout.hintBar, nil, state: state)
      drawOverlay(&canvas, state: state, screen: screen)
      return canvas
    }
    let context = RenderContext(
      state: state, glyphs: state.glyphs, view: PhaseView(session, state: state))
    HeaderPane.render(&canvas, layout.header, context)
    for pane in PaneID.allCases {
      guard let region = layout.panes[pane] else { continue }
      switch pane {
      case .controllers: ControllersPane.render(&canvas, region, context)
      case .views: ViewsPane.render(&canvas, region, context)
      case .screen: ScreenPane.render(&canvas, region, context)
      case .events: EventsPane.render(&canvas, region, context)
      case .why: WhyPane.render(&canvas, region, context)
      }
    }
    if !layout.compare.isEmpty { ComparePane.render(&canvas, layout.compare, context) }
    if !state.clean { HintBar.render(&canvas, layout.hintBar, context, state: state) }
    if let message = state.reloadError {
      ReloadBanner.render(
        &canvas, message: message, glyphs: state.glyphs, screen: screen,
        language: state.language)
    }
    drawOverlay(&canvas, state: state, screen: screen)
    return canvas
  }

  static func drawOverlay(_ canvas: inout Canvas, state: AppState, screen: Region) {
    switch state.overlay {
    case .help(let scroll):
      HelpOverlay.render(&canvas, scroll: scroll, state: state, screen: screen)
    case .actions(let menu): ActionMenuOverlay.render(&canvas, menu, state: state, screen: screen)
    case .picker(let picker): PickerOverlay.render(&canvas, picker, state: state, screen: screen)
    case .steps(let cursor):
      StepListOverlay.render(&canvas, cursor: cursor, state: state, screen: screen)
    case .rule(let id, let scroll):
      RuleOverlay.render(&canvas, id: id, scroll: scroll, state: state, screen: screen)
    case nil: break
    }
  }
}
