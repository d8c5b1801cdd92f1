import Testing
import TransitionEngine

/// Plans a scene and checks the invariants after every phase of every step; each broken
/// one is recorded against the caller's line.
public func plan(_ scene: SceneSpec, sourceLocation: Testing.SourceLocation = #_sourceLocation)
  -> Timeline
{
  let timeline = TimelineBuilder.build(scene)
  for problem in invariantProblems(in: timeline) {
    Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation)
  }
  return timeline
}

/// Every broken invariant of every phase, as `step N phase NAME: [problems]`, and every
/// phase name repeated within a step.
public func invariantProblems(in timeline: Timeline) -> [String] {
  var problems: [String] = []
  for step in timeline.steps {
    problems += InvariantChecker.repeatedPhaseNames(in: step)
    for phase in step.phases {
      let broken = InvariantChecker.violations(in: phase)
      if !broken.isEmpty { problems.append("step \(step.index) phase \(phase.name): \(broken)") }
    }
  }
  return problems
}
