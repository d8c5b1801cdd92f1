import TestSupport
import Testing

@testable import TransitionEngine

/// K-10, Q-36: a page view controller's page is its child; setViewControllers swaps it with
/// no delegate call, a swipe between willTransitionTo and didFinishAnimating, and an
/// abandoned swipe changes nothing.
@Suite struct PageViewControllerTests {
  private func pager(_ style: PageTransitionStyle) -> ControllerSpec {
    var options = ControllerOptions()
    options.pageStyle = style
    return ControllerSpec(
      name: "Pager", kind: .container(children: [Fixtures.plain("One")]), options: options)
  }

  private func timeline(
    _ style: PageTransitionStyle = .scroll, swipe: InteractionEnd? = nil,
    page: String = "Two", animated: Bool = true
  ) -> Timeline {
    let turn = PageTurn(
      page: Fixtures.plain(page), pager: "Pager", direction: .forward, swipe: swipe)
    let scene = SceneSpec(
      title: "t", ios: 17, root: pager(style),
      steps: [Fixtures.step(.setPage(turn), animated: animated)])
    return plan(scene)
  }

  @Test func theScrollStylePutsThePageInAQueuingScrollView() {
    let initial = timeline().steps[0].phases[0]
    #expect(
      initial.tree == [
        "UIWindow (0 0; 393 852)",
        "  UITransitionView (0 0; 393 852)",
        "    UIDropShadowView (0 0; 393 852)",
        "      _UIPageViewControllerContentView (0 0; 393 852) <Pager>",
        "        _UIQueuingScrollView (0 0; 393 852)",
        "          UIView (0 0; 393 852) <One>",
      ])
    #expect(initial.controller("Pager")?.className == "UIPageViewController")
    #expect(initial.controller("Pager")?.children.map(\.name) == ["One"])
  }

  @Test func thePageCurlStyleHasNoScrollView() {
    #expect(
      timeline(.pageCurl).steps[0].phases[0].tree.suffix(2) == [
        "      _UIPageViewControllerContentView (0 0; 393 852) <Pager>",
        "        UIView (0 0; 393 852) <One>",
      ])
  }

  @Test func setViewControllersSwapsTheChildWithoutTheDelegate() {
    let step = timeline().steps[1]
    #expect(step.action.description == "setViewControllers([Two], direction: .forward) on Pager")
    #expect(step.phaseNames == ["before", "child added", "animating", "completed", "after"])
    #expect(
      step.allEvents == [
        "Two.willMove(toParent: Pager)",
        "Two.loadView()",
        "Two.viewDidLoad()",
        "Two.viewWillAppear(animated: true)",
        "One.viewWillDisappear(animated: true)",
        "Two.viewIsAppearing(animated: true)",
        "Two.viewWillLayoutSubviews()",
        "Two.viewDidLayoutSubviews()",
        "One.viewDidDisappear(animated: true)",
        "Two.viewDidAppear(animated: true)",
        "One.willMove(toParent: nil)",
        "One.didMove(toParent: nil)",
        "Two.didMove(toParent: Pager)",
      ])
    #expect(
      step.phase("animating")?.tree.suffix(2) == [
        "          UIView (0 0; 393 852) <One>",
        "          UIView (0 0; 393 852) <Two>",
      ])
    let after = step.phase("after")
    #expect(after?.tree.last == "          UIView (0 0; 393 852) <Two>")
    #expect(after?.controller("Pager")?.children.map(\.name) == ["Two"])
    #expect(after?.explanation.contains("Q-36") == false)
    #expect(step.phase("animating")?.explanation.contains("Q-36") == true)
  }

  @Test func aCompletedSwipeTellsTheDelegateAroundTheSwap() {
    let step = timeline(swipe: .completed).steps[1]
    #expect(step.action.description == "swipe forward to Two on Pager (completed)")
    #expect(step.allEvents.first == "Pager.pageViewController(_:willTransitionTo: [Two])")
    #expect(
      step.allEvents.last
        == "Pager.pageViewController(_:didFinishAnimating: true, previousViewControllers: "
        + "[One], transitionCompleted: true)")
    #expect(step.phase("after")?.controller("Pager")?.children.map(\.name) == ["Two"])
  }

  @Test func anAbandonedSwipeChangesNothing() {
    let timeline = timeline(swipe: .cancelled)
    let step = timeline.steps[1]
    #expect(step.phaseNames == ["before", "after"])
    #expect(
      step.allEvents == [
        "Pager.pageViewController(_:willTransitionTo: [Two])",
        "Pager.pageViewController(_:didFinishAnimating: true, previousViewControllers: "
          + "[One], transitionCompleted: false)",
      ])
    #expect(step.phase("after")?.tree == timeline.steps[0].phases[0].tree)
    #expect(step.phase("after")?.controller("Two") == nil)
  }

  @Test func theSamePageOrAnotherContainerIsRefused() {
    #expect(
      timeline(page: "One").steps[1].warnings == ["One is already Pager's page; nothing changes"])
    let turn = PageTurn(page: Fixtures.plain("Two"), pager: "Home")
    let scene = SceneSpec(
      title: "t", ios: 17, root: Fixtures.plain("Home"), steps: [Fixtures.step(.setPage(turn))])
    #expect(
      plan(scene).steps[1].warnings == ["Home is not a page view controller (pageView:)"])
  }
}
