import Testing
import TransitionEngine

/// The two cases a 20-minute fuzz run (seed 1124) found: a presenter's view that is not in
/// the window taking its presentation out with it, and a controller presented in a context
/// inside a view an animator lost with its container.
@Suite struct FinalRunFindingTests {
  /// K-6, T-8: removing a view that is not in the window takes nothing out of the window, so
  /// C3, presented full screen by C1, stays in the window and appeared.
  @Test func removingAnOffScreenPresenterViewKeepsItsPresentation() throws {
    let steps = try regressionTimeline("code-removes-an-off-screen-presenter-view").steps
    let after = steps[4].phases.last
    #expect(node("C3", in: after)?.inWindow == true)
    #expect(node("C3", in: after)?.state == .appeared)
    #expect(node("C1", in: after)?.inWindow == false)
    #expect(after?.events.isEmpty == true)
  }

  /// C1's view leaves with the cancelled presentation's container, and C11, presented in
  /// C3's context inside it, is out of step too.
  @Test func aContextPresentationInsideALostViewIsMarked() throws {
    let steps = try regressionTimeline("animator-loses-a-context-presentation-with-the-presenter")
      .steps
    let after = steps[4].phases.last
    #expect(node("C11", in: after)?.inWindow == false)
    #expect(after?.appMistakes.contains(.appearanceOutOfStep("C11")) == true)
    #expect(after?.appMistakes.contains(.appearanceOutOfStep("C1")) == true)
  }
}
