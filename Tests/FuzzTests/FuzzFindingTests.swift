import SwiftScene
import TestSupport
import SceneFile
import Testing
import TransitionEngine

/// Exact events and trees of the smallest scenes the fuzzer's findings came down to, each kept
/// in `Tests/Regressions`.
@Suite struct FuzzFindingTests {
  /// The regression scene's timeline, with every invariant checked after every phase.
  private func timeline(_ name: String) throws -> Timeline { try regressionTimeline(name) }

  /// transition(from:to:) to a tab bar controller: the tab controller puts its selected
  /// child's view in its wrapper itself (TB-2), so the child that hears the appear callbacks
  /// is in the window.
  @Test func customSegueToATabBarControllerShowsItsSelectedTab() throws {
    let step = try timeline("custom-segue-to-a-tab-bar-controller").steps[1]
    let swap = try #require(
      step.phase("line 11: source.parent.transition(from: source, to: destination)"))
    #expect(
      events(swap) == [
        "Tabs.loadView()", "Tabs.viewDidLoad()", "Detail.loadView()", "Detail.viewDidLoad()",
        "Tabs.viewWillAppear(animated: true)", "Detail.viewWillAppear(animated: true)",
        "Start.viewWillDisappear(animated: true)", "Tabs.viewIsAppearing(animated: true)",
        "Tabs.viewWillLayoutSubviews()", "Tabs.viewDidLayoutSubviews()",
        "Detail.viewIsAppearing(animated: true)", "Detail.viewWillLayoutSubviews()",
        "Detail.viewDidLayoutSubviews()",
      ])
    #expect(
      step.phase("line 11: source.parent.transition(from: source, to: destination) (completed)")?
        .tree == [
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
      events(steps[2].phase("view removed")) == [
        "Tabs.viewWillDisappear(animated: false)", "Cover.viewWillDisappear(animated: false)",
        "Tabs.viewDidDisappear(animated: false)", "Cover.viewDidDisappear(animated: false)",
      ])
    let present = steps[3]
    #expect(
      events(present.phase("presentation will begin")) == [
        "Tabs.presentationController.presentationTransitionWillBegin()",
        "Tabs.viewWillAppear(animated: true)", "Cover.viewWillAppear(animated: true)",
      ])
    #expect(
      present.phase("to-view added")?.tree.suffix(6) == [
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
          "Page.viewIsAppearing(animated: true)", "Page.viewWillLayoutSubviews()",
          "Page.viewDidLayoutSubviews()", "Inner.viewIsAppearing(animated: true)",
          "Inner.viewWillLayoutSubviews()", "Inner.viewDidLayoutSubviews()",
          "Cover.viewIsAppearing(animated: true)", "Cover.viewWillLayoutSubviews()",
          "Cover.viewDidLayoutSubviews()",
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

/// Findings that are the app's own mistakes: shown as such (`Phase.appMistakes`), not as
/// broken invariants.
@Suite struct FuzzAppMistakeTests {
  private func timeline(_ name: String) throws -> Timeline { try regressionTimeline(name) }

  /// A child added to a controller the app's code took out of the controller tree is out of
  /// the tree too (K-5), and its views load before it hears viewWillAppear.
  @Test func childOfADetachedControllerIsMarked() throws {
    let step = try timeline("add-child-to-a-controller-out-of-the-tree").steps[2]
    #expect(
      events(step.phase("view added")) == [
        "Inner.loadView()",
        "Inner.viewDidLoad()",
        "Leaf.loadView()",
        "Leaf.viewDidLoad()",
        "Inner.viewWillAppear(animated: false)",
        "Leaf.viewWillAppear(animated: false)",
        "Inner.viewIsAppearing(animated: false)",
        "Inner.viewWillLayoutSubviews()",
        "Inner.viewDidLayoutSubviews()",
        "Leaf.viewIsAppearing(animated: false)",
        "Leaf.viewWillLayoutSubviews()",
        "Leaf.viewDidLayoutSubviews()",
        "Inner.viewDidAppear(animated: false)",
        "Leaf.viewDidAppear(animated: false)",
      ])
    let marks = Set(try #require(step.phases.last).appMistakes)
    #expect(
      marks.isSuperset(of: [.viewWithoutController("Inner"), .viewWithoutController("Leaf")]))
  }

  /// Presenting from a detached controller is logged and goes ahead (§3.1); what it presents
  /// is outside the controller tree as well.
  @Test func presentingFromADetachedControllerIsLoggedAndMarked() throws {
    let step = try timeline("present-from-a-controller-out-of-the-tree").steps[2]
    #expect(
      step.warnings == [
        "Presenting view controllers on detached view controllers is discouraged "
          + "<UIViewController: Page>."
      ])
    #expect(step.error == nil)
    #expect(try #require(step.phases.last).appMistakes.contains(.viewWithoutController("Sheet")))
  }

  /// A view the app's code moves into a view outside the window leaves the window, and what
  /// it shows hears its disappear callbacks (K-6).
  @Test func viewMovedOutOfTheWindowDisappears() throws {
    let step = try timeline("code-moves-the-root-view-out-of-the-window").steps[1]
    #expect(
      events(step.phase("line 7: First.view.addSubview(Nav.view)")) == [
        "First.loadView()",
        "First.viewDidLoad()",
        "Nav.viewWillDisappear(animated: false)",
        "Second.viewWillDisappear(animated: false)",
        "Nav.viewDidDisappear(animated: false)",
        "Second.viewDidDisappear(animated: false)",
      ])
    #expect(
      ViewTreeText.lines(try #require(step.phases.last).window) == [
        "UIWindow (0 0; 393 852)", "  UITransitionView (0 0; 393 852)",
        "    UIDropShadowView (0 0; 393 852)",
      ])
  }

  /// A child added by hand to a navigation controller is the app's mistake: the stack's
  /// views stay as they are and the container is marked, through later layouts too.
  @Test func childAddedByHandToANavigationControllerIsMarked() throws {
    let steps = try timeline("code-adds-a-child-to-a-navigation-controller").steps
    let after = try #require(steps[1].phases.last)
    #expect(after.events.map(\.description) == [])
    #expect(Set(after.appMistakes).isSuperset(of: [.containerContent("Nav")]))
    #expect(
      ViewTreeText.lines(after.window).filter { $0.contains("<") } == [
        "      UILayoutContainerView (0 0; 393 852) <Nav>",
        "            UIView (0 0; 393 852) <First>",
      ])
  }
}

