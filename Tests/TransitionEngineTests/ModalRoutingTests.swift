import TestSupport
import Testing

@testable import TransitionEngine

private func presentAction(
  _ name: String, from: String, style: PresentationStyle = .automatic,
  custom: CustomPresentation? = nil, transition: ModalTransitionStyle? = nil
) -> StepAction {
  .present(
    PresentSpec(
      controller: Fixtures.plain(name), from: from, style: style, transition: transition,
      custom: custom))
}

@Suite struct PresenterResolutionTests {
  @Test func currentContextFindsTheNavigationController() {
    let timeline = plan(
      Fixtures.tabScene([
        Fixtures.step(presentAction("Search", from: "Feed", style: .currentContext))
      ]))
    let after = timeline.steps[1].phases.last
    #expect(after?.controller("FeedNav")?.presented?.name == "Search")
    #expect(after?.controllers.presented == nil)
    // T-8: the container sits in the tab's wrapper, so the tab bar stays.
    #expect(
      after?.tree.suffix(4) == [
        "          UIViewControllerWrapperView (0 0; 393 852)",
        "            UITransitionView (0 0; 393 852)",
        "              UIView (0 0; 393 852) <Search>",
        "        UITabBar (0 769; 393 83)",
      ])
  }

  @Test func alreadyPresentingIsRefusedWithUIKitsText() {
    let timeline = plan(
      Fixtures.tabScene([
        Fixtures.step(presentAction("Sheet", from: "Feed")),
        Fixtures.step(presentAction("Other", from: "Feed")),
      ]))
    let step = timeline.steps[2]
    #expect(
      step.warnings == [
        "Attempt to present <UIViewController: Other> on <UITabBarController: Tabs> (from <UIViewController: Feed>) which is already presenting <UIViewController: Sheet>."
      ])
    #expect(step.phases.first?.tree == step.phases.last?.tree)
  }

  @Test func iOS12WordingHasNoFromPart() {
    var scene = Fixtures.tabScene([
      Fixtures.step(presentAction("Sheet", from: "Feed")),
      Fixtures.step(presentAction("Other", from: "Feed")),
    ])
    scene.ios = 12
    #expect(
      plan(scene).steps[2].warnings == [
        "Warning: Attempt to present <UIViewController: Other> on <UITabBarController: Tabs> which is already presenting <UIViewController: Sheet>."
      ])
  }

  @Test func notInTheWindowIsRefused() {
    let timeline = plan(
      Fixtures.tabScene([
        Fixtures.step(presentAction("Sheet", from: "Feed", style: .fullScreen)),
        Fixtures.step(presentAction("Other", from: "Feed", style: .currentContext)),
      ]))
    #expect(
      timeline.steps[2].warnings == [
        "Attempt to present <UIViewController: Other> on <UINavigationController: FeedNav> (from <UIViewController: Feed>) whose view is not in the window hierarchy."
      ])
  }

  @Test func exceptionsForParentsAndCurls() {
    let timeline = plan(
      Fixtures.tabScene([
        Fixtures.step(presentAction("Settings", from: "Feed")),
        Fixtures.step(
          presentAction("Curl", from: "Feed", style: .pageSheet, transition: .partialCurl)),
      ]))
    #expect(
      timeline.steps[1].error
        == "NSInvalidArgumentException: Application tried to present modally a view controller <UIViewController: Settings> that has a parent view controller <UITabBarController: Tabs>."
    )
    #expect(
      timeline.steps[2].error
        == "NSInvalidArgumentException: Application tried to present UIModalTransitionStylePartialCurl to or from non-fullscreen view controller <UITabBarController: Tabs>."
    )
  }

  @Test func presentingOnItselfRaises() {
    let timeline = plan(
      Fixtures.tabScene([
        Fixtures.step(presentAction("Sheet", from: "Feed")),
        Fixtures.step(.dismiss("Sheet", interactiveCancelled: false)),
        Fixtures.step(presentAction("Sheet", from: "Sheet")),
      ]))
    #expect(
      timeline.steps[3].error
        == "NSInvalidArgumentException: Application tried to present modal view controller on itself. Presenting controller is <UIViewController: Sheet>."
    )
  }

  @Test func customFramesAndTheRemovalSwitch() {
    let frame = Rect(x: 46, y: 176, width: 300, height: 500)
    let timeline = plan(
      Fixtures.navigationScene([
        Fixtures.step(
          presentAction(
            "Card", from: "Feed", style: .custom, custom: CustomPresentation(frame: frame))),
        Fixtures.step(.dismiss("Card", interactiveCancelled: false)),
        Fixtures.step(
          presentAction(
            "Takeover", from: "Feed", style: .custom,
            custom: CustomPresentation(frame: frame, removesPresentersView: true))),
      ]))
    let card = timeline.steps[1]
    #expect(
      card.phases.last?.tree.suffix(2) == [
        "  UITransitionView (0 0; 393 852)", "    UIView (46 176; 300 500) <Card>",
      ])
    #expect(card.phases.last?.owners.contains("Feed") == true)
    #expect(!card.allEvents.contains { $0.hasPrefix("Feed.") })
    let takeover = timeline.steps[3]
    #expect(takeover.phases.last?.owners == ["Takeover"])
    #expect(takeover.allEvents.contains("Feed.viewDidDisappear(animated: true)"))
  }
}

