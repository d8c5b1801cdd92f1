import Foundation
import SceneFile
import Testing
import TransitionEngine

/// Reading a scene runs none of the app's Swift: every question the reader asks goes through
/// the `SceneSwift` it is given (counted here), no `AppCode` exists before the planner starts
/// one, and no question runs the app's code: not even the appearance overrides whose presents
/// and children name controllers later steps use (those run when the planner creates the
/// controller; docs/DECISIONS.md).
@Suite struct ReadingRunsNoSwiftTests {
  static let scenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Scenes")

  static var sceneNames: [String] {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: scenes.path)) ?? []
    return files.filter { $0.hasSuffix(".yaml") }.sorted()
  }

  @Test func thereAreSwiftScenes() throws {
    let swift = try Self.sceneNames.filter { try Self.text($0).contains("\nswift:") }
    #expect(swift.count >= 20)
  }

  @Test(arguments: sceneNames)
  func readingRunsNoSwift(name: String) throws {
    let runtime = CountingRuntime()
    let scene = try SceneLoader.load(
      path: Self.scenes.appendingPathComponent(name).path, swift: runtime)
    // No AppCode exists before the planner starts one.
    #expect(runtime.programRuns.withLock { $0 } == 0, "\(name)")
    // Nothing the reader asks runs the app's code: what an override presents or adds is made
    // when the planner creates the controller.
    #expect(runtime.whats(.run) == [], "\(name)")
    let text = try Self.text(name)
    if !text.contains("\nswift:") {
      // A scene with no `swift:` files parses no file.
      #expect(runtime.whats(.parse).filter { $0.hasPrefix("file ") } == [], "\(name)")
      // One without any Swift asks nothing at all.
      if scene.app == nil { #expect(runtime.asked.withLock { $0.count } == 0, "\(name)") }
    } else {
      // Each file is handed over once, parsed for its errors and declarations.
      #expect(runtime.whats(.parse).filter { $0.hasPrefix("file ") }.count >= 1, "\(name)")
    }
    guard scene.app != nil else { return }
    _ = TimelineBuilder.build(scene)
    #expect(runtime.programRuns.withLock { $0 } == 1, "\(name): one run per planning")
  }

  static func text(_ name: String) throws -> String {
    try String(contentsOf: scenes.appendingPathComponent(name), encoding: .utf8)
  }
}
