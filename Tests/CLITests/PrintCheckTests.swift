import Foundation
import Testing

@testable import TScopeCLI

/// `tscope print` and `tscope check` run as the executable runs them: their output, their
/// messages and their exit status.
@Suite struct PrintCheckTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static func scene(_ name: String) -> String {
    root.appendingPathComponent("Scenes").appendingPathComponent(name).path
  }

  static func golden(_ name: String) throws -> String {
    try String(
      contentsOf: root.appendingPathComponent("Tests/Goldens").appendingPathComponent(name),
      encoding: .utf8)
  }

  /// A scene file written to a temporary folder.
  static func write(_ text: String, name: String = "scene.yaml") throws -> String {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("tscope-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent(name).path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  @Test func printWritesTheGoldenText() throws {
    // The executable run as a user runs it: the golden's text, nothing on standard error.
    let result = try CommandRunner.run(["print", Self.scene("push.yaml")])
    #expect(result.status == 0)
    #expect(result.error.isEmpty)
    #expect(result.output == (try Self.golden("push.txt")))
  }

  @Test func printJSONParses() throws {
    let result = try CommandRunner.run(["print", Self.scene("push.yaml"), "--format", "json"])
    #expect(result.status == 0)
    let json = try JSONSerialization.jsonObject(with: Data(result.output.utf8))
    let steps = (json as? [String: Any])?["steps"] as? [Any]
    #expect(steps?.count == 2)
  }

  @Test func printOneStep() throws {
    let result = try CommandRunner.run(["print", Self.scene("push.yaml"), "--step", "1"])
    #expect(result.status == 0)
    #expect(result.output.contains("-- phase 1/"))
    #expect(!result.output.contains("step 0"))
  }

  @Test func aMalformedSceneIsALocatedErrorAndExitOne() throws {
    let path = try Self.write("title: broken\nroot:\n  navigation: Nav\n  stak: [A]\n")
    for command in ["print", "check"] {
      let result = try CommandRunner.run([command, path])
      // `check` and `print` both refuse it before anything is printed.
      #expect(result.status == 1, "\(command)")
      #expect(result.output.isEmpty, "\(command)")
      #expect(
        result.error.contains(
          "\(path):4:3: error: unknown key 'stak' in navigation controller; did you mean 'stack'?"),
        "\(command): \(result.error)")
    }
  }

  @Test func checkSaysOkForEveryShippedScene() throws {
    let folder = Self.root.appendingPathComponent("Scenes").path
    let names = try FileManager.default.contentsOfDirectory(atPath: folder)
      .filter { $0.hasSuffix(".yaml") }.sorted()
    let result = try CommandRunner.run(["check"] + names.map(Self.scene))
    #expect(result.status == 0, "\(result.error)")
    // Only the UIKit warnings and exceptions and the app mistakes the scenes teach, one a line.
    for line in result.error.split(separator: "\n") {
      #expect(
        line.contains(": warning: step ") || line.contains(": exception: step ")
          || line.contains(": mistake: step "), "\(line)")
    }
    #expect(result.output.hasPrefix("ok: \(names.count) scenes, "))
  }

  @Test func checkPrintsEachStepsWarningAndExceptionAndStrictFails() throws {
    let scene = Self.scene("refusals.yaml")
    let timeline = try SceneInput.timeline(path: scene)
    let expected = timeline.steps.flatMap { step in
      step.warnings.map { "\(scene): warning: step \(step.index) (\(step.action)): \($0)" }
        + (step.error.map { ["\(scene): exception: step \(step.index) (\(step.action)): \($0)"] }
          ?? [])
    }
    #expect(expected.count >= 2)
    let result = try CommandRunner.run(["check", scene])
    #expect(result.status == 0)
    #expect(result.error.split(separator: "\n").map(String.init) == expected)
    #expect(result.output.hasSuffix(", \(expected.count) UIKit warnings or exceptions\n"))
    let strict = try CommandRunner.run(["check", "--strict", scene])
    #expect(strict.status == 1)
    #expect(strict.output.isEmpty)
    #expect(strict.error.hasSuffix("UIKit warnings or exceptions (--strict)\n"))
    let quiet = try CommandRunner.run(["check", "--strict", Self.scene("push.yaml")])
    #expect(quiet.status == 0)
    #expect(quiet.error.isEmpty)
  }

  @Test func checkListsEachAppMistakeWithItsLineAndStrictFails() throws {
    let scene = Self.scene("animator-tab.yaml")
    let result = try CommandRunner.run(["check", scene])
    #expect(result.status == 0)
    #expect(
      result.error.split(separator: "\n").map(String.init) == [
        "\(scene): mistake: step 3 (select Mail in Tabs): appearance out of step: Mail (line 25)",
        "\(scene): mistake: step 3 (select Mail in Tabs): container content: Tabs (line 25)",
      ])
    #expect(result.output == "ok: 1 scene, 3 steps, 15 phases, 2 app mistakes\n")
    let strict = try CommandRunner.run(["check", "--strict", scene])
    #expect(strict.status == 1)
    #expect(strict.error.hasSuffix("2 app mistakes (--strict)\n"))
    // Each mistake comes from the step's data, the same the planner recorded.
    let timeline = try SceneInput.timeline(path: scene)
    #expect(
      timeline.steps.map { $0.mistakes.map(\.description) } == [
        [], [], [],
        ["appearance out of step: Mail (line 25)", "container content: Tabs (line 25)"],
      ])
  }

  @Test func aMissingFileIsAnError() throws {
    let result = try CommandRunner.run(["print", "/nonexistent/scene.yaml"])
    #expect(result.status == 1)
    #expect(result.error.contains("/nonexistent/scene.yaml"))
    #expect(result.output.isEmpty)
  }

  @Test func anUnknownOptionIsAUsageError() throws {
    let result = try CommandRunner.run(["print", Self.scene("push.yaml"), "--colour"])
    #expect(result.status == 64)
    #expect(result.error.contains("--colour"))
  }
}

