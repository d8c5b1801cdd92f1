import Testing
import TransitionEngine

@testable import TUI

/// The screen picture: scaling, compositing back to front, hit-testing, clipping.
@Suite struct ScreenPictureTests {
  static func view(
    _ id: Int, _ className: String, _ frame: Rect, owner: String? = nil, alpha: Double = 1,
    _ subviews: [ViewNode] = []
  ) -> ViewNode {
    ViewNode(
      id: ViewID(id), className: className, frame: frame, owner: owner, alpha: alpha,
      subviews: subviews)
  }

  static let full = Rect(x: 0, y: 0, width: 400, height: 800)

  static var window: ViewNode {
    view(
      1, "UIWindow", full,
      [
        view(2, "UIView", full, owner: "Feed"),
        view(3, "UIDimmingView", Rect(x: 0, y: 400, width: 400, height: 400)),
        view(4, "UIView", Rect(x: 1000, y: 0, width: 10, height: 10)),
      ])
  }

  /// Draws a window tree into a 14x12 canvas, the picture inside (1, 1, 12, 10).
  static func draw(_ window: ViewNode, backgrounds: [String: ControllerBackground] = [:])
    -> Canvas
  {
    var spec = SceneSpec(title: "t", root: ControllerSpec(name: "Root"), steps: [])
    for (name, background) in backgrounds.sorted(by: { $0.key < $1.key }) {
      var options = ControllerOptions()
      options.background = background
      spec.steps.append(
        StepSpec(action: .push(ControllerSpec(name: name, options: options), on: nil)))
    }
    let looks = ControllerLooks(spec)
    let picture = ScreenPicture(
      window: window, in: Region(x: 1, y: 1, width: 12, height: 10), looks: looks)
    var painter = ScreenPainter(
      canvas: Canvas(width: 14, height: 12), glyphs: .unicode, looks: looks)
    for box in picture.boxes { painter.draw(box) }
    painter.writeNames()
    return painter.canvas
  }

  @Test func theWindowKeepsItsShapeAndOffscreenViewsAreLeftOut() {
    let picture = ScreenPicture(window: Self.window, in: Region(x: 0, y: 0, width: 40, height: 10))
    #expect(picture.frame == Region(x: 15, y: 0, width: 10, height: 10))
    #expect(picture.boxes.map(\.node.id.raw) == [1, 2, 3])
    #expect(picture.view(atX: 17, y: 2)?.owner == "Feed")
    #expect(picture.view(atX: 17, y: 7)?.className == "UIDimmingView")
    #expect(picture.view(atX: 2, y: 2) == nil)
  }

  @Test func aDimmingViewTintsWhatIsBelowWhichStaysReadable() {
    let window = Self.view(
      1, "UIWindow", Self.full,
      [
        Self.view(2, "UIView", Rect(x: 0, y: 0, width: 400, height: 800), owner: "Feed"),
        Self.view(3, "UIDimmingView", Rect(x: 0, y: 320, width: 400, height: 480)),
      ])
    let canvas = Self.draw(window)
    expectScreen(
      canvas,
      [
        "",
        "  ┌────────┐",
        "  │        │",
        "  │        │",
        "  │        │",
        "  │░░Feed░░│",
        "  │░░░░░░░░│",
        "  │░░░░░░░░│",
        "  │░░░░░░░░│",
        "  │░░░░░░░░│",
        "  └────────┘",
        "",
      ])
    #expect(canvas[5, 5].style.role == .dimming)
    #expect(canvas[5, 5].character == "F")
  }

  @Test func structuralViewsAreSeeThroughAndEmptyWindowIsBlack() {
    let container = Self.view(
      1, "UIWindow", Self.full,
      [
        Self.view(
          2, "UITransitionView", Self.full,
          [Self.view(3, "UIView", Rect(x: 0, y: 400, width: 400, height: 400), owner: "Card")])
      ])
    expectScreen(
      Self.draw(container),
      [
        "",
        "  ▓▓▓▓▓▓▓▓▓▓",
        "  ▓▓▓▓▓▓▓▓▓▓",
        "  ▓▓▓▓▓▓▓▓▓▓",
        "  ▓▓▓▓▓▓▓▓▓▓",
        "  ▓▓▓▓▓▓▓▓▓▓",
        "  ┌────────┐",
        "  │        │",
        "  │  Card  │",
        "  │        │",
        "  └────────┘",
        "",
      ])
  }

  @Test func translucentContentShowsThePresenterAndClearShowsItUnchanged() {
    func window(_ owner: String) -> ViewNode {
      Self.view(
        1, "UIWindow", Self.full,
        [
          Self.view(2, "UIView", Self.full, owner: "Feed"),
          Self.view(
            3, "UITransitionView", Self.full, [Self.view(4, "UIView", Self.full, owner: owner)]),
        ])
    }
    let translucent = Self.draw(window("Glass"), backgrounds: ["Glass": .translucent])
    #expect(translucent.rows[4] == "  │░░Feed░░│  ")
    #expect(translucent.rows[5] == "  │░Glass░░│  ")
    let clear = Self.draw(window("Air"), backgrounds: ["Air": .clear])
    #expect(clear.rows.contains { $0.contains(" Feed ") })
    #expect(clear.rows.contains { $0.contains("Air") })
    #expect(!clear.rows.joined().contains("░"))
    let opaque = Self.draw(window("Wall"))
    #expect(!opaque.rows.joined().contains("Feed"))
    #expect(opaque.rows.joined().contains("Wall"))
  }

  @Test func aPopoversDimmingViewIsDrawnClear() {
    let window = Self.view(
      1, "UIWindow", Self.full,
      [
        Self.view(2, "UIView", Self.full, owner: "Docs"),
        Self.view(
          3, "UITransitionView", Self.full,
          [
            Self.view(4, "UIDimmingView", Self.full),
            Self.view(5, "_UIPopoverView", Rect(x: 0, y: 0, width: 400, height: 240)),
          ]),
      ])
    let canvas = Self.draw(window)
    #expect(!canvas.rows.joined().contains("░"))
    #expect(canvas.rows.joined().contains("Docs"))
  }

  @Test func clippingViewsClipTheirSubviewsAndAlphaZeroHides() {
    let window = Self.view(
      1, "UIWindow", Self.full,
      [
        Self.view(
          2, "_UIPopoverView", Rect(x: 0, y: 0, width: 400, height: 400),
          [Self.view(3, "UIView", Rect(x: 0, y: 0, width: 400, height: 800), owner: "Long")]),
        Self.view(4, "UIView", Self.full, owner: "Gone", alpha: 0),
      ])
    let picture = ScreenPicture(window: window, in: Region(x: 1, y: 1, width: 12, height: 10))
    #expect(picture.boxes.map(\.node.id.raw) == [1, 2, 3])
    let long = picture.boxes[2]
    #expect(long.region.intersection(long.clip).maxY <= 6)
    #expect(!Self.draw(window).rows.joined().contains("Gone"))
  }

  @Test func hugeAndNonFiniteFramesNeitherHangNorCrash() {
    let window = Self.view(
      1, "UIWindow", Self.full,
      [
        Self.view(2, "UIView", Rect(x: -1e300, y: -1e300, width: 1e308, height: 1e308), owner: "A"),
        Self.view(3, "UIView", Rect(x: .nan, y: 0, width: 10, height: 10), owner: "B"),
        Self.view(4, "UIView", Rect(x: 0, y: 0, width: .infinity, height: 10), owner: "C"),
      ])
    let canvas = Self.draw(window)
    #expect(canvas.rows.count == 12)
    #expect(canvas.rows.joined().contains("A"))
  }
}
