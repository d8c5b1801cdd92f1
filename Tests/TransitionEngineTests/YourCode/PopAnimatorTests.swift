import TestSupport
import Testing

@testable import TransitionEngine

/// `FeedNav` showing `Detail` over `Feed`, with the given steps.
func twoDeepScene(_ steps: [StepSpec]) -> SceneSpec {
  SceneSpec(title: "pop", root: Fixtures.nav("FeedNav", ["Feed", "Detail"]), steps: steps)
}

/// A pop of `FeedNav` with an animator made of `lines`.
func popFeedNav(_ lines: [String], interaction: InteractionEnd? = nil) throws -> StepSpec {
  var step = Fixtures.step(.pop(nav: "FeedNav", interactiveCancelled: interaction == .cancelled))
  step.animator = try block(lines)
  step.interaction = interaction
  return step
}

let insertBelow = "containerView.insertSubview(toView, belowSubview: fromView)"
let completeUnlessCancelled =
  "transitionContext.completeTransition(!transitionContext.transitionWasCancelled)"

@Suite struct PopAnimatorTests {
  @Test func theToViewGoesInBelowTheFromView() throws {
    let step = plan(
      twoDeepScene([try popFeedNav([insertBelow, "transitionContext.completeTransition(true)"])])
    ).steps[1]
    #expect(
      step.phaseNames == [
        "before", "container ready", "line 10: \(insertBelow)", "completed", "after",
      ])
    #expect(
      step.allEvents == [
        "Detail.willMove(toParent: nil)",
        "Feed.loadView()",
        "Feed.viewDidLoad()",
        "Detail.viewWillDisappear(animated: true)",
        "Feed.viewWillAppear(animated: true)",
        "FeedNav.delegate.navigationController(_:animationControllerFor: .pop, from: Detail, to: Feed)",
        "animator.transitionDuration(using:)",
        "animator.animateTransition(using:)",
        "Feed.viewIsAppearing(animated: true)",
        "Feed.viewWillLayoutSubviews()",
        "Feed.viewDidLayoutSubviews()",
        "Detail.viewDidDisappear(animated: true)",
        "Feed.viewDidAppear(animated: true)",
        "animator.animationEnded(true)",
        "Detail.didMove(toParent: nil)",
      ])
    #expect(
      step.phase("line 10: containerView.insertSubview(toView, belowSubview: fromView)")?.tree == [
        "UIWindow (0 0; 393 852)",
        "  UITransitionView (0 0; 393 852)",
        "    UIDropShadowView (0 0; 393 852)",
        "      UILayoutContainerView (0 0; 393 852) <FeedNav>",
        "        UINavigationTransitionView (0 0; 393 852)",
        "          UIViewControllerWrapperView (0 0; 393 852) [containerView]",
        "            UIView (0 0; 393 852) <Feed>",
        "            UIView (0 0; 393 852) <Detail>",
        "        UINavigationBar (0 59; 393 44)",
      ])
    #expect(step.phase("after")?.owners == ["FeedNav", "Feed"])
    #expect(step.phase("after")?.controller("Detail") == nil)
    #expect(step.phases.allSatisfy { $0.appMistakes.isEmpty })
  }

  @Test func withoutTheToViewThePoppedToControllerShowsNothing() throws {
    let step = plan(
      twoDeepScene([try popFeedNav(["transitionContext.completeTransition(true)"])])
    ).steps[1]
    let after = step.phase("after")
    #expect(after?.owners == ["FeedNav"])
    #expect(after?.controller("Feed")?.state == .appeared)
    #expect(
      after?.appMistakes == [.appearanceOutOfStep("Feed"), .containerContent("FeedNav")])
    // The JSON contract carries the marks too (scene-format, PHASE.appMistakes), the notes after.
    #expect(
      after.map(JSONDescription.phase)?.contains(
        #""appMistakes": ["appearance out of step: Feed", "container content: FeedNav"], "notes": ["#
      )
        == true)
    #expect(
      step.phase("before").map(JSONDescription.phase)?.contains(#""appMistakes": [], "notes": ["#)
        == true)
    #expect(
      step.phase("completed")?.explanation.contains(
        "The mistake: Feed counts as appeared, but its view is not in the window") == true)
  }

  @Test func completeTransitionFalseKeepsTheStack() throws {
    let step = plan(
      twoDeepScene([try popFeedNav([insertBelow, "transitionContext.completeTransition(false)"])])
    ).steps[1]
    #expect(
      step.phase("cancelled")?.eventLines == [
        "Feed.viewWillDisappear(animated: true)", "Feed.viewDidDisappear(animated: true)",
        "Detail.viewWillAppear(animated: true)", "Detail.viewIsAppearing(animated: true)",
        "Detail.viewDidAppear(animated: true)",
      ])
    let after = step.phase("after")
    #expect(after?.owners == ["FeedNav", "Detail"])
    #expect(after?.eventLines == ["animator.animationEnded(false)"])
    #expect(after?.controller("FeedNav")?.children.map(\.name) == ["Feed", "Detail"])
  }

  @Test func anInteractiveCancelSendsTheSwipeBackCallbacks() throws {
    let step = plan(
      twoDeepScene([
        try popFeedNav([insertBelow, completeUnlessCancelled], interaction: .cancelled)
      ])
    ).steps[1]
    #expect(
      step.phaseNames == [
        "before", "container ready", "line 10: \(insertBelow)", "interaction", "cancelled",
        "after",
      ])
    #expect(
      step.allEvents == [
        "Feed.loadView()",
        "Feed.viewDidLoad()",
        "Detail.viewWillDisappear(animated: true)",
        "Feed.viewWillAppear(animated: true)",
        "FeedNav.delegate.navigationController(_:animationControllerFor: .pop, from: Detail, to: Feed)",
        "FeedNav.delegate.navigationController(_:interactionControllerFor:)",
        "interactionController.startInteractiveTransition(_:)",
        "animator.transitionDuration(using:)",
        "animator.animateTransition(using:)",
        "Feed.viewIsAppearing(animated: true)",
        "Feed.viewWillLayoutSubviews()",
        "Feed.viewDidLayoutSubviews()",
        "interactionController.update(0.4)",
        "interactionController.cancel()",
        "Feed.viewWillDisappear(animated: true)",
        "Feed.viewDidDisappear(animated: true)",
        "Detail.viewWillAppear(animated: true)",
        "Detail.viewIsAppearing(animated: true)",
        "Detail.viewDidAppear(animated: true)",
        "animator.animationEnded(false)",
      ])
    #expect(
      step.phase("interaction")?.explanation.contains("transitionWasCancelled is true") == true)
    #expect(step.phase("after")?.owners == ["FeedNav", "Detail"])
  }

  @Test func anInteractiveFinishCompletesThePop() throws {
    let step = plan(
      twoDeepScene([
        try popFeedNav([insertBelow, completeUnlessCancelled], interaction: .completed)
      ])
    ).steps[1]
    #expect(
      step.phase("interaction")?.eventLines == [
        "interactionController.update(0.4)", "interactionController.finish()",
      ])
    #expect(
      step.phase("completed")?.eventLines == [
        "Detail.viewDidDisappear(animated: true)", "Feed.viewDidAppear(animated: true)",
        "animator.animationEnded(true)",
      ])
    #expect(step.phase("after")?.owners == ["FeedNav", "Feed"])
  }

  @Test func aSecondCompleteTransitionChangesNothing() throws {
    let step = plan(
      twoDeepScene([
        try popFeedNav([
          insertBelow, "transitionContext.completeTransition(true)",
          "transitionContext.completeTransition(true)",
        ])
      ])
    ).steps[1]
    #expect(step.phases.last?.name == "after")
    let last = step.phases.dropLast().last
    #expect(last?.name == "line 12: transitionContext.completeTransition(true)")
    #expect(last?.events.isEmpty == true)
    #expect(last?.explanation.contains("is not known from any source") == true)
    #expect(step.warnings.isEmpty)
    #expect(last?.owners == ["FeedNav", "Feed"])
  }
}
