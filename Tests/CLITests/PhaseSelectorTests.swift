import Testing
import TransitionEngine

@testable import TScopeCLI

/// `--step` and `--phase` as `print` and `shot` both read them: one selector.
@Suite struct PhaseSelectorTests {
  static func timeline() throws -> Timeline {
    try SceneInput.timeline(path: ShotCommandTests.scene("pop"))
  }

  @Test func printKeepsTheSelectedStepsAndPhases() throws {
    let timeline = try Self.timeline()
    let all = try PhaseSelector().steps(of: timeline)
    #expect(all.map(\.index) == timeline.steps.map(\.index))
    let one = try PhaseSelector(step: 2).steps(of: timeline)
    #expect(one.map(\.index) == [2])
    #expect(one[0].phases.count == timeline.steps[2].phases.count)
    let animating = try PhaseSelector(phase: "animating").steps(of: timeline)
    #expect(animating.count == timeline.steps.count)
    #expect(animating.flatMap(\.phases).map(\.name) == ["animating", "animating"])
  }

  @Test func shotPicksOnePhaseTheLastByDefault() throws {
    let timeline = try Self.timeline()
    #expect(try PhaseSelector().position(in: timeline) == .end(of: timeline))
    let position = try PhaseSelector(step: 1, phase: "animating").position(in: timeline)
    #expect(position.step == 1)
    #expect(timeline.steps[1].phases[position.phase].name == "animating")
  }

  @Test func diagramsAskPhaseByPhase() {
    let selector = PhaseSelector(step: 1, phase: "after")
    #expect(selector.includes(step: 1, phase: "after"))
    #expect(!selector.includes(step: 2, phase: "after"))
    #expect(!selector.includes(step: 1, phase: "before"))
    #expect(PhaseSelector().includes(step: 7, phase: "anything"))
  }

  @Test func aStepOrPhaseThatDoesNotExistIsAnError() throws {
    let timeline = try Self.timeline()
    let said = StandardError.lines {
      #expect(throws: (any Error).self) { try PhaseSelector(step: 9).steps(of: timeline) }
      #expect(throws: (any Error).self) { try PhaseSelector(phase: "nope").steps(of: timeline) }
      #expect(throws: (any Error).self) { try PhaseSelector(step: -1).position(in: timeline) }
    }
    #expect(
      said == [
        "error: step 9 does not exist; the scene has steps 0...2",
        "error: no phase named 'nope' in the selected steps",
        "error: step -1 does not exist; the scene has steps 0...2",
      ])
  }
}
