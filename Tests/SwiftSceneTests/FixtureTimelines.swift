import SceneFile
import SwiftScene
import TestSupport
import Testing
import TransitionEngine

/// A scene around a root and steps, with one Swift file of fixtures (`App.swift`), planned;
/// and the check that two timelines are the same, phase by phase.
enum FixtureTimelines {
  static func timeline(_ root: String, _ steps: String, swift: String?, device: String? = nil)
    throws -> [Step]
  {
    let yaml =
      "title: t\n" + (device.map { "device: \($0)\n" } ?? "")
      + (swift == nil ? "" : "swift: App.swift\n") + "root: \(root)\n"
      + (steps.isEmpty ? "" : "steps:\n" + steps)
    let scene = try SwiftSceneLoader.parse(
      yaml, path: "t.yaml",
      swiftFile: { name in swift.flatMap { name == "App.swift" ? ("App.swift", $0) : nil } })
    return plan(scene).steps
  }

  /// The same phases, events, trees and warnings.
  static func expectSame(_ swift: [Step], _ yaml: [Step]) {
    #expect(swift.map(\.phaseNames) == yaml.map(\.phaseNames))
    #expect(swift.map(\.allEvents) == yaml.map(\.allEvents))
    #expect(swift.map { $0.phases.map(\.tree) } == yaml.map { $0.phases.map(\.tree) })
    #expect(swift.map(\.warnings) == yaml.map(\.warnings))
  }
}
