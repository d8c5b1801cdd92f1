import TestSupport
import Testing

@testable import TransitionEngine

@Suite struct PopTests {
  private func scene(_ steps: [StepAction], animated: Bool = true) -> SceneSpec {
    Fixtures.navigationScene(
      [Fixtures.step(.push(Fixtures.plain("Detail"), on: nil))]
        + steps.map { Fixtures.step($0, animated: animated) })
  }

  @Test func popCallbacksFollow13_4() {
    let step = plan(scene([.pop(nav: nil, interactiveCancelled: false)])).steps[2]
    #expect(
      step.phaseNames == [
        "before", "container ready", "to-view added", "animating", "completed", "after",
      ])
    #expect(
      step.phase("container ready")?.eventLines == [
        "Detail.willMove(toParent: nil)", "Detail.viewWillDisappear(animated: true)",
        "Feed.viewWillAppear(animated: true)",
      ])
    #expect(
      step.phase("to-view added")?.eventLines == [
        "Feed.viewIsAppearing(animated: true)",
        "Feed.viewWillLayoutSubviews()",
        "Feed.viewDidLayoutSubviews()",
      ])
    #expect(step.phase("animating")?.eventLines == [])
    #expect(
      step.phase("completed")?.eventLines == [
        "Detail.viewDidDisappear(animated: true)", "Feed.viewDidAppear(animated: true)",
      ])
    #expect(step.phase("after")?.eventLines == ["Detail.didMove(toParent: nil)"])
  }

  @Test func toViewGoesInBelowTheFromView() {
    let phase = plan(scene([.pop(nav: nil, interactiveCancelled: false)])).steps[2]
      .phase("to-view added")
    #expect(
      phase?.tree.suffix(6) == [
        "          UIViewControllerWrapperView (0 0; 393 852) [containerView]",
        "            UIView (-117.9 0; 393 852)",
        "              UIView (0 0; 393 852) <Feed>",
        "            _UIParallaxDimmingView (0 0; 393 852)",
        "              UIView (0 0; 393 852) <Detail>",
        "        UINavigationBar (0 59; 393 44)",
      ])
  }

  @Test func popRestoresTheTreeOfBeforeThePush() {
    let timeline = plan(scene([.pop(nav: nil, interactiveCancelled: false)]))
    #expect(timeline.steps[2].phases.last?.tree == timeline.steps[0].phase("initial")?.tree)
    #expect(timeline.steps[2].phases.last?.controllers.children.map(\.name) == ["Feed"])
  }

  @Test func popAtTheRootChangesNothing() {
    let timeline = plan(
      Fixtures.navigationScene([Fixtures.step(.pop(nav: nil, interactiveCancelled: false))]))
    let step = timeline.steps[1]
    #expect(step.error == nil)
    #expect(
      step.warnings == [
        "FeedNav shows its root view controller only, so there is nothing to pop (UIKit returns nil and changes nothing)"
      ])
    #expect(step.phaseNames == ["before", "after"])
    #expect(step.phase("after")?.tree == step.phase("before")?.tree)
  }

  @Test func cancelledSwipeBackFollowsN6() {
    let step = plan(scene([.pop(nav: nil, interactiveCancelled: true)])).steps[2]
    #expect(step.action.description == "swipe back (cancelled) FeedNav")
    #expect(
      step.phaseNames == [
        "before", "container ready", "to-view added", "interactive", "cancelled", "after",
      ])
    #expect(
      step.allEvents == [
        "Detail.viewWillDisappear(animated: true)",
        "Feed.viewWillAppear(animated: true)",
        // §13, LC-2: the revealed view is in and laid out before the finger moves.
        "Feed.viewIsAppearing(animated: true)",
        "Feed.viewWillLayoutSubviews()",
        "Feed.viewDidLayoutSubviews()",
        "Feed.viewWillDisappear(animated: true)",
        "Feed.viewDidDisappear(animated: true)",
        "Detail.viewWillAppear(animated: true)",
        // LC-2: Detail's view never left the window and keeps its size: no layout pass.
        "Detail.viewIsAppearing(animated: true)",
        "Detail.viewDidAppear(animated: true)",
      ])
    #expect(step.phases.last?.tree == step.phases.first?.tree)
    #expect(step.phases.last?.controllers.children.map(\.name) == ["Feed", "Detail"])
    #expect(step.phase("interactive")?.controller("Feed")?.state == .appearing)
  }

  @Test func popToRootRemovesEveryPushedController() {
    let timeline = plan(
      Fixtures.navigationScene([
        Fixtures.step(.push(Fixtures.plain("A"), on: nil)),
        Fixtures.step(.push(Fixtures.plain("B"), on: nil)),
        Fixtures.step(.push(Fixtures.plain("C"), on: nil)),
        Fixtures.step(.popToRoot(nav: "FeedNav")),
      ]))
    let step = timeline.steps[4]
    #expect(step.action.description == "popToRoot FeedNav")
    #expect(
      step.phase("container ready")?.eventLines == [
        "C.willMove(toParent: nil)", "B.willMove(toParent: nil)", "A.willMove(toParent: nil)",
        "C.viewWillDisappear(animated: true)", "Feed.viewWillAppear(animated: true)",
      ])
    #expect(
      step.phase("after")?.eventLines == [
        "A.didMove(toParent: nil)", "B.didMove(toParent: nil)", "C.didMove(toParent: nil)",
      ])
    #expect(step.phases.last?.controllers.children.map(\.name) == ["Feed"])
    #expect(step.phases.last?.tree == timeline.steps[0].phase("initial")?.tree)
  }
}

@Suite struct InterruptedPushTests {
  /// N-7: the push completes with its whole appear cycle, then becomes a pop.
  @Test func anInterruptedPushCompletesThenPops() {
    var step = Fixtures.step(.push(Fixtures.plain("Detail"), on: nil))
    step.interruptedByPop = true
    let timeline = plan(Fixtures.navigationScene([step]))
    let interrupted = timeline.steps[1]
    #expect(
      interrupted.action.description == "push Detail on FeedNav (interrupted by a swipe back)")
    #expect(interrupted.phaseNames.first == "before")
    #expect(interrupted.phaseNames.last == "after")
    #expect(interrupted.phaseNames.contains("push: completed"))
    #expect(interrupted.phaseNames.contains("pop: completed"))
    let events = interrupted.allEvents
    let appeared = events.firstIndex(of: "Detail.viewDidAppear(animated: true)")
    let popping = events.firstIndex(of: "Detail.willMove(toParent: nil)")
    #expect(appeared != nil && popping != nil && (appeared ?? 0) < (popping ?? 0))
    #expect(events.contains("Detail.didMove(toParent: FeedNav)"))
    #expect(interrupted.phases.last?.tree == timeline.steps[0].phase("initial")?.tree)
  }
}
