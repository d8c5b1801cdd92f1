import SceneFile
import Testing
import TransitionEngine

/// Exact events and trees of the fuzz findings that broke the resting invariants ("X is
/// appeared at rest", "C shows [..] instead of its top", "T shows 2 tabs"), each kept as a
/// regression scene in `Tests/Regressions`.
@Suite struct RestingFindingTests {
  private func events(_ phase: Phase?) -> [String] { phase?.events.map(\.description) ?? [] }

  private func state(_ name: String, in phase: Phase?) -> String? {
    phase?.controllers.flattened().first { $0.name == name }.map {
      "\($0.state.rawValue)\($0.inWindow ? "" : ", not in the window")"
    }
  }

  /// `removeFromParent()` on a tab bar controller's tab (N-2, TB-2, SV-1): the container's
  /// content is the app's doing, and the tab it kept showing stays appeared when a push takes
  /// the tab bar controller out of the window; the phase says so and carries the marks.
  @Test func removingATabByHandIsTheAppsMistake() throws {
    let steps = try regressionTimeline("code-removes-a-tab-by-hand").steps
    let line = steps[1].phases[1]
    #expect(events(line) == ["First.didMove(toParent: nil)"])
    #expect(line.explanation.contains("removing one by hand is the app's mistake"))
    #expect(line.appMistakes.contains(.containerContent("Tabs")))
    #expect(line.appMistakes.contains(.appearanceOutOfStep("Second")))
    let push = steps[2]
    #expect(
      events(push.phases[1]) == [
        "Next.willMove(toParent: Nav)", "Next.loadView()", "Next.viewDidLoad()",
        "Tabs.viewWillDisappear(animated: true)", "Next.viewWillAppear(animated: true)",
      ])
    #expect(
      events(push.phases[4]) == [
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
      events(steps[2].phases[1]) == [
        "Next.willMove(toParent: Nav)", "Next.loadView()", "Next.viewDidLoad()",
        "Shell.viewWillDisappear(animated: true)", "Next.viewWillAppear(animated: true)",
      ])
    let pop = steps[3]
    #expect(
      events(pop.phases[1]) == [
        "Next.willMove(toParent: nil)", "Next.viewWillDisappear(animated: true)",
        "Shell.viewWillAppear(animated: true)",
      ])
    #expect(
      events(pop.phases[4]) == [
        "Next.viewDidDisappear(animated: true)", "Shell.viewDidAppear(animated: true)",
      ])
    #expect(
      ViewTreeText.lines(pop.phases[5].window) == [
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
      events(steps[4].phases[1]) == [
        "Extra.loadView()", "Extra.viewDidLoad()", "Extra.viewWillAppear(animated: false)",
        "Extra.viewIsAppearing(animated: false)", "Extra.viewWillLayoutSubviews()",
        "Extra.viewDidLayoutSubviews()", "Extra.viewDidAppear(animated: false)",
      ])
    #expect(state("Extra", in: steps[4].phases.last) == "appeared")
  }
}
