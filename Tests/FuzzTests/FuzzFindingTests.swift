import SceneFile
import Testing
import TransitionEngine

/// Exact events and trees of the smallest scenes the fuzzer's findings came down to, each kept
/// in `Tests/Regressions`.
@Suite struct FuzzFindingTests {
  /// The regression scene's timeline, with every invariant checked after every phase.
  private func timeline(_ name: String) throws -> Timeline {
    let file = try #require(
      FuzzPaths.yamlFiles(in: FuzzPaths.regressions).first { $0.name == name },
      "no regression scene \(name)")
    let timeline = TimelineBuilder.build(try SceneLoader.parse(file.text, path: name + ".yaml"))
    for step in timeline.steps {
      for phase in step.phases {
        let problems = InvariantChecker.violations(in: phase)
        #expect(problems.isEmpty, "step \(step.index) phase \(phase.name): \(problems)")
      }
    }
    return timeline
  }

  private func events(_ phase: Phase?) -> [String] { phase?.events.map(\.description) ?? [] }

  private func state(_ name: String, in phase: Phase?) -> String? {
    phase?.controllers.flattened().first { $0.name == name }.map {
      "\($0.state.rawValue)\($0.inWindow ? "" : ", not in the window")"
    }
  }

  /// transition(from:to:) to a tab bar controller: the tab controller puts its selected
  /// child's view in its wrapper itself (TB-2), so the child that hears the appear callbacks
  /// is in the window.
  @Test func customSegueToATabBarControllerShowsItsSelectedTab() throws {
    let step = try timeline("custom-segue-to-a-tab-bar-controller").steps[1]
    let swap = step.phases[3]
    #expect(
      events(swap) == [
        "Tabs.viewDidLoad()", "Detail.viewDidLoad()", "Tabs.viewWillAppear(animated: true)",
        "Detail.viewWillAppear(animated: true)", "Start.viewWillDisappear(animated: true)",
        "Tabs.viewIsAppearing(animated: true)", "Detail.viewIsAppearing(animated: true)",
      ])
    #expect(
      ViewTreeText.lines(step.phases[4].window) == [
        "UIWindow (0 0; 393 852)",
        "  UITransitionView (0 0; 393 852)",
        "    UIDropShadowView (0 0; 393 852)",
        "      UIView (0 0; 393 852) <Shell>",
        "        UILayoutContainerView (0 0; 393 852) <Tabs>",
        "          UITransitionView (0 0; 393 852)",
        "            UIViewControllerWrapperView (0 0; 393 852)",
        "              UIView (0 0; 393 852) <Detail>",
        "          UITabBar (0 769; 393 83)",
      ])
    #expect(state("Detail", in: step.phases.last) == "appeared")
  }

  /// A controller whose view a current-context presentation took stays out when its tab bar
  /// controller is presented again (M-2, T-4); the presentation's container, which stayed in
  /// the tab's wrapper, comes back with it and what it shows hears the appear callbacks.
  @Test func presentedTabsKeepTheTakenViewOutAndBringTheContextPresentation() throws {
    let steps = try timeline("present-tabs-whose-tab-a-context-presentation-took").steps
    // Inner was already out of the window: removing Tabs does not tell it again.
    #expect(
      events(steps[2].phases[2]) == [
        "Tabs.viewWillDisappear(animated: false)", "Cover.viewWillDisappear(animated: false)",
        "Tabs.viewDidDisappear(animated: false)", "Cover.viewDidDisappear(animated: false)",
      ])
    let present = steps[3]
    #expect(
      events(present.phases[2]) == [
        "Tabs.presentationController.presentationTransitionWillBegin()",
        "Tabs.viewWillAppear(animated: true)", "Cover.viewWillAppear(animated: true)",
      ])
    #expect(
      ViewTreeText.lines(present.phases[3].window).suffix(6) == [
        "          UILayoutContainerView (0 0; 393 783) <Tabs>",
        "            UITransitionView (0 0; 393 783)",
        "              UIViewControllerWrapperView (0 0; 393 783)",
        "                UITransitionView (0 0; 393 852)",
        "                  UIView (0 0; 393 852) <Cover>",
        "            UITabBar (0 700; 393 83)",
      ])
    #expect(state("Inner", in: present.phases.last) == "disappeared, not in the window")
    #expect(state("Cover", in: present.phases.last) == "appeared")
  }

  /// The pop that undoes an interrupted push (N-7) brings back the page without the
  /// controller whose view a current-context presentation took, and the presentation's
  /// container comes in with the page, so what it shows appears with it (M-2).
  @Test func interruptedPushComesBackWithoutTheTakenView() throws {
    let steps = try timeline("interrupted-push-over-a-context-presentation").steps
    let step = steps[2]
    let pop = step.phases.filter { $0.within.last == .pop }
    #expect(
      pop.map { events($0) } == [
        [
          "Next.willMove(toParent: nil)", "Next.viewWillDisappear(animated: true)",
          "Page.viewWillAppear(animated: true)", "Inner.viewWillAppear(animated: true)",
          "Cover.viewWillAppear(animated: true)",
        ],
        [
          "Page.viewIsAppearing(animated: true)", "Inner.viewIsAppearing(animated: true)",
          "Cover.viewIsAppearing(animated: true)",
        ],
        [],
        [
          "Next.viewDidDisappear(animated: true)", "Page.viewDidAppear(animated: true)",
          "Inner.viewDidAppear(animated: true)", "Cover.viewDidAppear(animated: true)",
        ],
        ["Next.didMove(toParent: nil)"],
      ])
    #expect(
      ViewTreeText.lines(try #require(step.phases.last).window)
        == ViewTreeText.lines(try #require(steps[1].phases.last).window))
    #expect(state("Leaf", in: step.phases.last) == "disappeared, not in the window")
  }
}
