import Foundation
import SceneFile
import SwiftScene
import Testing
import TransitionEngine

/// `tscope print --format mermaid | dot` for a few scenes against `Tests/Goldens/diagrams`.
/// Run with `TSCOPE_RECORD_GOLDENS=1` to write them anew.
@Suite struct DiagramGoldenTests {
  /// One golden: a scene, an optional step, the format, and whether controllers are drawn.
  struct Case: Sendable, CustomStringConvertible {
    let scene: String
    let step: Int?
    let format: String
    let controllers: Bool

    var golden: String {
      "diagrams/\(scene)" + (step.map { ".step\($0)" } ?? "")
        + (controllers ? ".controllers" : "") + ".\(format == "mermaid" ? "mmd" : "dot")"
    }
    var description: String { golden }
  }

  static let cases = [
    Case(scene: "push", step: nil, format: "mermaid", controllers: false),
    Case(scene: "push", step: 1, format: "dot", controllers: true),
    Case(scene: "page-sheet-iphone", step: 1, format: "mermaid", controllers: true),
    Case(scene: "page-sheet-iphone", step: 2, format: "dot", controllers: false),
    Case(scene: "child-add-remove", step: 2, format: "mermaid", controllers: false),
  ]

  @Test(arguments: cases)
  func diagramMatchesItsGolden(_ test: Case) throws {
    let path = SceneGoldenTests.scenes.appendingPathComponent("\(test.scene).yaml").path
    let timeline = TimelineBuilder.build(try SwiftSceneLoader.load(path: path))
    let diagram = Diagram(timeline, controllers: test.controllers) { step, _ in
      test.step == nil || test.step == step
    }
    let text = test.format == "mermaid" ? MermaidText.render(diagram) : DotText.render(diagram)
    try SceneGoldenTests.compareGolden(text, golden: test.golden)
  }

  @Test func everyPhaseOfTheSelectionIsOneCluster() throws {
    let path = SceneGoldenTests.scenes.appendingPathComponent("push.yaml").path
    let timeline = TimelineBuilder.build(try SwiftSceneLoader.load(path: path))
    let diagram = Diagram(timeline) { step, _ in step == 1 }
    #expect(diagram.clusters.count == timeline.steps[1].phases.count)
    // The first phase of step 1 is compared with the last phase of step 0: nothing changed.
    #expect(diagram.clusters[0].nodes.allSatisfy { $0.marks.isEmpty })
    #expect(diagram.clusters.contains { $0.nodes.contains { $0.marks.contains(.container) } })
  }
}
