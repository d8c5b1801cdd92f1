import TestSupport
import Testing

@testable import TransitionEngine

@Suite struct ContainmentTests {
  private func containerScene(_ steps: [StepSpec]) -> SceneSpec {
    var frame = ControllerOptions()
    frame.frame = Rect(x: 0, y: 100, width: 393, height: 300)
    let first = ControllerSpec(name: "First", kind: .plain, options: frame)
    return SceneSpec(
      title: "container",
      root: ControllerSpec(name: "Parent", kind: .container(children: [first])), steps: steps)
  }

  @Test func addChildFollowsK1AndK6() {
    var frame = ControllerOptions()
    frame.frame = Rect(x: 0, y: 400, width: 393, height: 300)
    let child = ControllerSpec(name: "Second", kind: .plain, options: frame)
    let step = plan(containerScene([Fixtures.step(.addChild(child, to: "Parent"))])).steps[1]
    #expect(step.phaseNames == ["before", "child added", "view added", "after"])
    #expect(step.phase("child added")?.eventLines == ["Second.willMove(toParent: Parent)"])
    #expect(step.phase("child added")?.controller("Second")?.inWindow == false)
    #expect(
      step.phase("view added")?.eventLines == [
        "Second.loadView()",
        "Second.viewDidLoad()",
        "Second.viewWillAppear(animated: false)",
        "Second.viewIsAppearing(animated: false)",
        "Second.viewWillLayoutSubviews()",
        "Second.viewDidLayoutSubviews()",
        "Second.viewDidAppear(animated: false)",
      ])
    #expect(step.phase("after")?.eventLines == ["Second.didMove(toParent: Parent)"])
    #expect(
      step.phase("after")?.tree == [
        "UIWindow (0 0; 393 852)",
        "  UITransitionView (0 0; 393 852)",
        "    UIDropShadowView (0 0; 393 852)",
        "      UIView (0 0; 393 852) <Parent>",
        "        UIView (0 100; 393 300) <First>",
        "        UIView (0 400; 393 300) <Second>",
      ])
  }

  @Test func removeChildFollowsK2() {
    let step = plan(containerScene([Fixtures.step(.removeChild("First"))])).steps[1]
    #expect(step.phaseNames == ["before", "will move", "view removed", "after"])
    #expect(
      step.allEvents == [
        "First.willMove(toParent: nil)", "First.viewWillDisappear(animated: false)",
        "First.viewDidDisappear(animated: false)", "First.didMove(toParent: nil)",
      ])
    #expect(step.phases.last?.owners == ["Parent"])
    #expect(step.phases.last?.controllers.children.isEmpty == true)
  }

  @Test func addingAChildThatHasAParentRaises() {
    let step = plan(
      containerScene([Fixtures.step(.addChild(Fixtures.plain("First"), to: "Parent"))])
    )
    .steps[1]
    #expect(
      step.error
        == "UIViewControllerHierarchyInconsistency: child view controller:<UIViewController: First> should have parent view controller:<UIViewController: Parent> but requested parent is:<UIViewController: Parent>"
    )
  }

  @Test func removingAControllerWithoutParentIsRefused() {
    let step = plan(containerScene([Fixtures.step(.removeChild("Parent"))])).steps[1]
    #expect(
      step.warnings == ["Parent has no parent view controller; removeFromParent() does nothing"])
  }
}

