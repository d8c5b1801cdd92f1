import SceneFile
import SwiftScene
import TestSupport
import Testing
import TransitionEngine

/// A background a controller class gives its own view in `viewDidLoad` counts for the
/// see-through judgement (M-7, T-4, PC-5), named at its line; an opaque one, or a see-through
/// one the presenter stays under, is no mistake. The Swift is ControllerOverridesFixtures'.
@Suite struct SwiftControllerSeeThroughTests {
  static func scene(_ presented: String, style: String) throws -> SceneSpec {
    let delegate =
      style == "custom" ? "    transitioningDelegate: \"HalfModalTransitioningDelegate()\"\n" : ""
    let yaml =
      "title: t\nswift: All.swift\nroot: { vc: Home }\nsteps:\n"
      + "  - present: { vc: Half, class: \(presented) }\n    from: Home\n    style: \(style)\n"
      + delegate + "  - dismiss: Half\n"
    return try SwiftSceneLoader.parse(
      yaml, path: "t.yaml",
      swiftFile: { $0 == "All.swift" ? ("All.swift", ControllerOverridesFixtures.swift) : nil })
  }

  static func present(_ presented: String, style: String) throws -> Step {
    try #require(plan(try scene(presented, style: style)).steps.dropFirst().first)
  }

  @Test func aSeeThroughViewDidLoadUnderShouldRemovePresentersViewIsNamedAtItsLine() throws {
    let present = try Self.present("HalfModalViewController", style: "custom")
    let completed = try #require(present.phase("completed"))
    #expect(
      completed.explanation.contains(
        "The mistake: All.swift:66 returns true from shouldRemovePresentersView, but "
          + "All.swift:58 gives Half's view a partly transparent background: it is see-through."))
    #expect(
      completed.tree == [
        "UIWindow (0 0; 393 852)",
        "  UITransitionView (0 0; 393 852)",
        "    UIDropShadowView (0 0; 393 852)",
        "  UITransitionView (0 0; 393 852) [containerView]",
        "    UIView (0 0; 393 852) <Half>",
      ])
    // What viewDidLoad does beyond the colour is listed when it runs; the colour line is not.
    let ready = try #require(present.phase("container ready"))
    #expect(
      ready.explanation.hasSuffix(
        "not modelled: All.swift:60 card.layer.cornerRadius = 16. a UIView the code "
          + "made.layer's cornerRadius is not part of the model. not modelled: All.swift:61 "
          + "view.addSubview(card). a UIView the code made is not a view of the transition; "
          + "views the code makes (snapshots, dimming views) are not drawn."))
    #expect(!ready.explanation.contains("All.swift:58"))
  }

  @Test func anOpaqueViewDidLoadIsNoMistake() throws {
    let present = try Self.present("OpaqueSheetViewController", style: "custom")
    #expect(!present.phases.contains { $0.explanation.contains("The mistake") })
    #expect(present.phases.allSatisfy { $0.appMistakes.isEmpty })
  }

  @Test func aSeeThroughViewOverAPresenterThatStaysIsNoMistake() throws {
    let scene = try Self.scene("HalfModalViewController", style: "overFullScreen")
    guard case .present(let spec)? = scene.steps.first?.action else {
      Issue.record("the first step is not a present")
      return
    }
    // Read: nothing has run; the background is the one viewDidLoad gives when the planner
    // creates the controller (M-7; issue 32).
    #expect(spec.controller.options.background == .opaque)
    #expect(spec.controller.options.backgroundLine == nil)
    let timeline = plan(scene)
    #expect(timeline.codeBackgrounds[spec.controller.name] == .translucent)
    let present = try #require(timeline.steps.dropFirst().first)
    #expect(!present.phases.contains { $0.explanation.contains("The mistake") })
    #expect(
      present.phases.last?.tree == [
        "UIWindow (0 0; 393 852)",
        "  UITransitionView (0 0; 393 852)",
        "    UIDropShadowView (0 0; 393 852)",
        "      UIView (0 0; 393 852) <Home>",
        "  UITransitionView (0 0; 393 852)",
        "    UIView (0 0; 393 852) <Half>",
      ])
  }
}
