import SceneFile
import SwiftScene
import Testing
import TransitionEngine

/// `segue: … class: SomeSegue`: a UIStoryboardSegue subclass's perform() from the Swift files
/// runs as the segue's perform lines, each at its Swift line.
@Suite struct SwiftSegueTests {
  static let swift = """
    import UIKit
    final class PushSegue: UIStoryboardSegue {
      override func perform() {
        guard let nav = source.navigationController else { return }
        nav.pushViewController(destination, animated: true)
      }
    }
    final class ChildSegue: UIStoryboardSegue {
      override func perform() {
        source.addChild(destination)
        source.view.addSubview(destination.view)
        destination.didMove(toParent: source)
        destination.view.layer.cornerRadius = 8
      }
    }
    """

  static func load(_ steps: String) throws -> SceneSpec {
    let yaml =
      "title: t\nswift: S.swift\nroot: { navigation: Nav, stack: [List] }\nsteps:\n"
      + steps
    return try SwiftSceneLoader.parse(
      yaml, path: "t.yaml", swiftFile: { $0 == "S.swift" ? ("S.swift", Self.swift) : nil })
  }

  /// Reading the scene records the question (`perform()` of `ChildSegue`), not its lines: the
  /// planner runs it when the segue performs, and its containment lines take effect.
  @Test func performRunsWhenTheSeguePerformsNotWhenTheSceneIsRead() throws {
    let scene = try Self.load("  - segue: Detail\n    from: List\n    class: ChildSegue\n")
    #expect(scene.steps.first?.perform == nil)
    #expect(scene.steps.first?.performCall?.role == .seguePerform(className: "ChildSegue"))
    var planner = TimelinePlanner(scene)
    var steps: [Step] = []
    while let step = planner.next() { steps.append(step) }
    let after = try #require(steps.last?.phases.last)
    #expect(steps.last?.error == nil)
    #expect(after.window.flattened().compactMap(\.node.owner).contains("Detail"))
  }

  @Test func aPushSegueRunsAsAPushNamedAtItsLine() throws {
    var planner = TimelinePlanner(
      try Self.load("  - segue: Detail\n    from: List\n    class: PushSegue\n"))
    var steps: [Step] = []
    while let step = planner.next() { steps.append(step) }
    let segue = try #require(steps.last)
    #expect(
      segue.phases.contains { $0.explanation.hasPrefix("S.swift:5, `nav.pushViewController") })
    let after = try #require(segue.phases.last)
    #expect(segue.error == nil)
    #expect(after.window.flattened().compactMap(\.node.owner).contains("Detail"))
  }

  @Test func unknownSegueClassIsAnErrorAtTheStep() {
    #expect(throws: SceneError.self) {
      _ = try Self.load("  - segue: Detail\n    from: List\n    class: Missing\n")
    }
  }
}
