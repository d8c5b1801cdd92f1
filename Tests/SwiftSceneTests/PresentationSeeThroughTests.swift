import Foundation
import SceneFile
import SwiftScene
import Testing
import TransitionEngine

/// M-7, T-4, PC-5: `shouldRemovePresentersView` true with a presented view that covers the
/// container but is see-through (its background clear or partly transparent) is the app's
/// mistake, named at its lines; an opaque presented view is the correct pattern.
@Suite struct PresentationSeeThroughTests {
  typealias Fixture = PresentationControllerTests

  static func overlayFile() throws -> String {
    try String(
      contentsOf: Fixture.scenes.appendingPathComponent("OverlayPresentation.swift"),
      encoding: .utf8)
  }

  static let scene = """
    title: overlay
    swift: OverlayPresentation.swift
    root: { vc: List }
    steps:
      - present: Overlay
        from: List
        style: custom
        transitioningDelegate: "OverlayTransition()"
    """

  static func load(_ file: String, scene: String = Self.scene) throws -> (SceneSpec, Timeline) {
    let spec = try SwiftSceneLoader.parse(scene, path: "scene.yaml") { name in
      name == "OverlayPresentation.swift" ? ("Swift/" + name, file) : nil
    }
    return (spec, try Fixture.timeline(scene, ["OverlayPresentation.swift": file]))
  }

  static let covered = [
    "UIWindow (0 0; 393 852)",
    "  UITransitionView (0 0; 393 852)",
    "    UIDropShadowView (0 0; 393 852)",
    "  UITransitionView (0 0; 393 852) [containerView]",
    "    UIView (0 0; 393 852) <Overlay>",
  ]

  @Test func aPartlyTransparentOverlayOverARemovedPresenterIsNamedAtItsLines() throws {
    let (spec, timeline) = try Self.load(try Self.overlayFile())
    let completed = Fixture.phase(timeline, step: 1, "completed")
    #expect(Fixture.tree(completed) == Self.covered)
    #expect(
      completed?.explanation.contains(
        "The mistake: OverlayPresentation.swift:7 returns true from shouldRemovePresentersView, "
          + "but OverlayPresentation.swift:16 gives Overlay's view a partly transparent "
          + "background: it is see-through. UIKit has removed List's view from the window (M-7, "
          + "T-4), so through Overlay the user sees no List but the window's background, "
          + "black.") == true)
    // The screen picture draws the overlay as the code made it: what is below shows.
    #expect(TimelineBuilder.build(spec).codeBackgrounds["Overlay"] == .translucent)
  }

  @Test func aClearBackgroundIsClear() throws {
    let file = try Self.overlayFile().replacingOccurrences(
      of: "UIColor.black.withAlphaComponent(0.4)", with: ".clear")
    let (spec, timeline) = try Self.load(file)
    #expect(TimelineBuilder.build(spec).codeBackgrounds["Overlay"] == .clear)
    #expect(
      Fixture.phase(timeline, step: 1, "completed")?.explanation.contains(
        "OverlayPresentation.swift:16 gives Overlay's view a clear background") == true)
  }

  @Test func theScenesBackgroundKeyCountsToo() throws {
    let file = try Self.overlayFile().replacingOccurrences(
      of: "    presentedView?.backgroundColor = UIColor.black.withAlphaComponent(0.4)\n",
      with: "")
    let scene = Self.scene.replacingOccurrences(
      of: "present: Overlay", with: "present: { vc: Overlay, background: clear }")
    let (_, timeline) = try Self.load(file, scene: scene)
    #expect(
      Fixture.phase(timeline, step: 1, "completed")?.explanation.contains(
        "returns true from shouldRemovePresentersView, but the scene gives Overlay "
          + "`background: clear`: it is see-through.") == true)
  }

  /// The correct patterns: an opaque colour, an alpha of 1, or the presenter kept.
  @Test func opaqueOverlaysAndKeptPresentersAreNoMistake() throws {
    let original = try Self.overlayFile()
    let variants = [
      original.replacingOccurrences(
        of: "UIColor.black.withAlphaComponent(0.4)", with: ".systemBackground"),
      original.replacingOccurrences(of: "withAlphaComponent(0.4)", with: "withAlphaComponent(1)"),
      original.replacingOccurrences(
        of: "    presentedView?.backgroundColor = UIColor.black.withAlphaComponent(0.4)\n",
        with: ""),
      original.replacingOccurrences(of: "    true\n", with: "    false\n"),
    ]
    for file in variants {
      #expect(file != original)
      let (spec, timeline) = try Self.load(file)
      let completed = Fixture.phase(timeline, step: 1, "completed")
      #expect(completed?.explanation.contains("The mistake") == false, "\(file)")
      if !file.contains("    false\n") {
        #expect(spec.backgrounds["Overlay"] == .opaque, "\(file)")
        #expect(Fixture.tree(completed) == Self.covered)
      }
    }
  }
}
