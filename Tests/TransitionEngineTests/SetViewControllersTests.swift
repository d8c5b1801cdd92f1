import TestSupport
import Testing

@testable import TransitionEngine

/// N-16: `setViewControllers(_:animated:)` as a step: one transition chosen by the new top,
/// the stack exactly the new array afterwards, appearance callbacks for the two tops only.
@Suite struct SetViewControllersTests {
  private func scene(_ steps: [StepAction]) -> SceneSpec {
    SceneSpec(
      title: "set", root: Fixtures.nav("Nav", ["A", "B", "C"]),
      steps: steps.map { Fixtures.step($0) })
  }

  private func names(_ list: [String]) -> [ControllerSpec] { list.map { Fixtures.plain($0) } }

  /// Apple's example: A, B, C → D, A, B is a pop to B.
  @Test func aNewTopAlreadyInTheStackIsAPop() {
    let step = plan(scene([.setViewControllers(names(["D", "A", "B"]), on: nil)])).steps[1]
    let after = step.phases.last
    #expect(after?.controller("Nav")?.children.map(\.name) == ["D", "A", "B"])
    #expect(after?.owners == ["Nav", "B"])
    #expect(step.action.description == "setViewControllers [D, A, B] on Nav")
    let appearance = step.allEvents.filter { $0.contains("ppear") }
    #expect(
      appearance == [
        "C.viewWillDisappear(animated: true)", "B.viewWillAppear(animated: true)",
        "B.viewIsAppearing(animated: true)", "C.viewDidDisappear(animated: true)",
        "B.viewDidAppear(animated: true)",
      ])
    #expect(step.allEvents.first == "D.willMove(toParent: Nav)")
    #expect(step.allEvents.contains("C.didMove(toParent: nil)"))
    #expect(step.phases.contains { $0.explanation.contains("so the transition is a pop") })
  }

  /// A new top that is new to the stack is a push; the old top leaves the stack after it.
  @Test func aNewTopNewToTheStackIsAPush() {
    let step = plan(scene([.setViewControllers(names(["Home", "Results"]), on: "Nav")])).steps[1]
    let after = step.phases.last
    #expect(after?.controller("Nav")?.children.map(\.name) == ["Home", "Results"])
    #expect(after?.owners == ["Nav", "Results"])
    let appearance = step.allEvents.filter { $0.contains("ppear") }
    #expect(
      appearance == [
        "C.viewWillDisappear(animated: true)", "Results.viewWillAppear(animated: true)",
        "Results.viewIsAppearing(animated: true)", "C.viewDidDisappear(animated: true)",
        "Results.viewDidAppear(animated: true)",
      ])
    #expect(step.allEvents.last == "C.didMove(toParent: nil)")
    #expect(!step.allEvents.contains { $0.hasPrefix("Home.view") })
  }

  /// The same top: no transition, no appearance callbacks.
  @Test func theSameTopRunsNoTransition() {
    let step = plan(scene([.setViewControllers(names(["Start", "C"]), on: nil)])).steps[1]
    #expect(step.phases.last?.controller("Nav")?.children.map(\.name) == ["Start", "C"])
    #expect(!step.allEvents.contains { $0.contains("ppear") })
    #expect(
      step.allEvents == [
        "Start.willMove(toParent: Nav)", "B.willMove(toParent: nil)",
        "A.willMove(toParent: nil)", "Start.didMove(toParent: Nav)",
        "A.didMove(toParent: nil)", "B.didMove(toParent: nil)",
      ])
  }

  @Test func aRepeatedControllerIsRefused() {
    let step = plan(scene([.setViewControllers(names(["A", "A"]), on: nil)])).steps[1]
    #expect(
      step.warnings == [
        "setViewControllers needs at least one controller, each listed once; the stack does "
          + "not change"
      ])
  }

  /// The bug this pins: the push's last phase used to say the old top C was still in the
  /// stack. C leaves as the transition ends, and the phase's stack is the new array (N-16).
  @Test func thePushsLastPhaseShowsTheNewStack() throws {
    let step = plan(scene([.setViewControllers(names(["Home", "Results"]), on: "Nav")])).steps[1]
    let after = try #require(step.phase("after"))
    #expect(step.phases.filter { $0.name == "after" }.count == 1)
    #expect(after.controller("Nav")?.children.map(\.name) == ["Home", "Results"])
    #expect(
      after.eventLines == [
        "Results.didMove(toParent: Nav)", "C.willMove(toParent: nil)", "C.didMove(toParent: nil)",
      ])
    #expect(!after.explanation.contains("still in the stack"))
    #expect(
      after.explanation.hasSuffix(
        "C is not in the new array, so it leaves the stack as the transition ends: "
          + "willMove(toParent: nil) and didMove(toParent: nil) (their moment is inferred, "
          + "Q-30). The stack is exactly Home and Results (N-16)."))
  }

  /// The old top kept below a new top: a push from C, C stays (N-16).
  @Test func anOldTopKeptBelowANewTopIsAPush() {
    let step = plan(scene([.setViewControllers(names(["A", "C", "X"]), on: nil)])).steps[1]
    #expect(step.warnings.isEmpty)
    #expect(step.phases.last?.controller("Nav")?.children.map(\.name) == ["A", "C", "X"])
    #expect(
      step.allEvents.filter { $0.contains("Move") } == [
        "B.willMove(toParent: nil)", "B.didMove(toParent: nil)", "X.willMove(toParent: Nav)",
        "X.didMove(toParent: Nav)",
      ])
    #expect(step.allEvents.contains("C.viewWillDisappear(animated: true)"))
  }

  /// N-16: A, B, C → C, A, B: the new top B is in the stack, so the transition is a pop; the
  /// old top C leaves the screen but stays in the stack, below, with no containment callbacks.
  @Test func anOldTopKeptBelowANewTopAlreadyInTheStackIsAPop() {
    let step = plan(scene([.setViewControllers(names(["C", "A", "B"]), on: nil)])).steps[1]
    #expect(step.warnings.isEmpty)
    #expect(
      step.phaseNames == [
        "before", "container ready", "to-view added", "animating", "completed", "after",
      ])
    let after = step.phases.last
    #expect(after?.controller("Nav")?.children.map(\.name) == ["C", "A", "B"])
    #expect(after?.owners == ["Nav", "B"])
    #expect(step.allEvents.filter { $0.contains("Move") } == [])
    #expect(
      step.allEvents.filter { $0.contains("ppear") } == [
        "C.viewWillDisappear(animated: true)", "B.viewWillAppear(animated: true)",
        "B.viewIsAppearing(animated: true)", "C.viewDidDisappear(animated: true)",
        "B.viewDidAppear(animated: true)",
      ])
    #expect(
      step.phases.first { $0.explanation.contains("stays in the stack, below B (N-16)") } != nil)
    #expect(after?.explanation.contains("inferred [I] (Q-30)") == true)
  }
}
