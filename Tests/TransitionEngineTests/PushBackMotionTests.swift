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

  private let full =
    "    UIDropShadowView (25.01 30.53; 342.97 743.54) transform = [0.8727, 0, 0, 0.8727, 0, -23.7]"
  /// Half-way between identity and [0.8727, 0, 0, 0.8727, 0, -23.7]: 0.93635 and -11.85.
  private let halfWay =
    "    UIDropShadowView (12.51 15.26; 367.99 797.77) transform = [0.9364, 0, 0, 0.9364, 0, -11.85]"
  /// A swipe 40% of the way out: 0.8727 + 0.4 × 0.1273 = 0.92362, and 0.6 × -23.7 = -14.22.
  private let swipe =
    "    UIDropShadowView (15.01 18.32; 362.98 786.92) transform = [0.9236, 0, 0, 0.9236, 0, -14.22]"

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
    let half = World.pushBackTransform.interpolated(to: .identity, t: 0.5)
    #expect(half.a > 0.9363 && half.a < 0.9364)
    #expect(half.ty == -11.85)
    #expect(
      Transform.identity.interpolated(to: World.pushBackTransform, t: 1) == World.pushBackTransform)
  }
}
