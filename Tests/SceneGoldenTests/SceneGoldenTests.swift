import Foundation
import SceneFile
import SwiftScene
import TestSupport
import Testing
import TransitionEngine

/// Every scene in `Scenes/` printed as text and as a controller hierarchy, compared with the
/// files in `Tests/Goldens`. Run with `TSCOPE_RECORD_GOLDENS=1` to write them anew.
@Suite struct SceneGoldenTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  static let scenes = root.appendingPathComponent("Scenes")
  static let goldens = root.appendingPathComponent("Tests/Goldens")

  static var sceneNames: [String] {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: scenes.path)) ?? []
    return files.filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(5)) }.sorted()
  }

  @Test func thereAreScenes() {
    #expect(Self.sceneNames.count >= 6)
  }

  @Test(arguments: sceneNames)
  func sceneMatchesItsGoldenFiles(name: String) throws {
    let timeline = try load(name)
    try compare(TimelineText.render(timeline), golden: "\(name).txt")
    try compare(TimelineText.render(timeline, tree: .controllers), golden: "\(name).hierarchy.txt")
  }

  @Test(arguments: sceneNames)
  func sceneKeepsEveryInvariant(name: String) throws {
    let timeline = try load(name)
    for step in timeline.steps {
      for phase in step.phases {
        let problems = InvariantChecker.violations(in: phase)
        #expect(problems.isEmpty, "\(name) step \(step.index) \(phase.name): \(problems)")
      }
      #expect(InvariantChecker.repeatedPhaseNames(in: step) == [], "\(name)")
      if step.index > 0 {
        #expect(step.phases.first?.name == "before")
        #expect(step.phases.last?.name == "after")
      }
    }
  }

  @Test(arguments: sceneNames)
  func jsonFollowsTheContract(name: String) throws {
    let text = JSONDescription.render(try load(name))
    let document = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
    let json = try #require(document)
    #expect(json["title"] is String)
    let device = try #require(json["device"] as? [String: Any])
    for key in ["name", "orientation", "horizontalSizeClass", "verticalSizeClass"] {
      #expect(device[key] is String, "device.\(key)")
    }
    for key in ["width", "height", "ios"] { #expect(device[key] is NSNumber, "device.\(key)") }
    let steps = try #require(json["steps"] as? [[String: Any]])
    #expect(steps.first?["action"] as? String == "initial")
    for (index, step) in steps.enumerated() {
      #expect(step["index"] as? Int == index)
      #expect(step["action"] is String)
      #expect(step["warnings"] is [String])
      #expect(step["error"] is NSNull || step["error"] is String)
      let phases = try #require(step["phases"] as? [[String: Any]])
      if index > 0 {
        #expect(phases.count >= 2)
        #expect(phases.first?["name"] as? String == "before")
        #expect(phases.last?["name"] as? String == "after")
      }
      for phase in phases {
        #expect(phase["name"] is String && phase["explanation"] is String)
        #expect(phase["events"] is [String])
        #expect(phase["appMistakes"] is [String])
        try checkView(try #require(phase["window"] as? [String: Any]))
        try checkController(try #require(phase["controllers"] as? [String: Any]))
      }
    }
  }

  private func checkView(_ view: [String: Any]) throws {
    #expect(view["class"] is String)
    #expect((view["frame"] as? [NSNumber])?.count == 4)
    #expect(view["owner"] is String || view["owner"] is NSNull)
    #expect(view["role"] is String || view["role"] is NSNull)
    #expect(view["hidden"] is Bool)
    for subview in try #require(view["subviews"] as? [[String: Any]]) { try checkView(subview) }
  }

  private func checkController(_ controller: [String: Any]) throws {
    #expect(controller["name"] is String && controller["class"] is String)
    let state = controller["state"] as? String
    #expect(["appeared", "appearing", "disappearing", "disappeared"].contains(state ?? ""))
    #expect(controller["inWindow"] is Bool)
    #expect(
      controller["presentationController"] is String
        || controller["presentationController"] is NSNull)
    if let presented = controller["presented"] as? [String: Any] {
      try checkController(presented)
    } else {
      #expect(controller["presented"] is NSNull)
    }
    for child in try #require(controller["children"] as? [[String: Any]]) {
      try checkController(child)
    }
  }

  private func load(_ name: String) throws -> Timeline {
    let path = Self.scenes.appendingPathComponent("\(name).yaml").path
    return TimelineBuilder.build(try SwiftSceneLoader.load(path: path))
  }

  private func compare(_ actual: String, golden: String) throws {
    try Self.compareGolden(actual, golden: golden)
  }

  /// Compares `actual` with the golden file, or writes it (and fails) when recording.
  static func compareGolden(
    _ actual: String, golden: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws {
    GoldenFile.check(
      actual, file: Self.goldens.appendingPathComponent(golden), name: golden,
      sourceLocation: sourceLocation)
  }
}
