import TestSupport
import Testing

@testable import TransitionEngine

@Suite struct UnfinishedNavigationTests {
  /// A push whose animator never completes, then `next`.
  private func afterStuckPush(_ next: StepSpec) throws -> Step {
    var push = Fixtures.step(.push(Fixtures.plain("Detail"), on: "FeedNav"))
    push.animator = try block(["containerView.addSubview(toView)"])
    return plan(Fixtures.navigationScene([push, next])).steps[2]
  }

  @Test func aPushDuringTheUnfinishedPushLogsUnbalancedCalls() throws {
    let step = try afterStuckPush(Fixtures.step(.push(Fixtures.plain("More"), on: "FeedNav")))
    #expect(
      step.warnings == [
        "Unbalanced calls to begin/end appearance transitions for <UIViewController: More>."
      ])
    #expect(step.phaseNames == ["before", "after"])
    #expect(step.phase("after")?.events.isEmpty == true)
    #expect(step.phase("after")?.tree == step.phase("before")?.tree)
    #expect(step.phase("after")?.controller("More") == nil)
    #expect(step.phase("after")?.explanation.contains("N-11") == true)
  }

  @Test func aPopDuringTheUnfinishedPushIsNotStartedAndLogsNothingInvented() throws {
    let step = try afterStuckPush(Fixtures.step(.pop(nav: "FeedNav", interactiveCancelled: false)))
    #expect(step.warnings.isEmpty)
    #expect(step.phase("after")?.events.isEmpty == true)
    #expect(step.phase("after")?.controller("FeedNav")?.children.map(\.name) == ["Feed", "Detail"])
    #expect(step.phase("after")?.explanation.contains("no source shows the message") == true)
  }

  @Test func aPushAfterAStuckPopLogsNothingInvented() throws {
    var pop = try popFeedNav([insertBelow])
    pop.note = "stuck"
    let timeline = plan(
      twoDeepScene([pop, Fixtures.step(.push(Fixtures.plain("More"), on: "FeedNav"))]))
    #expect(timeline.steps[2].warnings.isEmpty)
    #expect(timeline.steps[2].phase("after")?.events.isEmpty == true)
  }
}
