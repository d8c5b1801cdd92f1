import Foundation
import TUI
import Testing

@testable import TScopeCLI

/// `tscope explain`: text and JSON per the contract, standard input, `--scene`, and exit
/// status 1 with a located error when nothing is recognisable.
@Suite("Explain command")
struct ExplainCommandTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let hierarchy = root.appendingPathComponent("Examples/black-screen/hierarchy.txt").path
  static let controllers = root.appendingPathComponent("Examples/black-screen/controllers.txt").path

  @Test func jsonHasTheContractsFields() throws {
    let result = try CommandRunner.run([
      "explain", Self.hierarchy, Self.controllers, "--format", "json",
    ])
    #expect(result.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    #expect(Set(object.keys) == ["inputs", "views", "controllers", "story", "findings"])
    let views = try #require(object["views"] as? [[String: Any]])
    #expect(
      Set(views[0].keys) == [
        "address", "class", "frame", "depth", "parent", "role", "owner", "rule",
      ])
    #expect(views[3]["role"] as? String == "presentation-container")
    #expect(views[3]["frame"] as? [Double] == [0, 0, 393, 852])
    #expect(views[4]["owner"] as? String == "0x103712a10")
    let controllers = try #require(object["controllers"] as? [[String: Any]])
    #expect(
      Set(controllers[1].keys) == [
        "address", "class", "state", "inWindow", "view", "parent", "presenter", "presentedWith",
        "style",
      ])
    #expect(controllers[1]["style"] as? String == "overFullScreen")
    #expect(controllers[1]["presenter"] as? String == "0x103712a10")
    let findings = try #require(object["findings"] as? [[String: Any]])
    #expect(findings.map { $0["kind"] as? String } == ["app-mistake"])
    #expect(findings.map { $0["rule"] as? String } == ["X-8"])
    let inputs = try #require(object["inputs"] as? [[String: Any]])
    #expect(inputs.map { $0["kind"] as? String } == ["recursiveDescription", "_printHierarchy"])
  }

  @Test func standardInputAndText() throws {
    let text = try String(contentsOfFile: Self.controllers, encoding: .utf8)
    let result = try CommandRunner.run(["explain", "-"], input: text)
    #expect(result.status == 0)
    #expect(
      result.output.contains(
        "== controllers ==\nMyApp.HomeViewController 0x103712a10: appeared, its view in the window, root\n"
      ))
    #expect(result.output.contains("-:1: noise: (lldb) po UIViewController._printHierarchy()"))
  }

  @Test func nothingRecognisableExitsWithStatusOne() throws {
    let result = try CommandRunner.run(["explain", "-"], input: "hello\n  world\n")
    #expect(result.status == 1)
    #expect(
      result.error.hasPrefix("-:1:1: error: no recursiveDescription or _printHierarchy line found"))
    #expect(result.output.isEmpty)
  }

  @Test func sceneIsWrittenAndLoads() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tscope-explain-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = folder.appendingPathComponent("black.yaml").path
    let result = try CommandRunner.run([
      "explain", Self.hierarchy, Self.controllers, "--scene", scene,
    ])
    #expect(result.status == 0)
    let check = try CommandRunner.run(["check", scene])
    #expect(check.output == "ok: 1 scene, 2 steps, 13 phases, 1 app mistake\n")  // the black screen
  }
}

/// A dump opens where a scene opens: the viewer, print, shot and check take the scene
/// `explain --scene` writes for it.
@Suite("Dumps open as scenes")
struct DumpSceneTests {
  @Test func aDumpFileOpensAsItsRebuiltScene() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tscope-dump-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let both = folder.appendingPathComponent("black.txt")
    let text = try [ExplainCommandTests.hierarchy, ExplainCommandTests.controllers]
      .map { try String(contentsOfFile: $0, encoding: .utf8) }.joined()
    try text.write(to: both, atomically: true, encoding: .utf8)
    let print = try CommandRunner.run(["print", both.path, "--step", "2", "--phase", "completed"])
    #expect(print.status == 0)
    #expect(print.output.contains("== step 2/2: dismiss CardViewController =="))
    #expect(print.output.contains("the user sees black (X-8)"))
    let check = try CommandRunner.run(["check", both.path])
    #expect(check.output == "ok: 1 scene, 2 steps, 13 phases, 1 app mistake\n")  // the black screen
  }

  @Test func aFileThatIsNeitherGetsTheScenesError() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tscope-dump-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let notes = folder.appendingPathComponent("notes.txt")
    try "title: x\nroot: [\n".write(to: notes, atomically: true, encoding: .utf8)
    let result = try CommandRunner.run(["print", notes.path])
    #expect(result.status == 1)
    #expect(result.error.contains("notes.txt:"))
    #expect(result.error.contains(": error: "))
  }
}

/// `o` in the viewer opens a dump as a dump, the scene rebuilt from it behind it.
@Suite("Opening a dump in the viewer")
struct OpenDumpEffectTests {
  @Test func theOpenEffectReadsADump() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tscope-open-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("controllers.txt")
    try String(contentsOfFile: ExplainCommandTests.controllers, encoding: .utf8)
      .write(to: file, atomically: true, encoding: .utf8)
    var effects = ViewerEffects()
    let actions = effects.perform(.openScene(path: file.path))
    guard case .openedDump(let page)? = actions.first, let entry = page.scene else {
      Issue.record("expected an opened dump with its scene, got \(actions)")
      return
    }
    #expect(page.path == file.path)
    #expect(page.rebuildSteps == 1)
    #expect(entry.path.isEmpty)
    #expect(entry.spec.title == "The app's state from its dump (controllers.txt)")
    #expect(entry.spec.steps.count == 2)
  }
}
