import TestSupport
import Testing

@testable import TransitionEngine

private func pushDetail(_ lines: [String]) throws -> StepSpec {
  var step = Fixtures.step(.push(Fixtures.plain("Detail"), on: "FeedNav"))
  step.animator = try block(lines)
  return step
}

@Suite struct PushAnimatorTests {
  @Test func theNavigationDelegateAnimatorAddsTheToView() throws {
    let step = plan(
      Fixtures.navigationScene([
        try pushDetail([
          "containerView.addSubview(toView)", "transitionContext.completeTransition(true)",
        ])
      ])
    ).steps[1]
    #expect(
      step.phaseNames == [
        "before", "container ready", "line 10: containerView.addSubview(toView)", "completed",
        "after",
      ])
    #expect(
      step.allEvents == [
        "Detail.willMove(toParent: FeedNav)", "Detail.loadView()", "Detail.viewDidLoad()",
        "Feed.viewWillDisappear(animated: true)", "Detail.viewWillAppear(animated: true)",
        "FeedNav.delegate.navigationController(_:animationControllerFor: .push, from: Feed, "
          + "to: Detail)",
        "animator.transitionDuration(using:)", "animator.animateTransition(using:)",
        "Detail.viewIsAppearing(animated: true)", "Detail.viewWillLayoutSubviews()",
        "Detail.viewDidLayoutSubviews()", "Feed.viewDidDisappear(animated: true)",
        "Detail.viewDidAppear(animated: true)", "animator.animationEnded(true)",
        "Detail.didMove(toParent: FeedNav)",
      ])
    let line = try #require(step.phase("line 10: containerView.addSubview(toView)")).tree
    #expect(line.contains { $0.hasSuffix("[containerView]") })
    #expect(line.filter { $0.contains("<Feed>") || $0.contains("<Detail>") }.count == 2)
    let after = step.phase("after")
    #expect(after?.owners == ["FeedNav", "Detail"])
    #expect(step.phases.allSatisfy { $0.appMistakes.isEmpty })
  }

  @Test func withoutTheToViewTheContentAreaIsEmpty() throws {
    let step = plan(
      Fixtures.navigationScene([try pushDetail(["transitionContext.completeTransition(true)"])])
    ).steps[1]
    let after = step.phase("after")
    #expect(after?.owners == ["FeedNav"])
    #expect(after?.controller("Detail")?.state == .appeared)
    #expect(
      after?.appMistakes == [.appearanceOutOfStep("Detail"), .containerContent("FeedNav")])
    #expect(step.phase("completed")?.explanation.contains("no line added the to-view") == true)
  }

  @Test func aPushThatNeverCompletesKeepsItsContainer() throws {
    let step = plan(
      Fixtures.navigationScene([try pushDetail(["containerView.addSubview(toView)"])])
    ).steps[1]
    let after = step.phase("after")
    #expect(after?.tree.contains { $0.hasSuffix("[containerView]") } == true)
    #expect(after?.controller("Feed")?.state == .disappearing)
    #expect(after?.controller("Detail")?.state == .appearing)
    #expect(after?.appMistakes.contains(.unfinishedTransition) == true)
  }
}
