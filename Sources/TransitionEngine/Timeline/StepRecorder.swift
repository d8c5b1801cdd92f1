/// Collects the phases of one step as the transition code advances the world.
struct StepRecorder {
  private(set) var phases: [Phase] = []
  var warnings: [String] = []
  var error: String?
  /// The phases are those of one call inside a step (a line of a `code` step, the call a
  /// segue stands for), not of a whole step.
  var isInnerCall = false

  /// The window when the transition being recorded began: what a cancelled or undone one
  /// compares its `after` window with before it says "as before" (T-6, N-6).
  var transitionStart: ViewNode?
  /// The values a cancelled interaction ran back on screen only, while the transition
  /// is undone.
  var ranBackOnly: Set<AnimatedProperty> = []

  /// How often each line of the app's code has made a phase in this step.
  private var lineRuns: [PhaseKind: Int] = [:]

  mutating func capture(_ world: inout World, _ kind: PhaseKind, _ explanation: String) {
    capture(&world, kind, notes: [PhaseNote(words: explanation)])
  }

  mutating func capture(_ world: inout World, _ kind: PhaseKind, note: PhaseNote) {
    capture(&world, kind, notes: [note])
  }

  mutating func capture(_ world: inout World, _ kind: PhaseKind, notes: [PhaseNote]) {
    phases.append(world.snapshot(numbered(kind), notes: notes))
  }

  /// A line of the app's code that runs again in the step (a loop, a function called twice)
  /// names its next phase `… (run 2)`, so that every phase name is unique in its step.
  private mutating func numbered(_ kind: PhaseKind) -> PhaseKind {
    switch kind {
    case .codeLine(let number, let text):
      let run = lineRuns[kind, default: 0] + 1
      lineRuns[kind] = run
      return run == 1 ? kind : .codeLine(number: number, text: text + " (run \(run))")
    case .swiftLine(let file, let number, let text):
      let run = lineRuns[kind, default: 0] + 1
      lineRuns[kind] = run
      return run == 1 ? kind : .swiftLine(file: file, number: number, text: text + " (run \(run))")
    default:
      return kind
    }
  }

  /// Puts a sentence in front of the explanation of the phase at `index`.
  mutating func prefixExplanation(at index: Int, _ text: String) {
    prefix(at: index, PhaseNote(words: text))
  }

  /// Puts a note in front of the notes of the phase at `index`.
  mutating func prefix(at index: Int, _ note: PhaseNote) {
    guard phases.indices.contains(index) else { return }
    var notes = phases[index].notes
    notes.prepend(note: note)
    phases[index] = phases[index].with(notes: notes)
  }

  /// Adds a sentence after the explanation of the step's last phase of this kind (not one of
  /// a sub-transition).
  mutating func appendExplanation(toLast kind: PhaseKind, _ text: String) {
    guard !text.isEmpty else { return }
    append(toLast: kind, [PhaseNote(words: text)])
  }

  /// Adds notes after those of the step's last phase of this kind (not one of a
  /// sub-transition), a space before each.
  mutating func append(toLast kind: PhaseKind, _ notes: [PhaseNote]) {
    guard !notes.isEmpty,
      let index = phases.lastIndex(where: { $0.kind == kind && $0.within.isEmpty })
    else { return }
    var all = phases[index].notes
    for note in notes { all.append(note: note.led(by: " ")) }
    phases[index] = phases[index].with(notes: all)
  }

  /// Gives the step's last `after` (not one of a sub-transition) another kind.
  mutating func renameLastAfter(to kind: PhaseKind) {
    guard let index = phases.lastIndex(where: { $0.kind == .after && $0.within.isEmpty })
    else { return }
    phases[index] = phases[index].with(kind: kind)
  }

  /// Adds a phase recorded elsewhere (a sub-transition of an unwind).
  mutating func append(_ phase: Phase) { phases.append(phase) }

  /// Adds the phases of one run of a sub-transition, each marked as part of `sub`
  /// (`pop: animating`), with the explanation `explain` gives it. A step can run the same
  /// sub-transition more than once (an unwind popping two navigation controllers, two presents
  /// from lifecycle callbacks): the second run's phases are `pop 2: …`, so that every phase
  /// name is unique in its step and `--phase`, the viewer and the JSON can address each one.
  /// The last phase stays the step's own when `lastEndsStep` (a `code` step's refusal).
  mutating func append(
    _ subPhases: [Phase], as sub: SubTransition, lastEndsStep: Bool = false,
    explain: (Int, Phase) -> [PhaseNote]? = { _, _ in nil }
  ) {
    guard !subPhases.isEmpty else { return }
    let run = 1 + Set(phases.compactMap { $0.within.first == sub ? $0.runs.first : nil }).count
    for (index, phase) in subPhases.enumerated() {
      let endsStep = lastEndsStep && index == subPhases.count - 1
      phases.append(
        phase.with(within: endsStep ? nil : sub, run: run, notes: explain(index, phase)))
    }
  }
}
