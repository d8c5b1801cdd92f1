import TestSupport
import SceneFile
import Testing
import TransitionEngine

/// Exact events and trees of the fuzz findings that broke the resting invariants ("X is
/// appeared at rest", "C shows [..] instead of its top", "T shows 2 tabs"), each kept as a
/// regression scene in `Tests/Regressions`.
@Suite struct RestingFindingTests {
  /// `removeFromParent()` on a tab bar controller's tab (N-2, TB-2, SV-1): the container's
  /// content is the app's doing, and the tab it kept showing stays appeared when a push takes
  /// the tab bar controller out of the window; the phase says so and carries the marks.
  @Test func removingATabByHandIsTheAppsMistake() throws {
    let steps = try regressionTimeline("code-removes-a-tab-by-hand").steps
    let line = try #require(steps[1].phase("line 11: First.removeFromParent()"))
    #expect(events(line) == ["First.didMove(toParent: nil)"])
    #expect(line.explanation.contains("removing one by hand is the app's mistake"))
    #expect(line.appMistakes.contains(.containerContent("Tabs")))
    #expect(line.appMistakes.contains(.appearanceOutOfStep("Second")))
    let push = steps[2]
    #expect(
      events(push.phase("container ready")) == [
        "Next.willMove(toParent: Nav)", "Next.loadView()", "Next.viewDidLoad()",
        "Tabs.viewWillDisappear(animated: true)", "Next.viewWillAppear(animated: true)",
      ])
    #expect(
      events(push.phase("completed")) == [
        "Tabs.viewDidDisappear(animated: true)", "Next.viewDidAppear(animated: true)",
      ])
    #expect(state("Tabs", in: push.phases.last) == "disappeared, not in the window")
    #expect(state("Second", in: push.phases.last) == "appeared, not in the window")
    #expect(
      push.phases.last?.controllers.flattened().map(\.name) == [
        "Nav", "Start", "Tabs", "Second", "Next",
      ])
  }

  /// K-5: a custom container forwards appearance callbacks only to children whose views are
  /// in its hierarchy. A child added by `addChild` in code whose view the code never added, and
  /// a child whose view the code took out, hear nothing when the container leaves and comes
  /// back, and the container does not put their views back; adding the view later brings the
  /// appear callbacks (K-6).
  @Test func customChildrenWithoutTheirViewsHearNothing() throws {
    let steps = try regressionTimeline("custom-container-child-without-its-view").steps
    #expect(
      events(steps[2].phase("container ready")) == [
        "Next.willMove(toParent: Nav)", "Next.loadView()", "Next.viewDidLoad()",
        "Shell.viewWillDisappear(animated: true)", "Next.viewWillAppear(animated: true)",
      ])
    let pop = steps[3]
    #expect(
      events(pop.phase("container ready")) == [
        "Next.willMove(toParent: nil)", "Next.viewWillDisappear(animated: true)",
        "Shell.viewWillAppear(animated: true)",
      ])
    #expect(
      events(pop.phase("completed")) == [
        "Next.viewDidDisappear(animated: true)", "Shell.viewDidAppear(animated: true)",
      ])
    #expect(
      pop.phase("after")?.tree == [
        "UIWindow (0 0; 393 852)",
        "  UITransitionView (0 0; 393 852)",
        "    UIDropShadowView (0 0; 393 852)",
        "      UILayoutContainerView (0 0; 393 852) <Nav>",
        "        UINavigationTransitionView (0 0; 393 852)",
        "          UIViewControllerWrapperView (0 0; 393 852)",
        "            UIView (0 0; 393 852) <Shell>",
        "        UINavigationBar (0 59; 393 44)",
      ])
    #expect(state("Intro", in: pop.phases.last) == "disappeared, not in the window")
    #expect(state("Extra", in: pop.phases.last) == "disappeared, not in the window")
    #expect(
      events(steps[4].phase("line 14: Shell.view.addSubview(Extra.view)")) == [
        "Extra.loadView()", "Extra.viewDidLoad()", "Extra.viewWillAppear(animated: false)",
        "Extra.viewIsAppearing(animated: false)", "Extra.viewWillLayoutSubviews()",
        "Extra.viewDidLayoutSubviews()", "Extra.viewDidAppear(animated: false)",
      ])
    #expect(state("Extra", in: steps[4].phases.last) == "appeared")
  }

  /// K-5: a presented controller hears its appearance callbacks from its presentation. Moved
  /// by the app's code into a child's view that then leaves the window, it is out of the
  /// window and still appeared; the phase it leaves in says so and marks it.
  @Test func presentedViewMovedIntoAChildIsTheAppsDoing() throws {
    let step = try regressionTimeline("code-moves-a-presented-view-into-a-child-view").steps[2]
    #expect(events(step.phase("line 10: Child.view.addSubview(Sheet.view)")).isEmpty)
    #expect(
      step.phase("line 10: Child.view.addSubview(Sheet.view)")?.appMistakes.contains(
        .appearanceOutOfStep("Sheet")) == false)
    let removal = try #require(step.phase("line 11: Child.view.removeFromSuperview()"))
    #expect(
      events(removal) == [
        "Child.viewWillDisappear(animated: false)", "Child.viewDidDisappear(animated: false)",
      ])
    #expect(removal.appMistakes.contains(.appearanceOutOfStep("Sheet")))
    #expect(
      removal.explanation.hasSuffix(
        "Sheet's view is out of the window inside Child's view, where the app's code put it by "
          + "hand; UIKit tells Sheet only what the controller tree forwards (K-5), so it still "
          + "counts as appeared."))
    #expect(
      step.phase("after")?.tree.prefix(4) == [
        "UIWindow (0 0; 393 852)",
        "  UITransitionView (0 0; 393 852)",
        // M-11: the inferred push-back of a 393-pt window (1 − 32/393, no shift).
        "    UIDropShadowView (16 34.69; 361 782.63) transform = [0.9186, 0, 0, 0.9186, 0, 0]",
        "      UIView (0 0; 393 852) <Shell>",
      ])
    #expect(state("Sheet", in: step.phases.last) == "appeared, not in the window")
    #expect(state("Child", in: step.phases.last) == "disappeared, not in the window")
  }

  /// N-2: `transition(from:to:)` on a navigation controller's children moves its views by
  /// hand. UIKit runs it (K-4); what the navigation controller shows afterwards, a child that
  /// is not its top, is the app's doing, and the line says so.
  @Test func swappingNavigationChildrenIsTheAppsMistake() throws {
    let step = try regressionTimeline("code-swaps-navigation-children").steps[2]
    #expect(
      events(step.phase("line 8: Nav.transition(from: Second, to: First)")) == [
        "First.viewWillAppear(animated: true)", "Second.viewWillDisappear(animated: true)",
        "First.viewIsAppearing(animated: true)", "First.viewWillLayoutSubviews()",
        "First.viewDidLayoutSubviews()",
      ])
    #expect(
      step.phase("line 8: Nav.transition(from: Second, to: First)")?.explanation.hasSuffix(
        "Nav is a navigation controller, which places its children's views itself: swapping "
          + "them by hand is the app's mistake, and what Nav shows afterwards is not documented.")
        == true)
    #expect(
      events(step.phase("line 8: Nav.transition(from: Second, to: First) (completed)")) == [
        "Second.viewDidDisappear(animated: true)", "First.viewDidAppear(animated: true)",
      ])
    #expect(
      step.phase("after")?.tree == [
        "UIWindow (0 0; 393 852)",
        "  UITransitionView (0 0; 393 852)",
        "    UIDropShadowView (0 0; 393 852)",
        "      UILayoutContainerView (0 0; 393 852) <Nav>",
        "        UINavigationTransitionView (0 0; 393 852)",
        "          UIViewControllerWrapperView (0 0; 393 852)",
        "            UIView (0 0; 393 852) <First>",
        "        UINavigationBar (0 59; 393 44)",
      ])
    #expect(step.phases.last?.appMistakes.contains(.containerContent("Nav")) == true)
  }

  /// TB-2: once the app's code moved a tab's view by hand, every child of the tab bar
  /// controller is out of step at rest, also a child added later to the tab it moved: a push
  /// takes the tab bar controller and its selected tab out, and Second and Extra, whose views
  /// leave with it, are left appeared.
  @Test func aHandMovedTabTakesAlongItsLaterChildren() throws {
    let push = try regressionTimeline("code-moves-a-tab-view-then-a-push-covers-it").steps[3]
    #expect(
      events(push.phase("container ready")) == [
        "Next.willMove(toParent: Nav)", "Next.loadView()", "Next.viewDidLoad()",
        "Tabs.viewWillDisappear(animated: true)", "First.viewWillDisappear(animated: true)",
        "Next.viewWillAppear(animated: true)",
      ])
    let after = push.phases.last
    #expect(state("Extra", in: after) == "appeared, not in the window")
    #expect(state("Second", in: after) == "appeared, not in the window")
    #expect(after?.appMistakes.contains(.appearanceOutOfStep("Extra")) == true)
  }

  /// TB-2: a tab bar controller given a tab whose view the app's code put in the window by
  /// hand leaves that view where it is; it shows its selected tab and that one too, the app's
  /// doing, and the phase that links them says so.
  @Test func aHandPlacedViewThatBecomesATabStaysWhereTheCodePutIt() throws {
    let add = try regressionTimeline("code-hand-placed-view-becomes-a-tab").steps[2]
    let linked = try #require(add.phase("child added"))
    #expect(events(linked) == ["Tabs.willMove(toParent: Shell)"])
    #expect(
      linked.explanation.hasSuffix(
        "Banner becomes a child of Tabs, a tab controller, while its view is where the app's "
          + "code put it by hand, in Shell's view: what Tabs does with that view is not "
          + "documented, so TransitionScope leaves it there, and what Tabs shows is the app's "
          + "doing (TB-2, N-2, SV-1)."))
    #expect(linked.appMistakes.contains(.containerContent("Tabs")))
    let after = add.phases.last
    #expect(
      after.map { ViewTreeText.lines($0.window) } == [
        "UIWindow (0 0; 393 852)",
        "  UITransitionView (0 0; 393 852)",
        "    UIDropShadowView (0 0; 393 852)",
        "      UIView (0 0; 393 852) <Shell>",
        "        UIView (0 0; 393 852) <Intro>",
        "        UIView (0 0; 393 852) <Banner>",
        "        UILayoutContainerView (0 0; 393 852) <Tabs>",
        "          UITransitionView (0 0; 393 852)",
        "            UIViewControllerWrapperView (0 0; 393 852)",
        "              UIView (0 0; 393 852) <Home>",
        "          UITabBar (0 769; 393 83)",
      ])
    #expect(state("Banner", in: after) == "disappeared")
    #expect(state("Home", in: after) == "appeared")
  }
}