@Suite struct EnvironmentTests {
  @Test func rotationRelaysEverythingAndReportsTraits() {
    let step = plan(Fixtures.navigationScene([Fixtures.step(.rotate(.landscape))])).steps[1]
    #expect(step.action.description == "rotate to landscape")
    #expect(
      step.phases.last?.tree == [
        "UIWindow (0 0; 852 393)",
        "  UITransitionView (0 0; 852 393)",
        "    UIDropShadowView (0 0; 852 393)",
        "      UILayoutContainerView (0 0; 852 393) <FeedNav>",
        "        UINavigationTransitionView (0 0; 852 393)",
        "          UIViewControllerWrapperView (0 0; 852 393)",
        "            UIView (0 0; 852 393) <Feed>",
        "        UINavigationBar (0 0; 852 32)",
      ])
    #expect(
      step.allEvents == [
        "FeedNav.willTransition(to: w compact / h compact, with: coordinator)",
        "Feed.willTransition(to: w compact / h compact, with: coordinator)",
        "FeedNav.viewWillTransition(to: 852×393, with: coordinator)",
        "Feed.viewWillTransition(to: 852×393, with: coordinator)",
        "FeedNav.traitCollectionDidChange(w compact / h regular)",
        "Feed.traitCollectionDidChange(w compact / h regular)",
        "FeedNav.viewWillLayoutSubviews()",
        "FeedNav.viewDidLayoutSubviews()",
        "Feed.viewWillLayoutSubviews()",
        "Feed.viewDidLayoutSubviews()",
      ])
  }

  @Test func iPadRotationKeepsTraits() {
    var scene = Fixtures.navigationScene([Fixtures.step(.rotate(.landscape))])
    scene.device = "ipad-pro-11"
    let step = plan(scene).steps[1]
    #expect(!step.allEvents.contains { $0.contains("traitCollectionDidChange") })
    #expect(step.allEvents.contains("Feed.viewWillTransition(to: 1194×834, with: coordinator)"))
  }

  @Test func multitaskingOnAPhoneIsRefused() {
    let step = plan(Fixtures.navigationScene([Fixtures.step(.multitasking(.half))])).steps[1]
    #expect(step.warnings == ["multitasking exists only on iPad; the window does not change"])
  }

  @Test func splitCollapsesInCompactWidth() {
    var scene = SceneSpec(
      title: "split", device: "ipad-pro-11", orientation: .landscape,
      root: ControllerSpec(
        name: "Split",
        kind: .split(primary: Fixtures.nav("Master", ["List"]), secondary: Fixtures.plain("Detail"))
      ),
      steps: [Fixtures.step(.multitasking(.oneThird)), Fixtures.step(.multitasking(.full))])
    scene.multitasking = .full
    let timeline = plan(scene)
    #expect(timeline.steps[0].phase("initial")?.owners == ["Split", "Master", "List", "Detail"])
    // SV-2: the navigation primary pushes the secondary onto its stack.
    let collapsed = timeline.steps[1].phases.last
    #expect(collapsed?.owners == ["Split", "Master", "Detail"])
    #expect(collapsed?.controller("Master")?.children.map(\.name) == ["List", "Detail"])
    #expect(
      timeline.steps[1].allEvents.contains(
        "Master.collapseSecondaryViewController(Detail, for: Split)"))
    // Expanding separates it again: back to the first tree.
    #expect(timeline.steps[2].phases.last?.tree == timeline.steps[0].phase("initial")?.tree)
    #expect(
      timeline.steps[2].phases.last?.controllers.children.map(\.name) == ["Master", "Detail"])
  }
}

@Suite struct ContainmentCycleTests {
  /// A detached container cannot become a child of its own child: UIKit would build a cycle.
  @Test func addingAContainerUnderItsOwnChildRaises() {
    let inner = ControllerSpec(name: "Inner", kind: .container(children: [Fixtures.plain("Leaf")]))
    let scene = SceneSpec(
      title: "cycle", root: ControllerSpec(name: "Root", kind: .container(children: [inner])),
      steps: [
        Fixtures.step(.removeChild("Inner")),
        Fixtures.step(.addChild(Fixtures.plain("Inner"), to: "Leaf")),
      ])
    let step = plan(scene).steps[2]
    #expect(
      step.error
        == "UIViewControllerHierarchyInconsistency: <UIViewController: Inner> cannot become a child of <UIViewController: Leaf>"
        + Planner.unestablished
    )
    #expect(step.phases.first?.tree == step.phases.last?.tree)
  }
}
