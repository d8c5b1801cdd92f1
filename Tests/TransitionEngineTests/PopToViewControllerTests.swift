import TestSupport
import Testing

@testable import TransitionEngine

/// N-23, Q-34: `popToViewController(_:animated:)`: one pop to the target, callbacks for the
/// two ends, containment calls for every popped controller, UIKit's exception otherwise.
@Suite struct PopToViewControllerTests {
  private func scene(_ steps: [StepAction]) -> SceneSpec {
    SceneSpec(
      title: "popTo", root: Fixtures.nav("Nav", ["A", "B", "C", "D"]),
      steps: steps.map { Fixtures.step($0) })
  }

  @Test func onePopFromTheTopToTheTarget() {
    let step = plan(scene([.popTo("B", on: nil)])).steps[1]
    #expect(step.action.description == "popTo B on Nav")
    let after = step.phases.last
    #expect(after?.controller("Nav")?.children.map(\.name) == ["A", "B"])
    #expect(after?.owners == ["Nav", "B"])
    #expect(
      step.allEvents.filter { $0.contains("ppear") || $0.contains("Move") }
        == [
          "D.willMove(toParent: nil)", "C.willMove(toParent: nil)",
          "D.viewWillDisappear(animated: true)", "B.viewWillAppear(animated: true)",
          "B.viewIsAppearing(animated: true)", "D.viewDidDisappear(animated: true)",
          "B.viewDidAppear(animated: true)", "C.didMove(toParent: nil)",
          "D.didMove(toParent: nil)",
        ])
    #expect(step.phases[1].explanation.hasPrefix("popToViewController(B, animated: true)"))
    #expect(step.phases[1].explanation.contains("C, D"))
    #expect(step.phases[1].explanation.contains("(Q-34)"))
  }

  @Test func aTargetOutsideTheStackRaises() {
    let step = plan(
      SceneSpec(
        title: "popTo",
        root: ControllerSpec(
          name: "Root",
          kind: .container(children: [Fixtures.nav("Nav", ["A", "B"]), Fixtures.plain("X")])),
        steps: [Fixtures.step(.popTo("X", on: "Nav"))])
    ).steps[1]
    #expect(
      step.error
        == "NSInternalInconsistencyException: Tried to pop to a view controller that doesn't exist."
    )
    #expect(step.allEvents.isEmpty)
  }

  @Test func theTopItselfPopsNothing() {
    let step = plan(scene([.popTo("D", on: "Nav")])).steps[1]
    #expect(step.warnings.first?.hasPrefix("D is already the top of Nav's stack") == true)
    #expect(step.allEvents.isEmpty)
  }
}