@Suite struct StackedPresentationTests {
  @Test func multiLevelDismissAnimatesOnlyTheTop() {
    let scene = Fixtures.navigationScene([
      Fixtures.step(presentAction("First", from: "Feed", style: .pageSheet)),
      Fixtures.step(presentAction("Second", from: "First", style: .pageSheet)),
      Fixtures.step(.dismiss("FeedNav", interactiveCancelled: false)),
    ])
    let timeline = plan(scene)
    let stacked = timeline.steps[2].phases.last
    #expect(stacked?.controller("First")?.presented?.name == "Second")
    #expect(stacked?.tree.filter { $0.hasPrefix("  UITransitionView") }.count == 3)
    let dismiss = timeline.steps[3]
    #expect(
      dismiss.phase("dismissal will begin")?.eventLines == [
        "Second.presentationController.dismissalTransitionWillBegin()",
        "Second.viewWillDisappear(animated: true)", "First.viewWillDisappear(animated: false)",
      ])
    #expect(dismiss.phases.last?.tree == timeline.steps[0].phase("initial")?.tree)
    #expect(dismiss.phases.last?.controllers.presented == nil)
  }

  @Test func dismissOnThePresentedControllerIsForwarded() {
    let timeline = plan(
      Fixtures.navigationScene([
        Fixtures.step(presentAction("Sheet", from: "Feed")),
        Fixtures.step(.dismiss("Sheet", interactiveCancelled: false)),
        Fixtures.step(.dismiss("Feed", interactiveCancelled: false)),
      ]))
    #expect(timeline.steps[2].phases.last?.tree == timeline.steps[0].phase("initial")?.tree)
    #expect(timeline.steps[3].warnings.count == 1)
  }
}

@Suite struct ShowAndUnwindTests {
  @Test func showFromATabChildPresents() {
    let timeline = plan(
      Fixtures.tabScene([
        Fixtures.step(.select(.index(1), tab: nil)),
        Fixtures.step(.show(Fixtures.plain("About"), from: "Settings")),
      ]))
    let step = timeline.steps[2]
    #expect(
      step.action.description == "show About from Settings → present (no container overrides show)")
    #expect(step.phases.last?.controllers.presented?.name == "About")
  }

  @Test func showInsideANavigationControllerPushes() {
    let step = plan(
      Fixtures.navigationScene([Fixtures.step(.show(Fixtures.plain("Post"), from: "Feed"))])
    ).steps[1]
    #expect(step.action.description == "show Post from Feed → push on FeedNav")
    #expect(step.phases.last?.controllers.children.map(\.name) == ["Feed", "Post"])
  }

  /// Landscape, where both columns show (SV-5); in portrait only the secondary would.
  @Test func showDetailInARegularSplitReplacesTheSecondary() {
    let scene = SceneSpec(
      title: "split", device: "ipad-pro-11", orientation: .landscape,
      root: ControllerSpec(
        name: "Split",
        kind: .split(primary: Fixtures.nav("ListNav", ["List"]), secondary: Fixtures.plain("Old"))),
      steps: [Fixtures.step(.showDetail(Fixtures.plain("New"), from: "List"))])
    let step = plan(scene).steps[1]
    #expect(step.action.description == "showDetail New from List → secondary of Split")
    #expect(
      step.allEvents == [
        "Old.willMove(toParent: nil)",
        "New.willMove(toParent: Split)",
        "New.loadView()",
        "New.viewDidLoad()",
        "New.viewWillAppear(animated: false)",
        "Old.viewWillDisappear(animated: false)",
        "New.viewIsAppearing(animated: false)",
        "New.viewWillLayoutSubviews()",
        "New.viewDidLayoutSubviews()",
        "Old.viewDidDisappear(animated: false)",
        "New.viewDidAppear(animated: false)",
        "Old.didMove(toParent: nil)",
        "New.didMove(toParent: Split)",
      ])
    #expect(step.phases.last?.owners == ["Split", "ListNav", "List", "New"])
  }

  @Test func unwindDismissesThenPops() {
    let timeline = plan(
      Fixtures.navigationScene([
        Fixtures.step(.push(Fixtures.plain("Product"), on: nil)),
        Fixtures.step(presentAction("Write", from: "Product", style: .fullScreen)),
        Fixtures.step(.unwind(to: "Feed", from: "Write")),
      ]))
    let step = timeline.steps[3]
    #expect(step.phases.first?.name == "before")
    #expect(step.phases.last?.name == "after")
    #expect(step.phaseNames.prefix(2) == ["before", "unwind action"])
    #expect(step.phases.contains { $0.name == "dismiss: completed" })
    #expect(step.phases.contains { $0.name == "pop: completed" })
    #expect(step.phases.last?.tree == timeline.steps[0].phase("initial")?.tree)
  }

  @Test func unwindWithoutDestinationDoesNothing() {
    let step = plan(Fixtures.navigationScene([Fixtures.step(.unwind(to: "Nowhere", from: "Feed"))]))
      .steps[1]
    #expect(step.phaseNames == ["before", "after"])
    #expect(step.warnings.isEmpty && step.error == nil)
  }
}
