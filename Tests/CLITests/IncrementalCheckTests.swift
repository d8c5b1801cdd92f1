import Foundation
import Testing
import TransitionEngine

@testable import TScopeCLI

/// `tscope check` looks at what each phase changed; it says exactly what the full walk of
/// every phase says, on every scene of `Scenes/` and `Tests/Regressions` and on the bench's
/// chains.
@Suite struct IncrementalCheckTests {
  /// Each phase's messages from both checkers, where they differ.
  static func disagreements(_ timeline: Timeline) -> [String] {
    var checker = IncrementalInvariantChecker()
    var found: [String] = []
    for step in timeline.steps {
      for phase in step.phases {
        let full = InvariantChecker.violations(in: phase)
        let incremental = checker.violations(in: phase)
        if full != incremental {
          found.append("step \(step.index) '\(phase.name)': \(full) vs \(incremental)")
        }
      }
    }
    return found
  }

  static func yamlFiles(_ folder: String) throws -> [String] {
    let url = PrintCheckTests.root.appendingPathComponent(folder)
    return try FileManager.default.contentsOfDirectory(atPath: url.path)
      .filter { $0.hasSuffix(".yaml") }.sorted()
      .map { url.appendingPathComponent($0).path }
  }

  @Test func agreesOnEveryScene() throws {
    let paths = try Self.yamlFiles("Scenes") + Self.yamlFiles("Tests/Regressions")
    #expect(paths.count > 200)
    for path in paths {
      guard let timeline = try? SceneInput.timeline(path: path) else { continue }
      #expect(Self.disagreements(timeline) == [], "\(path)")
    }
  }

  @Test(arguments: ChainAction.allCases) func agreesOnTheBenchChains(_ action: ChainAction) {
    let timeline = TimelineBuilder.build(ChainScene.make(action, steps: 40))
    #expect(timeline.phaseCount > 40)
    #expect(Self.disagreements(timeline) == [])
  }

  @Test func agreesOnTheMixedBenchScene() {
    let timeline = TimelineBuilder.build(BenchmarkScene.make(views: 300, steps: 30))
    #expect(Self.disagreements(timeline) == [])
  }

  /// The checker can begin anywhere and take phases out of order: each answer is still the
  /// full walk's.
  @Test func agreesOutOfOrder() throws {
    let timeline = try SceneInput.timeline(path: PrintCheckTests.scene("stacked-sheets.yaml"))
    let phases = timeline.steps.flatMap(\.phases)
    var checker = IncrementalInvariantChecker()
    for phase in phases.reversed() + phases.enumerated().filter({ $0.offset % 3 == 0 }).map(\.1) {
      #expect(checker.violations(in: phase) == InvariantChecker.violations(in: phase))
    }
  }
}
