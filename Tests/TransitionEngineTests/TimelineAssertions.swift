import Testing

@testable import TransitionEngine

/// Builds a timeline and checks the invariants after every phase of every step.
func plan(_ scene: SceneSpec, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Timeline
{
  let timeline = TimelineBuilder.build(scene)
  for step in timeline.steps {
    for phase in step.phases {
      let problems = InvariantChecker.violations(in: phase)
      #expect(
        problems.isEmpty, "step \(step.index) phase \(phase.name): \(problems)",
        sourceLocation: sourceLocation)
    }
  }
  return timeline
}

extension Step {
  var phaseNames: [String] { phases.map(\.name) }

  /// The phase with this name (the first one).
  func phase(_ name: String) -> Phase? { phases.first { $0.name == name } }

  /// Every event of the step in order, as printed.
  var allEvents: [String] { phases.flatMap(\.eventLines) }
}

extension Phase {
  /// The events as printed.
  var eventLines: [String] { events.map(\.description) }

  var tree: [String] { ViewTreeText.lines(window) }

  /// Names of the controllers whose views are in the window.
  var owners: [String] { window.flattened().compactMap(\.node.owner) }

  func controller(_ name: String) -> ControllerNode? {
    controllers.flattened().first { $0.name == name }
  }
}
