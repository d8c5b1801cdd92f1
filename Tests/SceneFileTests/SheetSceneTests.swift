import SceneFile
import SwiftScene
import Testing
import TransitionEngine

/// `sheet:`, `detent`, `interactive: completed`, `preferredTransition: zoom` in scene files.
@Suite struct SheetSceneTests {
  private let head = "title: T\nroot: { navigation: Nav, stack: [Home] }\nsteps:\n"

  private func present(_ sheet: String, style: String = "pageSheet") -> String {
    head + "  - present: S\n    from: Home\n    style: \(style)\n    sheet: \(sheet)\n"
  }

  @Test func readsTheWholeSheetBlock() throws {
    let text = present(
      "{ detents: [medium, large, { custom: Half, height: 200 }], selected: Half, "
        + "largestUndimmed: medium, grabber: true, edgeAttachedInCompactHeight: true }")
    let scene = try SwiftSceneLoader.parse(text, path: "s.yaml")
    guard case .present(let spec) = scene.steps.first?.action else {
      Issue.record("not a present step")
      return
    }
    #expect(
      spec.sheet
        == SheetConfiguration(
          detents: [.medium, .large, .custom(name: "Half", height: 200)], selected: "Half",
          largestUndimmed: "medium", grabber: true, edgeAttachedInCompactHeight: true))
  }

  @Test func badSheetValuesAreLocated() {
    #expect(
      errorLine(present("{ detents: [medium, huge] }"))
        == "s.yaml:7:32: error: unknown detent 'huge'; expected one of: medium, large "
        + "(a custom detent is written { custom: Name, height: 200 })")
    #expect(
      errorLine(present("{ detents: [medium], selected: large }"))
        == "s.yaml:7:43: error: 'selected' names 'large', which is not one of the sheet's "
        + "detents (medium)")
    #expect(
      errorLine(present("{ largestUndimmed: medum }"))
        == "s.yaml:7:31: error: 'largestUndimmed' names 'medum', which is not one of the "
        + "sheet's detents (large)")
    #expect(
      errorLine(present("{ detents: [large, large] }"))
        == "s.yaml:7:31: error: duplicate detent 'large'")
    #expect(
      errorLine(present("{ detents: [{ custom: Tiny, height: -5 }] }"))
        == "s.yaml:7:48: error: 'height' must be a positive number of points, found -5")
    #expect(
      errorLine(present("{ grabber: true }", style: "fullScreen"))
        == "s.yaml:7:12: error: 'sheet' configures a sheet, but style fullScreen is not one; "
        + "use it with pageSheet, formSheet, automatic or popover (the sheet it adapts to)")
    #expect(
      errorLine(present("{ grabbr: true }"))
        == "s.yaml:7:14: error: unknown key 'grabbr' in 'sheet'; did you mean 'grabber'?")
  }

  @Test func detentStepsNameADeclaredDetent() throws {
    let base = present("{ detents: [medium, large] }")
    let good = try SwiftSceneLoader.parse(
      base + "  - detent: large\n    on: S\n    interactive: true\n", path: "s.yaml")
    #expect(good.steps.last?.action == .detent("large", on: "S", interactive: true))
    #expect(
      errorLine(base + "  - detent: Half\n    on: S\n")
        == "s.yaml:8:13: error: unknown detent 'Half' for S; its sheet's detents are medium, "
        + "large")
    #expect(
      errorLine(head + "  - detent: large\n    on: Home\n")
        == "s.yaml:5:9: error: 'detent' needs a controller presented earlier in the scene, "
        + "but 'Home' never is")
    #expect(
      errorLine(base + "  - detent: large\n")
        == "s.yaml:8:5: error: missing required key 'on' in 'detent' step")
  }

  @Test func dismissTakesCompletedOrCancelled() throws {
    let base = present("{ grabber: true }")
    let done = try SwiftSceneLoader.parse(
      base + "  - dismiss: S\n    interactive: completed\n", path: "s.yaml")
    #expect(done.steps.last?.swipeCompleted == true)
    #expect(done.steps.last?.action == .dismiss("S", interactiveCancelled: false))
    #expect(
      errorLine(base + "  - dismiss: S\n    interactive: finished\n")
        == "s.yaml:9:18: error: unknown interactive value 'finished'; expected one of: "
        + "cancelled, completed")
    #expect(
      errorLine(base + "  - present: T\n    from: Home\n    interactive: completed\n")
        == "s.yaml:10:18: error: 'interactive: completed' on a 'present' step needs an "
        + "'animator': only the app's own interaction controller can drive it to the end")
  }

  @Test func zoomNeedsItsSource() throws {
    let scene = try SwiftSceneLoader.parse(
      head + "  - push: { vc: P, preferredTransition: zoom, zoomSource: UIImageView }\n",
      path: "s.yaml")
    guard case .push(let spec, _) = scene.steps.first?.action else {
      Issue.record("not a push")
      return
    }
    #expect(spec.options.zoomSource == "UIImageView")
    #expect(
      errorLine(head + "  - push: { vc: P, preferredTransition: zoom }\n")
        == "s.yaml:4:41: error: 'preferredTransition: zoom' needs 'zoomSource: ClassName', the "
        + "class of a view of the source controller (its 'views') that the zoom starts from")
    #expect(
      errorLine(head + "  - push: { vc: P, preferredTransition: slide, zoomSource: V }\n")
        == "s.yaml:4:41: error: unknown preferredTransition value 'slide'; expected one of: zoom")
  }
}