/// Findings where the app's code or animator moves views a UIKit container or UIKit itself
/// manages: marked as the app's mistakes, with the log UIKit prints where it prints one.
@Suite struct FuzzManagedViewTests {
  private func lastPhase(_ name: String, step: Int) throws -> Phase {
    let timeline = try regressionTimeline(name)
    return try #require(timeline.steps[step].phases.last)
  }

  private func owners(_ phase: Phase) -> [String] {
    phase.window.flattened().compactMap(\.node.owner)
  }

  /// Moving a stacked child's view by hand marks the navigation controller (N-2).
  @Test func childViewMovedInsideANavigationController() throws {
    let after = try lastPhase("code-moves-a-navigation-child-view", step: 1)
    #expect(after.appMistakes.contains(.containerContent("Nav")))
    #expect(
      ViewTreeText.lines(after.window).filter { $0.contains("<") } == [
        "      UILayoutContainerView (0 0; 393 852) <Nav>",
        "            UIView (0 0; 393 852) <Second>",
        "        UIView (0 0; 393 852) <First>",
      ])
  }

  /// A tab's view moved into the tab bar controller's own view stays there when another tab
  /// is selected: the app's doing (TB-2).
  @Test func tabViewMovedIntoTheTabBarController() throws {
    let after = try lastPhase("segue-moves-a-tab-view-into-its-tab-bar-controller", step: 2)
    #expect(after.appMistakes.contains(.containerContent("Tabs")))
    #expect(owners(after) == ["Tabs", "Second", "First"])
  }

  /// A split whose view the app removed comes back with the stack's next layout, without
  /// callbacks; it and what it shows are marked.
  @Test func removedSplitViewComesBackMarked() throws {
    let after = try lastPhase("code-removes-a-pushed-split-view", step: 2)
    #expect(
      Set(after.appMistakes).isSuperset(of: [
        .containerContent("Nav"), .appearanceOutOfStep("Split"), .appearanceOutOfStep("Detail"),
      ]))
  }

  /// An animator that takes the presenter's view out of the window leaves the presenter out
  /// of step.
  @Test func animatorRemovesThePresentersView() throws {
    let after = try lastPhase("animator-removes-the-presenters-view", step: 1)
    #expect(after.appMistakes.contains(.appearanceOutOfStep("Home")))
    #expect(!owners(after).contains("Home"))
  }

  /// A dismissal animator that puts a non-grabbing presenter's view into the container loses
  /// it with the container: the presenter and what it shows are marked and told why.
  @Test func dismissAnimatorLosesThePresentersView() throws {
    let after = try lastPhase("dismiss-animator-borrows-the-presenters-view", step: 2)
    #expect(
      Set(after.appMistakes).isSuperset(of: [
        .appearanceOutOfStep("Shell"), .appearanceOutOfStep("Split"), .appearanceOutOfStep("Menu"),
      ]))
    #expect(owners(after).isEmpty)
  }

  /// A dismissal animator that moves the dismissed controller's own view into the container
  /// loses nothing: that view leaves with the container as it would anyway, and the
  /// controller hears its disappear pair.
  @Test func dismissAnimatorMovesTheDismissedView() throws {
    let timeline = try regressionTimeline(
      "dismiss-animator-moves-the-dismissed-view-into-the-container")
    let completed = try #require(timeline.steps[2].phases.first { $0.name == "completed" })
    #expect(
      completed.events.map(\.description) == [
        "Card.presentationController.dismissalTransitionDidEnd(true)",
        "Card.viewDidDisappear(animated: true)",
      ])
    #expect(!completed.explanation.contains("The mistake"))
    #expect(timeline.steps[2].phases.last?.explanation.contains("animator's mistake") == false)
  }
}

/// A case that crashed the process (unbounded recursion through a controller that was its own
/// parent): refused with UIKit's exception instead.
@Suite struct FuzzCrashTests {
  @Test func newControllerAddedToItselfIsRefused() throws {
    let name = "code-adds-a-new-controller-as-its-own-child"
    let file = try #require(
      FuzzPaths.yamlFiles(in: FuzzPaths.regressions).first { $0.name == name })
    let step = TimelineBuilder.build(try SwiftSceneLoader.parse(file.text, path: name + ".yaml"))
      .steps[
        1]
    #expect(
      step.error
        == "NSInvalidArgumentException: Can't add self as subview (<UIViewController: Extra> into "
        + "itself)")
    #expect(step.phases.map(\.name) == ["before", "after"])
    #expect(step.phases.last?.events.isEmpty == true)
  }
}
