import TestSupport
import Testing

@testable import TransitionEngine

/// A custom container `Shell` showing `Start`, then `steps`.
private func shellScene(_ steps: [StepSpec]) -> Timeline {
  let root = ControllerSpec(name: "Shell", kind: .container(children: [Fixtures.plain("Start")]))
  return plan(SceneSpec(title: "segue", root: root, steps: steps))
}

private func customSegue(_ lines: [String]) throws -> StepSpec {
  var step = Fixtures.step(.segue(Fixtures.plain("Detail"), from: "Start", kind: .custom))
  step.perform = try block(lines, .perform)
  return step
}

private let forward = [
  "source.parent.addChild(destination)", "source.parent.transition(from: source, to: destination)",
  "destination.didMove(toParent: source.parent)",
]

@Suite struct SegueTests {
  @Test func aCustomSegueRunsPerformWithItsNames() throws {
    let step = shellScene([try customSegue(forward)]).steps[1]
    #expect(step.action.description == "segue (custom) to Detail from Start")
    #expect(
      step.phaseNames == [
        "before", "prepare for segue", "line 10: source.parent.addChild(destination)",
        "line 11: source.parent.transition(from: source, to: destination)",
        "line 11: source.parent.transition(from: source, to: destination) (completed)",
        "line 12: destination.didMove(toParent: source.parent)", "after",
      ])
    #expect(
      step.allEvents == [
        "Start.prepare(for: segue to Detail, sender: nil)",
        "Detail.willMove(toParent: Shell)",
        "Detail.loadView()",
        "Detail.viewDidLoad()",
        "Detail.viewWillAppear(animated: true)",
        "Start.viewWillDisappear(animated: true)",
        "Detail.viewIsAppearing(animated: true)",
        "Detail.viewWillLayoutSubviews()",
        "Detail.viewDidLayoutSubviews()",
        "Start.viewDidDisappear(animated: true)",
        "Detail.viewDidAppear(animated: true)",
        "Detail.didMove(toParent: Shell)",
      ])
    #expect(step.phase("after")?.controllers.children.map(\.name) == ["Start", "Detail"])
    #expect(step.phase("after")?.owners == ["Shell", "Detail"])
  }

  @Test func aCustomUnwindFindsTheDestinationInsideTheContainer() throws {
    var unwind = Fixtures.step(.unwind(to: "Start", from: "Detail"))
    unwind.perform = try block(
      [
        "source.willMove(toParent: nil)", "source.parent.transition(from: source, to: destination)",
        "source.removeFromParent()",
      ], .perform)
    let step = shellScene([try customSegue(forward), unwind]).steps[2]
    #expect(step.phase("unwind action")?.explanation.contains("U-5") == true)
    #expect(step.phase("after")?.controllers.children.map(\.name) == ["Start"])
    #expect(step.phase("after")?.owners == ["Shell", "Start"])
    #expect(
      step.allEvents.prefix(3) == [
        "Detail.prepare(for: unwindSegue, sender: nil)", "Start.unwindAction(_: UIStoryboardSegue)",
        "Detail.willMove(toParent: nil)",
      ])
    #expect(step.allEvents.last == "Detail.didMove(toParent: nil)")
  }

  @Test func aPresentSegueIsAPresentation() throws {
    let step = shellScene([
      Fixtures.step(.segue(Fixtures.plain("Help"), from: "Start", kind: .present))
    ]).steps[1]
    #expect(step.phaseNames.first == "before")
    #expect(step.phaseNames.filter { $0 == "before" }.count == 1)
    #expect(step.phaseNames.contains("presentation will begin"))
    #expect(step.phase("after")?.controllers.presented?.name == "Help")
    #expect(step.phase("after")?.controller("Help")?.state == .appeared)
  }
}
