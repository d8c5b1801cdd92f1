import SceneFile
import TestSupport
import Testing
import TransitionEngine

/// LC-1: alpha and transform a segue's `perform()` sets on a controller's view
/// take effect where the line runs, as an animator's do: set before `present`, the view
/// enters with them; set in an animation block, the phase of that line is where it ends. A
/// view left invisible after the transition is the app's mistake, named at its line. The
/// Swift is SegueLookFixtures', loaded without edits.
@Suite struct SegueLookTests {
  static func segue(_ className: String) throws -> Step {
    let yaml =
      "title: t\nswift: Segues.swift\nroot: { vc: Home }\nsteps:\n"
      + "  - segue: Detail\n    from: Home\n    class: \(className)\n"
    let timeline = try PresentationControllerTests.timeline(
      yaml, ["Segues.swift": SegueLookFixtures.swift])
    return try #require(timeline.steps.last)
  }

  static let window = [
    "UIWindow (0 0; 393 852)",
    "  UITransitionView (0 0; 393 852)",
    "    UIDropShadowView (0 0; 393 852)",
    "      UIView (0 0; 393 852) <Home>",
  ]

  @Test func aScaleUpSegueEntersSmallAndTransparentAndEndsAsUIKitLeavesItIsNoMistake() throws {
    let step = try Self.segue("ScaleUpSegue")
    #expect(
      step.phases.map(\.name) == [
        "before", "prepare for segue", "Segues.swift:7: toView.alpha = 0.0",
        "Segues.swift:8: toView.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)",
        "Segues.swift:9: destination.modalPresentationStyle = .overFullScreen",
        "present: completed", "present: after", "Segues.swift:12: toView.alpha = 1.0",
        "Segues.swift:13: toView.transform = .identity", "after",
      ])
    let alpha = try #require(step.phase("Segues.swift:7: toView.alpha = 0.0"))
    // `destination.view!` loaded the view (LC-1) at line 6, which changes nothing else.
    #expect(alpha.eventLines == ["Detail.loadView()", "Detail.viewDidLoad()"])
    #expect(
      alpha.explanation
        == "`toView.alpha = 0.0`: asking for Detail.view loads it first (LC-1). Detail's view "
        + "has alpha 0 now: fully transparent. It is in no window yet, so nothing on screen "
        + "changes.")
    let completed = try #require(step.phase("present: completed"))
    #expect(
      PresentationControllerTests.tree(completed)
        == Self.window + [
          "  UITransitionView (0 0; 393 852)",
          "    UIView (98.25 213; 196.5 426) transform = [0.5, 0, 0, 0.5, 0, 0] alpha = 0 <Detail>",
        ])
    let faded = try #require(step.phase("Segues.swift:12: toView.alpha = 1.0"))
    #expect(faded.eventLines == [])
    #expect(
      PresentationControllerTests.tree(faded).last
        == "    UIView (98.25 213; 196.5 426) transform = [0.5, 0, 0, 0.5, 0, 0] <Detail>")
    let after = try #require(step.phases.last)
    #expect(
      PresentationControllerTests.tree(after)
        == Self.window + [
          "  UITransitionView (0 0; 393 852)", "    UIView (0 0; 393 852) <Detail>",
        ])
    #expect(step.phases.allSatisfy { $0.appMistakes.isEmpty })
    #expect(!step.phases.contains { $0.explanation.contains("The mistake") })
    #expect(!step.phases.contains { $0.explanation.contains("belongs to an animator") })
  }

  @Test func aDestinationLeftAtAlphaZeroIsNamedAtItsLineAfterTheTransition() throws {
    let step = try Self.segue("FadeOutSegue")
    let load = try #require(step.phase("Segues.swift:22: destination.view.alpha = 0"))
    #expect(load.eventLines == ["Detail.loadView()", "Detail.viewDidLoad()"])
    #expect(
      load.explanation.hasPrefix(
        "`destination.view.alpha = 0`: asking for Detail.view loads it first (LC-1)."))
    let source = try #require(step.phase("Segues.swift:24: self.source.view.alpha = 0.5"))
    #expect(
      PresentationControllerTests.tree(source)
        == Array(Self.window.dropLast()) + ["      UIView (0 0; 393 852) alpha = 0.5 <Home>"])
    let entered = try #require(step.phase("present: to-view added"))
    #expect(entered.eventLines.contains("Detail.viewIsAppearing(animated: true)"))
    #expect(
      PresentationControllerTests.tree(entered).contains { $0.hasSuffix("alpha = 0 <Detail>") })
    let after = try #require(step.phases.last)
    #expect(after.appMistakes.contains(.invisibleView("Detail")))
    #expect(
      after.explanation.contains(
        "The mistake: Detail's view is in the window but the user cannot see it: "
          + "Segues.swift:22 (`destination.view.alpha = 0`) left it at alpha 0 and no later line "
          + "set it back. UIKit restores neither alpha nor transform at completion (X-9). "
          + "Home's view keeps alpha 0.5 after the transition, as Segues.swift:24 "
          + "(`self.source.view.alpha = 0.5`) left it: UIKit does not reset them (X-9)."))
  }

  /// A destination hidden until it is over the source, then faded in: correct, no mistake.
  @Test func aDestinationHiddenUntilPresentedAndFadedInIsNoMistake() throws {
    let step = try Self.segue("RevealOverSegue")
    let hidden = try #require(step.phase("Segues.swift:34: destination.view.isHidden = true"))
    #expect(hidden.explanation.contains("Detail's view is hidden now"))
    let completed = try #require(step.phase("present: completed"))
    #expect(
      PresentationControllerTests.tree(completed)
        == Self.window + [
          "  UITransitionView (0 0; 393 852)", "    UIView (0 0; 393 852) hidden = YES <Detail>",
        ])
    let shown = try #require(step.phase("Segues.swift:37: self.destination.view.isHidden = false"))
    #expect(PresentationControllerTests.tree(shown).last == "    UIView (0 0; 393 852) <Detail>")
    let faded = try #require(step.phase("Segues.swift:38: self.destination.view.alpha = 0"))
    #expect(
      PresentationControllerTests.tree(faded).last == "    UIView (0 0; 393 852) alpha = 0 <Detail>"
    )
    let after = try #require(step.phases.last)
    #expect(PresentationControllerTests.tree(after).last == "    UIView (0 0; 393 852) <Detail>")
    #expect(step.phases.allSatisfy { $0.appMistakes.isEmpty })
    #expect(!step.phases.contains { $0.explanation.contains("The mistake") })
  }
}
