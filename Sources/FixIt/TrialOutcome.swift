import TransitionEngine

/// What one run of a scene showed, step by step: the app mistakes it named, UIKit's
/// complaints and the invariants the run broke. Two runs are compared to judge a fix.
struct TrialOutcome: Equatable {
  /// One mistake of one step, its lines left out (an inserted line moves every line after it).
  struct Mark: Hashable {
    let step: Int
    let mistake: String
  }

  /// Every mistake the run made, by step.
  var marks: Set<Mark> = []
  /// UIKit's warnings and exceptions, by step.
  var complaints: [Int: Int] = [:]
  /// Invariants broken by any phase (a model bug, or an edit the engine cannot stand).
  var broken = 0
  /// The number of steps the scene has.
  var steps = 0

  /// The outcome of `timeline`.
  init(_ timeline: Timeline) {
    steps = timeline.steps.count
    var checker = IncrementalInvariantChecker()
    for step in timeline.steps {
      for mistake in step.mistakes where !Self.isByHand(mistake.mistake) {
        marks.insert(Self.mark(mistake, step: step.index))
      }
      complaints[step.index] = step.warnings.count + (step.error == nil ? 0 : 1)
      for phase in step.phases { broken += checker.violations(in: phase).count }
    }
  }

  /// The mark of `mistake` in step `step`, without the file lines it names.
  static func mark(_ mistake: StepMistake, step: Int) -> Mark {
    Mark(step: step, mistake: FileLines.withoutLineNumbers(mistake.mistake.description))
  }

  /// Whether this run is `before` with `target` gone and nothing worse: no mistake it did not
  /// make, no more complaints in any step, no broken invariant, the same steps.
  func fixes(_ target: Mark, of before: TrialOutcome) -> Bool {
    guard !marks.contains(target), marks.isSubset(of: before.marks), broken <= before.broken,
      steps == before.steps
    else { return false }
    return complaints.allSatisfy { $0.value <= before.complaints[$0.key, default: 0] }
  }

  private static func isByHand(_ mistake: AppMistake) -> Bool {
    if case .appearanceByHand = mistake { return true }
    return false
  }
}
