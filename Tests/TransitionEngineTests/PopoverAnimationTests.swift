import TestSupport
import Testing

@testable import TransitionEngine

/// M-20: a regular-width popover is animated by its own animation controller, out of its
/// anchor and back: it is at its final frame in every phase, never below the bottom edge.
@Suite struct PopoverAnimationTests {
  private func timeline(transition: ModalTransitionStyle? = nil, device: String = "ipad-pro-11")
    -> Timeline
  {
    var menu = ControllerOptions()
    menu.preferredContentSize = Size(width: 320, height: 400)
    var present = PresentSpec(
      controller: Fixtures.plain("Menu", menu), from: "Home", style: .popover,
      transition: transition)
    present.anchor = .sourceView("Home", rect: Rect(x: 100, y: 100, width: 44, height: 44))
    var scene = SceneSpec(
      title: "p", ios: 17, root: Fixtures.plain("Home"),
      steps: [
        Fixtures.step(.present(present)),
        Fixtures.step(.dismiss("Menu", interactiveCancelled: false)),
      ])
    scene.device = device
    return plan(scene)
  }

  private func popoverLines(_ step: Step) -> [String] {
    step.phases.map { phase in
      phase.tree.first { $0.contains("_UIPopoverView") }?.trimmingPrefix(while: { $0 == " " })
        .description ?? "-"
    }
  }

  @Test func thePopoverStaysAtItsFrameBothWays() {
    let steps = timeline().steps
    let frame = "_UIPopoverView (10 157; 320 400)"
    #expect(
      popoverLines(steps[1])
        == ["-", "-", "-", frame, frame, frame, frame])
    #expect(popoverLines(steps[2]) == [frame, frame, frame, "-", "-"])
    #expect(
      steps[1].phase("animating")?.explanation
        == "Half-way through the animation. Menu's popover is drawn at its final frame: the "
        + "frames of its own animation are unknown (M-20).")
    let added = steps[1].phase("to-view added")?.explanation ?? ""
    #expect(added.contains("_UIModernPopoverAnimationController (M-20"))
    #expect(!added.contains("coverVertical"))
    let going = steps[2].phase("dismissal will begin")?.explanation ?? ""
    #expect(going.contains("takes Menu back into its anchor (M-20 [D])"))
    #expect(!going.contains("slide back down"))
  }

  /// M-20 [I]: modalTransitionStyle is ignored, and the explanation says so.
  @Test func theTransitionStyleIsIgnored() {
    let step = timeline(transition: .crossDissolve).steps[1]
    let animating = step.phase("animating")?.tree ?? []
    #expect(!animating.contains { $0.contains("alpha") })
    #expect(
      step.phase("to-view added")?.explanation.contains(
        "its modalTransitionStyle crossDissolve is ignored (inferred)") == true)
  }

  /// on an iPhone the popover adapted to a sheet, which slides up as sheets do.
  @Test func anAdaptedPopoverPlaysTheSheetStyle() {
    let step = timeline(device: "iphone-15").steps[1]
    #expect(step.phase("to-view added")?.explanation.contains("coverVertical, MT-1") == true)
    #expect(step.phase("to-view added")?.explanation.contains("M-20") == false)
  }
}
