import Testing
import TransitionEngine

/// Findings where a view of a controller outside the controller tree enters the window after
/// the `code` step that left it there: appearance callbacks follow the controller tree, not the
/// view tree (K-5), and the view is marked as the app's mistake in the phase it enters the
/// window, with a sentence saying why.
@Suite struct ViewWithoutControllerTests {
  private func step(_ name: String, _ index: Int) throws -> Step {
    try regressionTimeline(name).steps[index]
  }

  private func phase(_ step: Step, _ name: String) throws -> Phase {
    try #require(step.phases.first { $0.name == name }, "no phase \(name)")
  }

  private func owned(_ phase: Phase) -> [String] {
    ViewTreeText.lines(phase.window).filter { $0.contains("<") }
  }

  private func marked(_ name: String, _ phase: Phase) -> Bool {
    Set(phase.appMistakes).isSuperset(of: [
      .viewWithoutController(name), .appearanceOutOfStep(name),
    ])
  }

  /// A tab switch tells the tab it selects, not a view the app's code put inside that tab's
  /// view while it was out of the window.
  @Test func tabSwitchBringsAViewAddedWithoutAddChild() throws {
    let name = "select-brings-a-view-added-without-addchild"
    #expect(try step(name, 1).phases.last?.appMistakes == [])
    let select = try step(name, 2)
    let added = try phase(select, "to-view added")
    #expect(
      events(added) == [
        "Second.viewWillAppear(animated: false)", "First.viewWillDisappear(animated: false)",
      ])
    #expect(
      owned(added) == [
        "      UILayoutContainerView (0 0; 393 852) <Tabs>",
        "            UIView (0 0; 393 852) <First>",
        "            UIView (0 0; 393 852) <Second>",
        "              UIView (0 0; 0 0) <Badge>",
      ])
    #expect(marked("Badge", added))
    #expect(
      added.explanation.hasSuffix(
        "Badge's view is in the window but Badge is in no controller tree: the app's code put "
          + "its view into Second's view by hand, so no appearance callbacks reach Badge (K-5) "
          + "and it counts as disappeared."))
    let after = try #require(select.phases.last)
    #expect(
      events(after) == [
        "Second.viewIsAppearing(animated: false)", "Second.viewWillLayoutSubviews()",
        "Second.viewDidLayoutSubviews()", "First.viewDidDisappear(animated: false)",
        "Second.viewDidAppear(animated: false)",
      ])
    #expect(!after.explanation.contains("Badge"))
  }

  /// `removeFromParent()` while a full-screen presentation covers the child: the dismissal
  /// brings the child's view back with its old parent's, and only the presenter hears the
  /// appear callbacks (K-2, K-5).
  @Test func dismissalBringsBackAChildRemovedFromItsParent() throws {
    let dismiss = try step("dismiss-brings-back-a-child-removed-from-its-parent", 3)
    let begin = try phase(dismiss, "dismissal will begin")
    #expect(
      events(begin) == [
        "Cover.presentationController.dismissalTransitionWillBegin()",
        "Cover.viewWillDisappear(animated: true)", "Shell.viewWillAppear(animated: true)",
        "Shell.viewIsAppearing(animated: true)", "Shell.viewWillLayoutSubviews()",
        "Shell.viewDidLayoutSubviews()",
      ])
    #expect(
      owned(begin) == [
        "    UIView (0 0; 393 852) <Shell>", "      UIView (0 0; 393 852) <Page>",
        "    UIView (0 0; 393 852) <Cover>",
      ])
    #expect(marked("Page", begin))
    #expect(
      begin.explanation.hasSuffix(
        "Page's view is in the window but Page is in no controller tree: the app's code called "
          + "Page.removeFromParent() but left its view in Shell's view (K-2), so no appearance "
          + "callbacks reach Page (K-5) and it counts as disappeared."))
    let completed = try phase(dismiss, "completed")
    #expect(
      events(completed) == [
        "Cover.presentationController.dismissalTransitionDidEnd(true)",
        "Shell.viewDidAppear(animated: true)", "Cover.viewDidDisappear(animated: true)",
      ])
    #expect(
      completed.controllers.flattened().map { "\($0.name) \($0.state.rawValue)" } == [
        "Shell appeared"
      ])
  }

  /// A pop brings back the page the app's code put a view into, with a child that view's
  /// controller has: neither is in the controller tree, both are marked when they enter.
  @Test func popBringsViewsAddedWithoutAddChild() throws {
    let pop = try step("pop-brings-a-view-added-without-addchild", 2)
    let ready = try phase(pop, "container ready")
    #expect(!ready.appMistakes.contains(.viewWithoutController("Badge")))
    let added = try phase(pop, "to-view added")
    #expect(
      events(added) == [
        "Home.viewIsAppearing(animated: true)", "Home.viewWillLayoutSubviews()",
        "Home.viewDidLayoutSubviews()",
      ])
    #expect(
      owned(added) == [
        "      UILayoutContainerView (0 0; 393 852) <Nav>",
        "              UIView (0 0; 393 852) <Home>",
        "                UIView (0 0; 0 0) <Badge>",
        "                  UIView (0 0; 0 0) <Dot>",
        "              UIView (0 0; 393 852) <Detail>",
      ])
    #expect(marked("Badge", added) && marked("Dot", added))
    #expect(
      added.explanation.contains(
        "Dot's view is in the window but Dot is in no controller tree: the app's code put its "
          + "view into Badge's view by hand"))
  }

  /// popToRoot drops a child whose view the app moved into the navigation controller's own
  /// view; the view stays in the window, the child leaves the controller tree.
  @Test func popToRootLeavesAViewMovedIntoTheNavigationController() throws {
    let pop = try step("pop-to-root-leaves-a-view-moved-into-the-navigation-controller", 2)
    let after = try phase(pop, "after")
    #expect(events(after) == ["Middle.didMove(toParent: nil)", "Top.didMove(toParent: nil)"])
    #expect(
      owned(after) == [
        "      UILayoutContainerView (0 0; 393 852) <Nav>",
        "            UIView (0 0; 393 852) <Home>",
        "        UIView (0 0; 393 852) <Middle>",
      ])
    #expect(after.controllers.flattened().map(\.name) == ["Nav", "Home"])
    #expect(marked("Middle", after))
    #expect(try !phase(pop, "completed").appMistakes.contains(.viewWithoutController("Middle")))
  }

  /// A child added by hand becomes the navigation controller's top; an unwind pops it and the
  /// child whose view is shown, and that view stays (N-2, [I]).
  @Test func unwindAfterAChildAddedByHandLeavesTheOldTopsView() throws {
    let unwind = try step("unwind-after-a-child-added-by-hand", 2)
    let after = try phase(unwind, "pop: after")
    #expect(events(after) == ["Detail.didMove(toParent: nil)", "Extra.didMove(toParent: nil)"])
    #expect(
      owned(after) == [
        "      UILayoutContainerView (0 0; 393 852) <Nav>",
        "            UIView (0 0; 393 852) <Home>",
        "            UIView (0 0; 393 852) <Detail>",
      ])
    #expect(marked("Detail", after))
    #expect(
      after.explanation.contains(
        "Nav, whose children the app's code changed by hand, let go of Detail but left its "
          + "view in place [I]"))
  }

  /// The root's view, put inside a sheet's view by the app's code, leaves the window with the
  /// sheet; the root is in the controller tree but hears nothing (K-5), and is marked out of
  /// step in the phase its view leaves.
  @Test func dismissalTakesAwayTheRootViewThatRidesInTheSheet() throws {
    let dismiss = try step("dismiss-takes-away-the-root-view-the-app-put-in-the-sheet", 3)
    let begin = try phase(dismiss, "dismissal will begin")
    #expect(!begin.appMistakes.contains(.appearanceOutOfStep("Home")))
    let completed = try phase(dismiss, "completed")
    #expect(
      events(completed) == [
        "Card.presentationController.dismissalTransitionDidEnd(true)",
        "Card.viewDidDisappear(animated: true)",
      ])
    #expect(owned(completed) == [])
    #expect(completed.appMistakes == [.appearanceOutOfStep("Home")])
    #expect(
      completed.controllers.flattened().map { "\($0.name) \($0.state.rawValue) \($0.inWindow)" }
        == ["Home appeared false"])
    #expect(
      completed.explanation.hasSuffix(
        "Home's view is out of the window inside Card's view, where the app's code put it by "
          + "hand; UIKit tells Home only what the controller tree forwards (K-5), so it still "
          + "counts as appeared."))
  }

  /// The presenter's view, put inside the presented view by the app's code, hears only the
  /// presenter's callbacks on dismissal, not the presented controller's (K-5).
  @Test func presenterInsideThePresentedViewHearsOnlyItsOwnCallbacks() throws {
    let dismiss = try step("dismiss-with-the-presenters-view-inside-the-presented-view", 4)
    #expect(
      events(try phase(dismiss, "dismissal will begin")) == [
        "Sheet.presentationController.dismissalTransitionWillBegin()",
        "Sheet.viewWillDisappear(animated: true)", "Card.viewWillAppear(animated: true)",
        "Card.viewWillLayoutSubviews()", "Card.viewDidLayoutSubviews()",
      ])
    #expect(
      events(try phase(dismiss, "completed")) == [
        "Sheet.presentationController.dismissalTransitionDidEnd(true)",
        "Card.viewDidAppear(animated: true)", "Sheet.viewDidDisappear(animated: true)",
      ])
  }
}
