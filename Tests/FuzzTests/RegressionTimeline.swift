import SceneFile
import Testing
import TransitionEngine

/// The timeline of the regression scene `name` in `Tests/Regressions`, with every invariant
/// checked after every phase.
func regressionTimeline(_ name: String) throws -> Timeline {
  let file = try #require(
    FuzzPaths.yamlFiles(in: FuzzPaths.regressions).first { $0.name == name },
    "no regression scene \(name)")
  let timeline = TimelineBuilder.build(try SceneLoader.parse(file.text, path: name + ".yaml"))
  for step in timeline.steps {
    for phase in step.phases {
      let problems = InvariantChecker.violations(in: phase)
      #expect(problems.isEmpty, "step \(step.index) phase \(phase.name): \(problems)")
    }
  }
  return timeline
}
