import TestSupport
import Testing

@testable import TransitionEngine

/// Selecting `Settings` in `Tabs` with an animator made of `lines`.
func selectSettings(_ lines: [String]) throws -> StepSpec {
  var step = Fixtures.step(.select(.name("Settings"), tab: nil))
  step.animator = try block(lines)
  return step
}

@Suite struct TabAnimatorTests {
  @Test func theTabDelegateAnimatorKeepsTheTabOrder() throws {
    let step = plan(
      Fixtures.tabScene([
        try selectSettings([
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
        "Settings.loadView()",
        "Settings.viewDidLoad()",
        "Settings.viewWillAppear(animated: true)",
        "FeedNav.viewWillDisappear(animated: true)",
        "Feed.viewWillDisappear(animated: true)",
        "Tabs.delegate.tabBarController(_:animationControllerForTransitionFrom: FeedNav, to: Settings)",
        "animator.transitionDuration(using:)",
        "animator.animateTransition(using:)",
        "Settings.viewIsAppearing(animated: true)",
        "Settings.viewWillLayoutSubviews()",
        "Settings.viewDidLayoutSubviews()",
        "FeedNav.viewDidDisappear(animated: true)",
        "Feed.viewDidDisappear(animated: true)",
        "Settings.viewDidAppear(animated: true)",
        "animator.animationEnded(true)",
      ])
    let line = try #require(step.phase("line 10: containerView.addSubview(toView)")).tree
    #expect(
      line.contains { $0.hasSuffix("UIViewControllerWrapperView (0 0; 393 852) [containerView]") })
    #expect(
      line.contains { $0.hasSuffix("<FeedNav>") } && line.contains { $0.hasSuffix("<Settings>") })
    let after = step.phase("after")
    #expect(after?.owners == ["Tabs", "Settings"])
    #expect(after?.tree.contains { $0.contains("[containerView]") } == false)
    #expect(step.phases.allSatisfy { $0.appMistakes.isEmpty })
  }

  @Test func completeTransitionFalseKeepsTheOldTab() throws {
    let step = plan(
      Fixtures.tabScene([
        try selectSettings([
          "containerView.addSubview(toView)", "transitionContext.completeTransition(false)",
        ])
      ])
    ).steps[1]
    #expect(
      step.phase("cancelled")?.eventLines == [
        "Settings.viewWillDisappear(animated: true)", "Settings.viewDidDisappear(animated: true)",
        "FeedNav.viewWillAppear(animated: true)", "Feed.viewWillAppear(animated: true)",
        "FeedNav.viewIsAppearing(animated: true)", "Feed.viewIsAppearing(animated: true)",
        "FeedNav.viewDidAppear(animated: true)", "Feed.viewDidAppear(animated: true)",
      ])
    #expect(step.phase("after")?.owners == ["Tabs", "FeedNav", "Feed"])
  }

  @Test func withoutTheToViewTheTabIsEmpty() throws {
    let step = plan(
      Fixtures.tabScene([try selectSettings(["transitionContext.completeTransition(true)"])])
    ).steps[1]
    let after = step.phase("after")
    #expect(after?.owners == ["Tabs"])
    #expect(after?.appMistakes == [.appearanceOutOfStep("Settings"), .containerContent("Tabs")])
  }

  @Test func aSwitchThatNeverCompletesBlocksTheNextOne() throws {
    var back = Fixtures.step(.select(.index(0), tab: nil))
    back.note = "back"
    let timeline = plan(
      Fixtures.tabScene([try selectSettings(["containerView.addSubview(toView)"]), back]))
    let stuck = timeline.steps[1].phase("after")
    #expect(stuck?.appMistakes.contains(.unfinishedTransition) == true)
    let refused = timeline.steps[2]
    #expect(refused.phaseNames == ["before", "after"])
    #expect(refused.warnings.isEmpty)
    #expect(refused.phase("after")?.events.isEmpty == true)
    #expect(refused.phase("after")?.tree == refused.phase("before")?.tree)
    #expect(refused.phase("after")?.explanation.contains("no source shows the message") == true)
  }
}