/// The viewer's command line without a terminal: scene folders and refusals happen before
/// the terminal is touched.
@Suite struct ViewCommandTests {
  @Test func aMissingScenesFolderIsRefused() throws {
    let result = try CommandRunner.run(["--scenes", "/nonexistent/folder"])
    #expect(result.status == 1)
    #expect(result.error == "tscope: error: --scenes /nonexistent/folder: no such folder\n")
  }

  @Test func withoutATerminalTheViewerSaysSoInOneLine() throws {
    let result = try CommandRunner.run([PrintCheckTests.scene("push.yaml")])
    #expect(result.status == 1)
    #expect(result.output.isEmpty)
    #expect(result.error == "tscope: not a terminal; use 'tscope print SCENE' for text output\n")
  }
}

/// The picker's catalog: teaching order from `order.txt`, failures kept with their error.
@Suite struct SceneCatalogTests {
  @Test func theOrderFileComesFirstThenTheRestByName() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("tscope-catalog-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try "# teaching order\nz.yaml\n\nb.yaml  # second\nmissing.yaml\n".write(
      toFile: folder + "/order.txt", atomically: true, encoding: .utf8)
    let names = ["a.yaml", "b.yaml", "c.yaml", "z.yaml"]
    #expect(
      SceneCatalog.ordered(names, folder: folder) == ["z.yaml", "b.yaml", "a.yaml", "c.yaml"])
  }

  @Test func filesThatFailAreListedWithTheirError() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("tscope-catalog-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try "title: fine\nroot: A\n".write(
      toFile: folder + "/good.yaml", atomically: true, encoding: .utf8)
    try "title: broken\nroot:\n  navigation: Nav\n  stak: [A]\n".write(
      toFile: folder + "/bad.yaml", atomically: true, encoding: .utf8)
    let catalog = SceneCatalog.load(folder: folder)
    #expect(catalog.entries.map(\.spec.title) == ["fine"])
    #expect(catalog.failures.map(\.path) == [folder + "/bad.yaml"])
    #expect(
      catalog.failures.first?.shortMessage
        == "bad.yaml:4:3: error: unknown key 'stak' in navigation controller; did you mean 'stack'?"
    )
  }

}
