import Testing
import TransitionEngine

/// gen-2611-3186: a navigation controller given a child by hand (N-2) shows that child at
/// its next layout; the controller presented in the context of the child it covered (M-2)
/// leaves the window without callbacks, and the mark of the hand-changed stack covers it.
@Suite struct HandChangedStackContextTests {
  @Test func aContextPresentationInAHandChangedStackIsMarked() throws {
    let steps = try regressionTimeline("hand-changed-stack-drops-a-context-presentation").steps
    let after = try #require(steps[3].phases.last)
    #expect(
      after.events.map(\.description) == [
        "Master.willMove(toParent: nil)", "Next.willMove(toParent: Split)", "Next.loadView()",
        "Next.viewDidLoad()", "Extra.loadView()", "Extra.viewDidLoad()",
        "Master.didMove(toParent: nil)", "Next.didMove(toParent: Split)",
      ])
    let sheet = after.controllers.flattened().first { $0.name == "Sheet" }
    #expect(sheet?.state == .appeared)
    #expect(sheet?.inWindow == false)
    #expect(after.appMistakes.contains(.containerContent("Nav")))
    #expect(after.appMistakes.contains(.appearanceOutOfStep("Sheet")))
  }
}
