/// Collects the phases of one step as the transition code advances the world.
struct StepRecorder {
  private(set) var phases: [Phase] = []
  var warnings: [String] = []
  var error: String?
  /// The phases are those of one call inside a step (a line of a `code` step, the call a
  /// segue stands for), not of a whole step.
  var isInnerCall = false

  mutating func capture(_ world: inout World, _ kind: PhaseKind, _ explanation: String) {
    phases.append(world.snapshot(kind, explanation))
  }

  /// Puts a sentence in front of the explanation of the phase at `index`.
  mutating func prefixExplanation(at index: Int, _ text: String) {
    guard phases.indices.contains(index) else { return }
    phases[index] = phases[index].with(explanation: text + phases[index].explanation)
  }

  /// Adds a sentence after the explanation of the step's last phase of this kind (not one of
  /// a sub-transition).
  mutating func appendExplanation(toLast kind: PhaseKind, _ text: String) {
    guard !text.isEmpty,
      let index = phases.lastIndex(where: { $0.kind == kind && $0.within.isEmpty })
    else { return }
    phases[index] = phases[index].with(explanation: phases[index].explanation + " " + text)
  }

  /// Adds a phase recorded elsewhere (a sub-transition of an unwind).
  mutating func append(_ phase: Phase) { phases.append(phase) }
}
