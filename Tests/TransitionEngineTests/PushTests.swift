import TestSupport
import Testing

@testable import TransitionEngine

@Suite struct PushTests {
  private let push = Fixtures.navigationScene([
    Fixtures.step(.push(Fixtures.plain("Detail"), on: nil))
  ])

  @Test func animatedPushHasTheDocumentedPhases() {
    let step = plan(push).steps[1]
    #expect(step.action.description == "push Detail on FeedNav")
    #expect(
      step.phaseNames == [
        "before", "container ready", "to-view added", "animating", "completed", "after",
      ])
  }

  @Test func animatedPushCallbacksFollow13_3() {
    let step = plan(push).steps[1]
    #expect(step.phase("before")?.eventLines == [])
    #expect(
      step.phase("container ready")?.eventLines == [
        "Detail.willMove(toParent: FeedNav)",
        "Detail.loadView()",
        "Detail.viewDidLoad()",
        "Feed.viewWillDisappear(animated: true)",
        "Detail.viewWillAppear(animated: true)",
      ])
    // §13: viewIsAppearing as soon as the to-view is in, before the first animation frame.
    #expect(
      step.phase("to-view added")?.eventLines == [
        "Detail.viewIsAppearing(animated: true)",
        "Detail.viewWillLayoutSubviews()",
        "Detail.viewDidLayoutSubviews()",
      ])
    #expect(step.phase("animating")?.eventLines == [])
    #expect(
      step.phase("completed")?.eventLines == [
        "Feed.viewDidDisappear(animated: true)", "Detail.viewDidAppear(animated: true)",
      ])
    #expect(step.phase("after")?.eventLines == ["Detail.didMove(toParent: FeedNav)"])
  }

  @Test func fromViewIsAlreadyInTheContainerWhenItIsReady() {
    let phase = plan(push).steps[1].phase("container ready")
    #expect(
      phase?.tree == [
        "UIWindow (0 0; 393 852)",
        "  UITransitionView (0 0; 393 852)",
        "    UIDropShadowView (0 0; 393 852)",
        "      UILayoutContainerView (0 0; 393 852) <FeedNav>",
        "        UINavigationTransitionView (0 0; 393 852)",
        "          UIViewControllerWrapperView (0 0; 393 852) [containerView]",
        "            UIView (0 0; 393 852)",
        "              UIView (0 0; 393 852) <Feed>",
        "        UINavigationBar (0 59; 393 44)",
      ])
  }

  @Test func animatingPhaseShowsMidFlightFrames() {
    let phase = plan(push).steps[1].phase("animating")
    #expect(
      phase?.tree.suffix(6) == [
        "          UIViewControllerWrapperView (0 0; 393 852) [containerView]",
        "            UIView (-58.95 0; 393 852)",
        "              UIView (0 0; 393 852) <Feed>",
        "            _UIParallaxDimmingView (196.5 0; 393 852)",
        "              UIView (0 0; 393 852) <Detail>",
        "        UINavigationBar (0 59; 393 44)",
      ])
  }

  @Test func afterPushOnlyTheTopViewIsInTheWindow() {
    let after = plan(push).steps[1].phase("after")
    #expect(
      after?.tree.suffix(4) == [
        "        UINavigationTransitionView (0 0; 393 852)",
        "          UIViewControllerWrapperView (0 0; 393 852)",
        "            UIView (0 0; 393 852) <Detail>",
        "        UINavigationBar (0 59; 393 44)",
      ])
    #expect(after?.controller("Feed")?.inWindow == false)
    #expect(after?.controller("Feed")?.state == .disappeared)
    #expect(after?.controller("Detail")?.state == .appeared)
    #expect(after?.controllers.children.map(\.name) == ["Feed", "Detail"])
  }

  @Test func statesDuringTheTransition() {
    let ready = plan(push).steps[1].phase("container ready")
    #expect(ready?.controller("Feed")?.state == .disappearing)
    #expect(ready?.controller("Detail")?.state == .appearing)
    #expect(ready?.controller("Detail")?.inWindow == false)
  }

  @Test func nonAnimatedPushCollapsesPhases() {
    let scene = Fixtures.navigationScene([
      Fixtures.step(.push(Fixtures.plain("Detail"), on: nil), animated: false)
    ])
    let step = plan(scene).steps[1]
    #expect(step.phaseNames == ["before", "completed", "after"])
    #expect(
      step.allEvents == [
        "Detail.willMove(toParent: FeedNav)",
        "Detail.loadView()",
        "Detail.viewDidLoad()",
        "Feed.viewWillDisappear(animated: false)",
        "Detail.viewWillAppear(animated: false)",
        "Detail.viewIsAppearing(animated: false)",
        "Detail.viewWillLayoutSubviews()",
        "Detail.viewDidLayoutSubviews()",
        "Feed.viewDidDisappear(animated: false)",
        "Detail.viewDidAppear(animated: false)",
        "Detail.didMove(toParent: FeedNav)",
      ])
    #expect(step.phase("completed")?.window.first { $0.role != nil } == nil)
  }

  @Test func iOS12HasNoViewIsAppearingAndNoRootWrapper() {
    let timeline = plan(
      Fixtures.navigationScene([Fixtures.step(.push(Fixtures.plain("Detail"), on: nil))], ios: 12))
    #expect(
      timeline.steps[0].phase("initial")?.tree.prefix(2) == [
        "UIWindow (0 0; 393 852)", "  UILayoutContainerView (0 0; 393 852) <FeedNav>",
      ])
    #expect(!timeline.steps[1].allEvents.contains { $0.contains("viewIsAppearing") })
  }

  @Test func pushingTheSameControllerTwiceRaises() {
    let scene = Fixtures.navigationScene([
      Fixtures.step(.push(Fixtures.plain("Detail"), on: nil)),
      Fixtures.step(.push(Fixtures.plain("Detail"), on: nil)),
    ])
    let step = plan(scene).steps[2]
    #expect(
      step.error
        == "NSInvalidArgumentException: Pushing the same view controller instance more than once is not supported (<UIViewController: Detail>)"
    )
    #expect(step.phaseNames == ["before", "after"])
    #expect(step.phase("before")?.tree == step.phase("after")?.tree)
  }

  @Test func pushingANavigationControllerRaises() {
    let scene = Fixtures.navigationScene([
      Fixtures.step(.push(Fixtures.nav("Inner", ["X"]), on: nil))
    ])
    #expect(
      plan(scene).steps[1].error
        == "NSInvalidArgumentException: Pushing a navigation controller is not supported")
  }

  @Test func pushWithoutANavigationControllerIsRefused() {
    let scene = SceneSpec(
      title: "plain", root: Fixtures.plain("Root"),
      steps: [Fixtures.step(.push(Fixtures.plain("Detail"), on: nil))])
    let step = plan(scene).steps[1]
    #expect(step.warnings.count == 1)
    #expect(step.phases.last?.owners == ["Root"])
  }
}
