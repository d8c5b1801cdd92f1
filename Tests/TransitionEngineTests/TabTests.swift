import TestSupport
import Testing

@testable import TransitionEngine

@Suite struct TabTests {
  @Test func initialTreeFollowsTB1() throws {
    let initial = try #require(plan(Fixtures.tabScene([])).steps[0].phase("initial"))
    #expect(
      initial.tree == [
        "UIWindow (0 0; 393 852)",
        "  UITransitionView (0 0; 393 852)",
        "    UIDropShadowView (0 0; 393 852)",
        "      UILayoutContainerView (0 0; 393 852) <Tabs>",
        "        UITransitionView (0 0; 393 852)",
        "          UIViewControllerWrapperView (0 0; 393 852)",
        "            UILayoutContainerView (0 0; 393 852) <FeedNav>",
        "              UINavigationTransitionView (0 0; 393 852)",
        "                UIViewControllerWrapperView (0 0; 393 852)",
        "                  UIView (0 0; 393 852) <Feed>",
        "              UINavigationBar (0 59; 393 44)",
        "        UITabBar (0 769; 393 83)",
      ])
    #expect(initial.controller("Settings")?.viewClassName == nil)
    #expect(initial.controller("Settings")?.inWindow == false)
  }

  @Test func switchCallbacksFollowTB3() {
    let step = plan(Fixtures.tabScene([Fixtures.step(.select(.name("Settings"), tab: nil))]))
      .steps[1]
    #expect(step.action.description == "select Settings in Tabs")
    #expect(step.phaseNames == ["before", "to-view added", "after"])
    #expect(
      step.allEvents == [
        "Settings.loadView()",
        "Settings.viewDidLoad()",
        "Settings.viewWillAppear(animated: false)",
        "FeedNav.viewWillDisappear(animated: false)",
        "Feed.viewWillDisappear(animated: false)",
        "Settings.viewIsAppearing(animated: false)",
        "Settings.viewWillLayoutSubviews()",
        "Settings.viewDidLayoutSubviews()",
        "FeedNav.viewDidDisappear(animated: false)",
        "Feed.viewDidDisappear(animated: false)",
        "Settings.viewDidAppear(animated: false)",
      ])
    #expect(
      step.phase("to-view added")?.tree.suffix(4) == [
        "                  UIView (0 0; 393 852) <Feed>",
        "              UINavigationBar (0 59; 393 44)",
        "            UIView (0 0; 393 852) <Settings>",
        "        UITabBar (0 769; 393 83)",
      ])
    #expect(
      step.phase("after")?.tree.suffix(4) == [
        "        UITransitionView (0 0; 393 852)",
        "          UIViewControllerWrapperView (0 0; 393 852)",
        "            UIView (0 0; 393 852) <Settings>",
        "        UITabBar (0 769; 393 83)",
      ])
  }

  @Test func switchingBackReusesTheLoadedViews() {
    let timeline = plan(
      Fixtures.tabScene([
        Fixtures.step(.select(.index(1), tab: "Tabs")),
        Fixtures.step(.select(.index(0), tab: "Tabs")),
      ]))
    #expect(!timeline.steps[2].allEvents.contains { $0.contains("viewDidLoad") })
    #expect(timeline.steps[2].phases.last?.tree == timeline.steps[0].phase("initial")?.tree)
  }

  @Test func selectingTheSelectedTabDoesNothing() {
    let step = plan(Fixtures.tabScene([Fixtures.step(.select(.index(0), tab: nil))])).steps[1]
    #expect(step.warnings == ["FeedNav is already selected; UIKit changes nothing"])
    #expect(step.allEvents == [])
  }

  @Test func selectingAMissingTabIsRefused() {
    let step = plan(Fixtures.tabScene([Fixtures.step(.select(.index(5), tab: nil))])).steps[1]
    #expect(step.warnings == ["Tabs has no tab tab 5; the selection does not change"])
  }
}

@Suite struct BottomBarTests {
  private func pushHiding(_ extra: [StepSpec] = []) -> Timeline {
    plan(
      Fixtures.tabScene(
        [Fixtures.step(.push(Fixtures.plain("Detail", Fixtures.hidingOptions), on: nil))] + extra))
  }

  @Test func tabBarRidesWithTheOutgoingSideThenLeaves() {
    let step = pushHiding().steps[1]
    let ready = step.phase("container ready")?.tree ?? []
    #expect(
      ready.suffix(5) == [
        "                UIViewControllerWrapperView (0 0; 393 852) [containerView]",
        "                  UIView (0 0; 393 852)",
        "                    UIView (0 0; 393 852) <Feed>",
        "                    UITabBar (0 769; 393 83)",
        "              UINavigationBar (0 59; 393 44)",
      ])
    let after = step.phase("after")?.tree ?? []
    #expect(!after.contains { $0.contains("UITabBar") })
  }

  @Test func tabBarReturnsOnPop() {
    let timeline = pushHiding([Fixtures.step(.pop(nav: nil, interactiveCancelled: false))])
    let pop = timeline.steps[2]
    #expect(
      pop.phase("to-view added")?.tree.contains("                    UITabBar (0 769; 393 83)")
        == true)
    #expect(pop.phases.last?.tree == timeline.steps[0].phase("initial")?.tree)
  }

  /// the engine follows the decompiled rule (any controller in the stack hides the bar).
  @Test func pushingOverAHidingControllerKeepsTheBarHidden() {
    let timeline = pushHiding([Fixtures.step(.push(Fixtures.plain("More"), on: nil))])
    #expect(!(timeline.steps[2].phases.last?.tree.contains { $0.contains("UITabBar") } ?? true))
    #expect(!(timeline.steps[2].allEvents.isEmpty))
  }
}
