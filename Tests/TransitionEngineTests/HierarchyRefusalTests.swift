import TestSupport
import Testing

@testable import TransitionEngine

/// Steps that would put a controller inside itself, below itself or in two places are refused
/// the way UIKit refuses them, and change nothing (HI-1..HI-4).
@Suite struct HierarchyRefusalTests {
  /// `show: A` from inside A, where A is the root split: A's primary would be A.
  @Test func showingTheRootSplitFromItsOwnTabRaises() {
    let root = ControllerSpec(
      name: "A",
      kind: .split(
        primary: ControllerSpec(
          name: "B", kind: .tab(tabs: [Fixtures.plain("V3")], selected: .index(0))),
        secondary: nil))
    let scene = SceneSpec(
      title: "t", root: root, steps: [Fixtures.step(.show(Fixtures.plain("A"), from: "V3"))])
    let step = plan(scene).steps[1]
    #expect(
      step.error
        == "NSInvalidArgumentException: Can't add self as subview (<UISplitViewController: A> "
        + "into itself)")
    #expect(step.phases.first?.tree == step.phases.last?.tree)
  }

  /// A new split that lists the window's root as its secondary, shown (so presented) from it.
  @Test func presentingANewContainerThatHoldsTheRootRaises() {
    let split = ControllerSpec(
      name: "B", kind: .split(primary: Fixtures.plain("P2"), secondary: Fixtures.plain("A")))
    let scene = SceneSpec(
      title: "t", root: Fixtures.plain("A"), steps: [Fixtures.step(.show(split, from: "A"))])
    let step = plan(scene).steps[1]
    #expect(
      step.error
        == "UIViewControllerHierarchyInconsistency: <UIViewController: A> cannot become a child "
        + "of <UISplitViewController: B>" + Planner.unestablished)
    #expect(step.phases.first?.tree == step.phases.last?.tree)
    #expect(step.phases.last?.controllers.presented == nil)
  }

  /// A presented controller listed as a child of a pushed container stays where it is.
  @Test func aPresentedControllerCannotJoinAPushedContainer() {
    let box = ControllerSpec(name: "Box", kind: .container(children: [Fixtures.plain("Sheet")]))
    let scene = Fixtures.navigationScene([
      Fixtures.step(.present(PresentSpec(controller: Fixtures.plain("Sheet"), from: "Feed"))),
      Fixtures.step(.push(box, on: "FeedNav")),
    ])
    let step = plan(scene).steps[2]
    #expect(
      step.error
        == "NSInvalidArgumentException: <UIViewController: Sheet> is being presented by "
        + "<UINavigationController: FeedNav> and cannot become a child of <UIViewController: Box>"
        + Planner.unestablished)
    let names = step.phases.last?.controllers.flattened().map(\.name) ?? []
    #expect(names == ["FeedNav", "Feed", "Sheet"])
  }

  /// A child of one container listed in a new one: UIKit's hierarchy inconsistency (K-3).
  @Test func aChildOfAnotherContainerCannotBeAdoptedByANewOne() {
    let box = ControllerSpec(name: "Box", kind: .container(children: [Fixtures.plain("Feed")]))
    let scene = Fixtures.navigationScene([Fixtures.step(.push(box, on: "FeedNav"))])
    let step = plan(scene).steps[1]
    #expect(
      step.error
        == "UIViewControllerHierarchyInconsistency: child view controller:<UIViewController: "
        + "Feed> should have parent view controller:<UINavigationController: FeedNav> but "
        + "requested parent is:<UIViewController: Box>")
  }

  /// The checker itself: a controller tree that lists a controller twice is reported.
  @Test func theCheckerReportsAControllerThatAppearsTwice() {
    func node(_ name: String, _ children: [ControllerNode] = []) -> ControllerNode {
      ControllerNode(
        id: ControllerID(name), className: "UIViewController", kind: .plain, state: .disappeared,
        inWindow: false, viewClassName: nil, children: children, presented: nil,
        presentationControllerClass: nil)
    }
    let phase = Phase(
      kind: .animating, window: ViewNode(id: ViewID(1), className: "UIWindow", frame: .zero),
      controllers: node("Root", [node("A"), node("B", [node("A")])]), events: [],
      environment: TimelineBuilder.fallbackEnvironment, explanation: "")
    #expect(
      InvariantChecker.violations(in: phase).contains(
        "controller A appears twice in the controller tree"))
  }

  /// Any Double formats without overflow; JSON never carries a non-finite number.
  @Test func numbersFormatSafely() {
    #expect(Rect.format(1.8e307) == "1.8e+307")
    #expect(Rect.format(-Double.greatestFiniteMagnitude).hasPrefix("-1.79"))
    #expect(Rect.format(12.345) == "12.35")
    #expect(JSONWriter.number(.infinity) == "null")
    #expect(JSONWriter.number(.nan) == "null")
  }
}
