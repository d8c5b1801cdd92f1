import TestSupport
import Testing

@testable import TransitionEngine

/// `select` with `interactive:` (TB-14): the delegate's interaction controller drives the app's
/// animator; cancelled, the old tab is selected again with N-6's callbacks; without an
/// animator UIKit switches at once and says so.
@Suite struct InteractiveTabSwitchTests {
  /// Selecting `Settings` with the usual interactive animator and `end`.
  static func interactiveSelect(_ end: InteractionEnd, animator: Bool = true) throws -> StepSpec {
    var step =
      animator
      ? try selectSettings([
        "containerView.addSubview(toView)",
        "transitionContext.completeTransition(!transitionContext.transitionWasCancelled)",
      ]) : Fixtures.step(.select(.name("Settings"), tab: nil))
    step.interaction = end
    return step
  }

  @Test func aCancelledSwitchGivesTheOldTabBackWithItsCallbacks() throws {
    let step = plan(Fixtures.tabScene([try Self.interactiveSelect(.cancelled)])).steps[1]
    #expect(
      step.phaseNames == [
        "before", "container ready", "line 10: containerView.addSubview(toView)", "interaction",
        "cancelled", "after",
      ])
    #expect(
      step.allEvents == [
        "Settings.loadView()",
        "Settings.viewDidLoad()",
        "Settings.viewWillAppear(animated: true)",
        "FeedNav.viewWillDisappear(animated: true)",
        "Feed.viewWillDisappear(animated: true)",
        "Tabs.delegate.tabBarController(_:animationControllerForTransitionFrom: FeedNav, to: Settings)",
        "Tabs.delegate.tabBarController(_:interactionControllerFor:)",
        "interactionController.startInteractiveTransition(_:)",
        "animator.transitionDuration(using:)",
        "animator.animateTransition(using:)",
        "Settings.viewIsAppearing(animated: true)",
        "Settings.viewWillLayoutSubviews()",
        "Settings.viewDidLayoutSubviews()",
        "interactionController.update(0.4)",
        "interactionController.cancel()",
        "Settings.viewWillDisappear(animated: true)",
        "Settings.viewDidDisappear(animated: true)",
        "FeedNav.viewWillAppear(animated: true)",
        "Feed.viewWillAppear(animated: true)",
        "FeedNav.viewIsAppearing(animated: true)",
        "Feed.viewIsAppearing(animated: true)",
        "FeedNav.viewDidAppear(animated: true)",
        "Feed.viewDidAppear(animated: true)",
        "animator.animationEnded(false)",
      ])
    let after = try #require(step.phase("after"))
    #expect(after.owners == ["Tabs", "FeedNav", "Feed"])
    #expect(after.tree.contains { $0.contains("[containerView]") } == false)
    #expect(step.phase("cancelled")?.explanation.contains("(TB-14)") == true)
    #expect(step.phases.allSatisfy { $0.appMistakes.isEmpty })
  }

  @Test func aCompletedSwitchSelectsTheNewTab() throws {
    let step = plan(Fixtures.tabScene([try Self.interactiveSelect(.completed)])).steps[1]
    #expect(
      step.phaseNames == [
        "before", "container ready", "line 10: containerView.addSubview(toView)", "interaction",
        "completed", "after",
      ])
    #expect(
      step.phase("interaction")?.eventLines == [
        "interactionController.update(0.4)", "interactionController.finish()",
      ])
    #expect(
      step.phase("completed")?.eventLines == [
        "FeedNav.viewDidDisappear(animated: true)", "Feed.viewDidDisappear(animated: true)",
        "Settings.viewDidAppear(animated: true)", "animator.animationEnded(true)",
      ])
    #expect(step.phase("after")?.owners == ["Tabs", "Settings"])
    #expect(step.phases.allSatisfy { $0.appMistakes.isEmpty })
  }

  @Test func withoutAnAnimatorUIKitSwitchesAtOnceAndSaysSo() throws {
    let plain = plan(Fixtures.tabScene([Fixtures.step(.select(.name("Settings"), tab: nil))]))
    let step = plan(Fixtures.tabScene([try Self.interactiveSelect(.cancelled, animator: false)]))
      .steps[1]
    // The same switch as without `interactive:`: the finger changes nothing.
    #expect(step.phaseNames == plain.steps[1].phaseNames)
    #expect(step.allEvents == plain.steps[1].allEvents)
    #expect(!step.allEvents.contains { $0.contains("interaction") })
    let first = try #require(step.phases.dropFirst().first)
    #expect(first.explanation.hasPrefix("The step asks for the user's finger"))
    #expect(first.explanation.contains("switches at once, without the finger"))
    #expect(step.phase("after")?.owners == ["Tabs", "Settings"])
  }

  @Test func aDelegateWithoutAnInteractionControllerRunsTheAnimatorWithoutTheFinger() throws {
    var spec = try Self.interactiveSelect(.cancelled)
    var answer = DelegateAnswer(animatorClass: "FadeAnimator")
    answer.noInteractionController = true
    answer.askedForInteraction = true
    spec.delegateAnswer = answer
    let step = plan(Fixtures.tabScene([spec])).steps[1]
    #expect(
      step.phaseNames == [
        "before", "container ready", "line 10: containerView.addSubview(toView)", "completed",
        "after",
      ])
    #expect(
      step.phase("container ready")?.eventLines.suffix(2) == [
        "Tabs.delegate.tabBarController(_:animationControllerForTransitionFrom: FeedNav, to: Settings)"
          + " → a FadeAnimator",
        "Tabs.delegate.tabBarController(_:interactionControllerFor:)"
          + " → nil (the switch runs without the finger)",
      ])
    #expect(step.phase("container ready")?.explanation.contains("returned nil from") == true)
    #expect(step.phase("after")?.owners == ["Tabs", "Settings"])
  }
}
