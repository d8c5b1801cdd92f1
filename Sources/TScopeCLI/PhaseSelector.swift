import ArgumentParser
import TUI
import TransitionEngine

/// `--step` and `--phase` as `print` and `shot` read them: a step by index (0 is the scene as
/// it starts) and a phase by name, checked against the timeline; a step or phase that does
/// not exist is an error naming what does.
struct PhaseSelector {
  var step: Int?
  var phase: String?

  /// Whether the phase `name` of the step at `index` is selected.
  func includes(step index: Int, phase name: String) -> Bool {
    (step == nil || step == index) && (phase == nil || phase == name)
  }

  /// `print`: the selected steps (all without `--step`), each keeping only the selected
  /// phases (all without `--phase`).
  func steps(of timeline: Timeline) throws -> [Step] {
    var steps = timeline.steps
    if let step { steps = [timeline.steps[try checked(step, in: timeline)]] }
    guard let phase else { return steps }
    steps = steps.map { $0.keepingPhases(named: phase) }
    guard steps.contains(where: { !$0.phases.isEmpty }) else {
      throw Self.failure("error: no phase named '\(phase)' in the selected steps")
    }
    return steps
  }

  /// `shot`: one phase: the step (default: the last) and its phase by name (default: its
  /// last).
  func position(in timeline: Timeline) throws -> Position {
    let index = try checked(step ?? timeline.steps.count - 1, in: timeline)
    let phases = timeline.steps[index].phases
    guard let phase else { return Position(step: index, phase: max(phases.count - 1, 0)) }
    guard let found = phases.firstIndex(where: { $0.name == phase }) else {
      let names = phases.map(\.name).joined(separator: ", ")
      throw Self.failure("error: step \(index) has no phase named '\(phase)'; its phases: \(names)")
    }
    return Position(step: index, phase: found)
  }

  /// `index` when the timeline has that step.
  private func checked(_ index: Int, in timeline: Timeline) throws -> Int {
    guard timeline.steps.indices.contains(index) else {
      throw Self.failure(
        "error: step \(index) does not exist; the scene has steps 0...\(timeline.steps.count - 1)")
    }
    return index
  }

  /// Writes the message to standard error; the command exits with status 1.
  private static func failure(_ message: String) -> ExitCode {
    StandardError.write(message)
    return ExitCode.failure
  }
}

extension Step {
  /// The same step with only the phases of one name.
  func keepingPhases(named name: String) -> Step {
    Step(
      index: index, action: action, note: note, warnings: warnings, error: error,
      phases: phases.filter { $0.name == name }, environment: environment)
  }
}
