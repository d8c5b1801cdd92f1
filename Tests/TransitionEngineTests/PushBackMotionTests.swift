import TestSupport
import Testing

@testable import TransitionEngine

/// M-11: push-back grows with the sheet's animation and shrinks with its dismissal, as the
/// card's own frames do, instead of jumping at the first frame.
@Suite struct PushBackMotionTests {
  private func timeline(_ steps: [StepAction]) -> Timeline {
    plan(Fixtures.navigationScene(steps.map { Fixtures.step($0) }))
  }

  private var present: StepAction {
    .present(PresentSpec(controller: Fixtures.plain("Sheet"), from: "Feed", style: .pageSheet))
  }

  /// 1 − 32/393 ≈ 0.91858 on the iPhone 15: 361 pt wide, 16 pt in from each side.
  private let full =
    "    UIDropShadowView (16 34.69; 361 782.63) transform = [0.9186, 0, 0, 0.9186, 0, 0]"
  /// Half-way between identity and the rest: 1 − 16/393 ≈ 0.95929.
  private let halfWay =
    "    UIDropShadowView (8 17.34; 377 817.31) transform = [0.9593, 0, 0, 0.9593, 0, 0]"
  /// A swipe 40% of the way out: 0.91858 + 0.4 × 0.08142 ≈ 0.95115.
  private let swipe =
    "    UIDropShadowView (9.6 20.81; 373.8 810.38) transform = [0.9511, 0, 0, 0.9511, 0, 0]"

  /// The root wrapper's UIDropShadowView line of a phase's tree.
  private func rootWrapper(_ phase: Phase?) -> String? {
    phase?.tree.first { $0.hasPrefix("    UIDropShadowView") }
  }

  @Test func presentingGrowsThePushBackWithTheCard() {
    let step = timeline([present]).steps[1]
    #expect(rootWrapper(step.phase("to-view added")) == "    UIDropShadowView (0 0; 393 852)")
    #expect(rootWrapper(step.phase("animating")) == halfWay)
    #expect(rootWrapper(step.phase("completed")) == full)
    let why = step.phase("animating")?.explanation ?? ""
    #expect(why.contains("Push-back moves with the card, 50% of the way"))
    #expect(
      step.phase("to-view added")?.explanation.contains("At this first frame it has not moved yet")
        == true)
  }

  @Test func dismissingShrinksThePushBackWithTheCard() {
    let step = timeline([present, .dismiss("Sheet", interactiveCancelled: false)]).steps[2]
    #expect(rootWrapper(step.phase("dismissal will begin")) == full)
    #expect(rootWrapper(step.phase("animating")) == halfWay)
    #expect(rootWrapper(step.phase("completed")) == "    UIDropShadowView (0 0; 393 852)")
  }

  @Test func aCancelledSwipeComesBackToTheFullPushBack() {
    let step = timeline([present, .dismiss("Sheet", interactiveCancelled: true)]).steps[2]
    #expect(rootWrapper(step.phase("interactive")) == swipe)
    #expect(rootWrapper(step.phase("cancelled")) == full)
  }

  @Test func theTransformIsInterpolatedValueByValue() {
    // M-11: 1 − 2·16/393 on the 393-pt iPhone 15, no shift.
    let rest = World.pushBackTransform(width: 393)
    #expect(rest == Transform.scale(1 - 32.0 / 393))
    let half = rest.interpolated(to: .identity, t: 0.5)
    #expect(half.a == 1 - 16.0 / 393)
    #expect(half.ty == 0)
    #expect(Transform.identity.interpolated(to: rest, t: 1) == rest)
  }

  /// M-11: the margin is 20 pt on windows wider than 393 pt (a 430-pt Pro Max).
  @Test func widerWindowsUseTheWiderMargin() {
    #expect(World.pushBackTransform(width: 430) == Transform.scale(1 - 40.0 / 430))
    #expect(World.pushBackTransform(width: 375) == Transform.scale(1 - 32.0 / 375))
  }
}
