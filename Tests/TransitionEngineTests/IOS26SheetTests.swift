import TestSupport
import Testing

@testable import TransitionEngine

/// A navigation app on an iPhone 15 presenting `Sheet` from `Home`, then `more` steps.
private func sheetScene(
  ios: Int, orientation: Orientation = .portrait, sheet: SheetConfiguration? = nil,
  options: ControllerOptions = ControllerOptions(), _ more: [StepSpec] = []
) -> Timeline {
  var present = PresentSpec(
    controller: Fixtures.plain("Sheet", options), from: "Home", style: .pageSheet)
  present.sheet = sheet
  var scene = SceneSpec(
    title: "sheet", ios: ios, root: Fixtures.nav("Nav", ["Home"]),
    steps: [Fixtures.step(.present(present))] + more)
  scene.orientation = orientation
  return plan(scene)
}

/// The card's line (the sheet's UIDropShadowView, the last one in the tree).
private func card(_ phase: Phase?) -> String? {
  phase?.tree.last { $0.hasPrefix("    UIDropShadowView") }
}

@Suite struct InsetSheetTests {
  /// M-13: on iOS 26 a medium card keeps its full-width frame and gets scale 1 − 16/393,
  /// ty = s·(392 − 393)/2; printed frame 8 pt in from both sides.
  @Test func aMediumCardIsInsetOnIOS26() {
    let sheet = SheetConfiguration(detents: [.medium, .large])
    let step = sheetScene(ios: 26, sheet: sheet).steps[1]
    let after = step.phases.last
    let why = step.phases.map(\.explanation).joined()
    #expect(
      card(after)
        == "    UIDropShadowView (8 467.96; 377 376.04) transform = [0.9593, 0, 0, 0.9593, 0, -0.0204]"
    )
    #expect(why.contains("transform = [0.9593, 0, 0, 0.9593, 0, -0.0204]"))
    #expect(why.contains("M-13"))
    #expect(why.contains("derived from decompiled iOS 26.1 code"))
    // iOS 18 draws the same sheet without the inset.
    let old = sheetScene(ios: 18, sheet: sheet).steps[1].phases.last
    #expect(card(old) == "    UIDropShadowView (0 460; 393 392)")
  }

  /// M-13: at the large detent there is no inset, only the (inferred) push-back behind.
  @Test func theLargeDetentIsNotInset() {
    let after = sheetScene(ios: 26).steps[1].phases.last
    #expect(card(after) == "    UIDropShadowView (0 69; 393 783)")
  }

  /// M-13, the C17 dump: a 440-pt-wide container and a 67.37-pt card → s = 56/440, scale
  /// 0.8727, ty ≈ −23.71.
  @Test func theFormulaReproducesTheC17Dump() {
    let environment = Environment(
      device: Device.named("iphone-15") ?? Device.all[0], orientation: .portrait,
      multitasking: .full, ios: 26)
    let geometry = PresentationGeometry(
      environment: environment, container: Rect(x: 0, y: 0, width: 440, height: 956))
    let sheet = SheetConfiguration(detents: [.custom(name: "tiny", height: 56), .large])
    let inset = SheetLayout(geometry: geometry, sheet: sheet).insetTransform(cardHeight: 67.37)
    #expect(inset?.description == "[0.8727, 0, 0, 0.8727, 0, -23.7128]")
    #expect(
      inset?.applied(to: Rect(x: 0, y: 888.63, width: 440, height: 67.37)).description
        == "(28 869.2; 384 58.8)")
  }

  /// M-13: no inset in compact height (the full-window card) nor on iPad.
  @Test func compactHeightIsNotInset() {
    let sheet = SheetConfiguration(detents: [.medium, .large])
    let after = sheetScene(ios: 26, orientation: .landscape, sheet: sheet).steps[1].phases.last
    #expect(card(after) == "    UIDropShadowView (0 0; 852 393)")
  }
}

@Suite struct GrabberHidingTests {
  private var grabbed: SheetConfiguration { SheetConfiguration(grabber: true) }

  /// The lines of the first sheet's grabbers (36 × 5 at y 5, centred).
  private func topGrabber(_ phase: Phase?) -> String? {
    phase?.tree.first { $0.contains("_UIGrabber (178 5; 36 5)") }
  }

  /// M-14: another dimming sheet on top hides the grabber; it comes back when that sheet goes.
  @Test func aSheetOnTopHidesTheGrabber() {
    let second = PresentSpec(controller: Fixtures.plain("Second"), from: "Sheet", style: .pageSheet)
    let timeline = sheetScene(
      ios: 17, sheet: grabbed,
      [
        Fixtures.step(.present(second)),
        Fixtures.step(.dismiss("Second", interactiveCancelled: false)),
      ])
    #expect(topGrabber(timeline.steps[1].phases.last) == "      _UIGrabber (178 5; 36 5)")
    #expect(
      topGrabber(timeline.steps[2].phases.last) == "      _UIGrabber (178 5; 36 5) alpha = 0")
    #expect(
      timeline.steps[2].phases.map(\.explanation).joined().contains(
        "Sheet's top _UIGrabber goes to alpha 0 while this sheet dims it"))
    #expect(topGrabber(timeline.steps[3].phases.last) == "      _UIGrabber (178 5; 36 5)")
  }

  /// M-14: the full-window card of compact height hides it; an edge-attached card keeps it.
  @Test func compactHeightHidesTheGrabberUnlessEdgeAttached() {
    let landscape = sheetScene(ios: 17, orientation: .landscape, sheet: grabbed).steps[1]
    let grabbers = landscape.phases.last?.tree.filter { $0.contains("_UIGrabber") } ?? []
    #expect(
      grabbers == [
        "      _UIGrabber (408 5; 36 5) alpha = 0", "      _UIGrabber (408 383; 36 5) alpha = 0",
      ])
    var attached = grabbed
    attached.edgeAttachedInCompactHeight = true
    let edge = sheetScene(ios: 17, orientation: .landscape, sheet: attached).steps[1]
    #expect(edge.phases.last?.tree.contains("      _UIGrabber (349 5; 36 5)") == true)
  }
}
