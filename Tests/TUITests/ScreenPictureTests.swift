import Testing
import TransitionEngine

@testable import TUI

/// The screen picture: scaling, boxes back to front, hit-testing, shading.
@Suite struct ScreenPictureTests {
  static var window: ViewNode {
    ViewNode(
      id: ViewID(1), className: "UIWindow", frame: Rect(x: 0, y: 0, width: 400, height: 800),
      subviews: [
        ViewNode(
          id: ViewID(2), className: "UIView", frame: Rect(x: 0, y: 0, width: 400, height: 800),
          owner: "Feed"),
        ViewNode(
          id: ViewID(3), className: "UIDimmingView",
          frame: Rect(x: 0, y: 400, width: 400, height: 400)),
        ViewNode(
          id: ViewID(4), className: "UIView", frame: Rect(x: 1000, y: 0, width: 10, height: 10)),
      ])
  }

  @Test func theWindowKeepsItsShapeAndOffscreenViewsAreLeftOut() {
    let picture = ScreenPicture(window: Self.window, in: Region(x: 0, y: 0, width: 40, height: 10))
    #expect(picture.frame == Region(x: 15, y: 0, width: 10, height: 10))
    #expect(picture.boxes.map(\.node.id.raw) == [1, 2, 3])
    #expect(picture.view(atX: 17, y: 2)?.owner == "Feed")
    #expect(picture.view(atX: 17, y: 7)?.className == "UIDimmingView")
    #expect(picture.view(atX: 2, y: 2) == nil)
  }

  @Test func dimmingViewsAreShadedAndViewsLabelled() {
    let state = AppState(catalog: [])
    var canvas = Canvas(width: 14, height: 12)
    let session = SceneSession(entry: Fixtures.entry(Fixtures.push))
    let context = RenderContext(
      state: state, glyphs: .unicode, view: PhaseView(session, state: state))
    let window = Self.window
    let picture = ScreenPicture(window: window, in: Region(x: 1, y: 1, width: 12, height: 10))
    var painter = ScreenPane.Painter(canvas: canvas, clip: picture.frame, glyphs: context.glyphs)
    for box in picture.boxes { painter.draw(box, style: .normal, clear: true) }
    canvas = painter.canvas
    expectScreen(
      canvas,
      [
        "",
        "  ┌────────┐",
        "  │        │",
        "  │        │",
        "  │        │",
        "  │Feed    │",
        "  ┌────────┐",
        "  │░░░░░░░░│",
        "  │UIDimmi…│",
        "  │░░░░░░░░│",
        "  └────────┘",
        "",
      ])
    #expect(canvas[5, 7].style.role == .dimming)
  }
}
