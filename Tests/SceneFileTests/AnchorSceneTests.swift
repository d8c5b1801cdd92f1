import SceneFile
import SwiftScene
import Testing
import TransitionEngine

/// `style: alert | actionSheet` and `anchor:` (M-17, M-18, M-19) in scene files.
@Suite struct AnchorSceneTests {
  private func scene(_ present: String, ios: Int = 17) -> String {
    "title: T\nios: \(ios)\nroot: { navigation: Nav, stack: [Home] }\nsteps:\n"
      + "  - present: S\n    from: Home\n" + present
  }

  private func presentSpec(_ text: String) throws -> PresentSpec? {
    let scene = try SwiftSceneLoader.parse(text, path: "s.yaml")
    guard case .present(let spec) = scene.steps.first?.action else { return nil }
    return spec
  }

  @Test func readsEveryAnchorForm() throws {
    let view = try presentSpec(
      scene("    style: popover\n    anchor: { sourceView: Home, sourceRect: [1, 2, 3, 4] }\n"))
    #expect(view?.anchor == .sourceView("Home", rect: Rect(x: 1, y: 2, width: 3, height: 4)))
    let bar = try presentSpec(
      scene("    style: actionSheet\n    anchor: { barButtonItem: rightBarButtonItem }\n"))
    #expect(bar?.anchor == .barButtonItem(.rightBarButtonItem))
    #expect(bar?.style == .actionSheet)
    let item = try presentSpec(scene("    style: popover\n    anchor: { sourceItem: Home }\n"))
    #expect(item?.anchor == .sourceItem(.view("Home")))
    let slot = try presentSpec(
      scene("    style: popover\n    anchor: { sourceItem: leftBarButtonItem }\n"))
    #expect(slot?.anchor == .sourceItem(.barButtonItem(.leftBarButtonItem)))
    let alert = try presentSpec(scene("    style: alert\n"))
    #expect(alert?.style == .alert)
    // `source:` stays the short form of a sourceView anchor.
    let short = try presentSpec(scene("    style: popover\n    source: Home\n"))
    #expect(short?.popoverAnchor == .sourceView("Home", rect: nil))
  }

  @Test func misuseIsLocated() {
    #expect(
      errorLine(scene("    style: pageSheet\n    anchor: { sourceView: Home }\n"))
        == "s.yaml:8:13: error: 'anchor' sets a popover's sourceView, barButtonItem or "
        + "sourceItem, but style pageSheet has no popoverPresentationController; use it with "
        + "popover or actionSheet")
    #expect(
      errorLine(scene("    style: popover\n    source: Home\n    anchor: { sourceView: Home }\n"))
        == "s.yaml:8:13: error: 'source' and 'anchor' both anchor the popover; keep one "
        + "('source: Name' is short for 'anchor: { sourceView: Name }')")
    #expect(
      errorLine(scene("    style: popover\n    anchor: { sourceRect: [0, 0, 1, 1] }\n"))
        == "s.yaml:8:27: error: 'sourceRect' is in sourceView's coordinates; give 'sourceView' too")
    #expect(
      errorLine(
        scene(
          "    style: popover\n    anchor: { sourceView: Home, barButtonItem: leftBarButtonItem }\n"
        ))
        == "s.yaml:8:33: error: 'anchor' names one anchor; 'sourceView' and 'barButtonItem' are two"
    )
    #expect(
      errorLine(scene("    style: popover\n    anchor: { barButtonItem: rightItem }\n"))
        == "s.yaml:8:30: error: unknown bar button item 'rightItem'; expected one of: "
        + "leftBarButtonItem, rightBarButtonItem")
    #expect(
      errorLine(scene("    style: popover\n    anchor: { sourceItem: Home }\n", ios: 15))
        == "s.yaml:8:15: error: 'sourceItem' is iOS 16 or later, but this scene is iOS 15; use "
        + "sourceView or barButtonItem")
    #expect(
      errorLine(scene("    style: popover\n    anchor: { sourceView: Hom }\n"))
        == "s.yaml:8:27: error: unknown controller 'Hom'; did you mean 'Home'?")
    #expect(
      errorLine(scene("    style: popover\n    anchor: { }\n"))
        == "s.yaml:8:13: error: 'anchor' needs one of sourceView (with sourceRect), "
        + "barButtonItem or sourceItem")
    #expect(
      errorLine(
        "title: T\nroot: { navigation: Nav, stack: [Home] }\nsteps:\n"
          + "  - present: { navigation: N, stack: [S] }\n    from: Home\n    style: alert\n")
        == "s.yaml:4:14: error: style alert presents a UIAlertController, which is a plain "
        + "controller; present 'vc: N' or a bare name")
    #expect(
      errorLine(scene("    style: actionSheet\n", ios: 7))
        == "s.yaml:7:12: error: style actionSheet presents a UIAlertController, which is iOS 8 "
        + "or later, but this scene is iOS 7")
  }
}
