import Foundation
import Testing

@testable import TScopeCLI

/// A scene argument is a file or a built-in scene; a file of the same name wins and says so.
@Suite struct SceneSourceTests {
  static let pushText = BuiltInScenes.text(of: "push.yaml")

  @Test func aBareBuiltInNameWithNothingOnDiskIsTheBuiltInScene() {
    for argument in ["push", "push.yaml"] {
      let source = SceneSource.resolve(argument, scenesFolder: nil) { _ in false }
      #expect(source == .init(path: "push.yaml", builtIn: Self.pushText, note: nil))
    }
    #expect(Self.pushText?.hasPrefix("title: Push a detail screen") == true)
  }

  @Test func aFileInTheCurrentFolderWinsWithANote() {
    let source = SceneSource.resolve("push.yaml", scenesFolder: "Scenes") { $0 == "push.yaml" }
    #expect(
      source
        == .init(
          path: "push.yaml", builtIn: nil,
          note: "tscope: note: reading push.yaml from disk, not the built-in scene push.yaml"))
  }

  @Test func aFileInTheScenesFolderWinsWithANote() {
    let source = SceneSource.resolve("push", scenesFolder: "/home/me/scenes") {
      $0 == "/home/me/scenes/push.yaml"
    }
    #expect(source.path == "/home/me/scenes/push.yaml")
    #expect(source.builtIn == nil)
    #expect(
      source.note
        == "tscope: note: reading /home/me/scenes/push.yaml from disk, not the built-in scene "
        + "push.yaml")
  }

  @Test func pathsAndOtherNamesAreFiles() {
    for argument in ["Scenes/push.yaml", "./push.yaml", "my-scene.yaml", "pusher"] {
      let source = SceneSource.resolve(argument, scenesFolder: "Scenes") { _ in true }
      #expect(source == .init(path: argument, builtIn: nil, note: nil), "\(argument)")
    }
  }
}

/// The command line on built-in scenes, run from a folder outside the checkout.
@Suite struct BuiltInSceneCommandTests {
  static func scratch() throws -> String {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("tscope-builtin-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test func printByNameMatchesTheFile() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let file = try CommandRunner.run(["print", "Scenes/push.yaml", "--format", "json"])
    // An empty scenes folder: the name can only be the built-in scene.
    let empty = folder + "/empty"
    try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
    for argument in ["push", "push.yaml"] {
      let named = try CommandRunner.run(
        ["print", argument, "--format", "json"], environment: ["TSCOPE_SCENES": empty],
        in: folder)
      #expect(named.status == 0)
      #expect(named.error == "")
      #expect(named.output == file.output)
    }
  }

  @Test func aFileOfTheSameNameWinsAndSaysSo() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let text = try #require(BuiltInScenes.text(of: "push"))
    try text.replacingOccurrences(of: "title: Push a detail screen", with: "title: My push")
      .write(toFile: folder + "/push.yaml", atomically: true, encoding: .utf8)
    let result = try CommandRunner.run(["print", "push.yaml", "--step", "0"], in: folder)
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("TransitionScope · My push onto a navigation stack\n"))
    #expect(
      result.error
        == "tscope: note: reading push.yaml from disk, not the built-in scene push.yaml\n")
  }

  @Test func exportWritesEveryBuiltInSceneAndRefusesToOverwrite() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let target = folder + "/my scenes"
    let first = try CommandRunner.run(["scenes", "--export", target])
    #expect(first.status == 0)
    #expect(
      first.output
        == "wrote \(BuiltInScenes.files.count) scenes and order.txt to \(target)\n")
    for file in BuiltInScenes.files + BuiltInScenes.swiftFiles {
      #expect(try String(contentsOfFile: "\(target)/\(file.name)", encoding: .utf8) == file.text)
    }
    #expect(!BuiltInScenes.swiftFiles.isEmpty)
    #expect(
      try String(contentsOfFile: target + "/order.txt", encoding: .utf8)
        == BuiltInScenes.orderText)
    let again = try CommandRunner.run(["scenes", "--export", target])
    #expect(again.status == 1)
    #expect(again.error.hasPrefix("tscope: error: \(target)/"))
    #expect(again.error.hasSuffix(" is already there; --force replaces it\n"))
    #expect(try CommandRunner.run(["scenes", "--export", target, "--force"]).status == 0)
    // The exported folder is a scenes folder like the repository's: same picker order.
    #expect(
      SceneCatalog.load(folder: target).entries.map {
        URL(fileURLWithPath: $0.path).lastPathComponent
      }
        == BuiltInScenes.names)
  }

  @Test func aBuiltInNameIsNotAMistypedCommand() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let result = try CommandRunner.run(["push"], environment: ["TSCOPE_SCENES": folder], in: folder)
    #expect(result.status == 1)
    #expect(result.error == "tscope: not a terminal; use 'tscope print SCENE' for text output\n")
    let typo = try CommandRunner.run(["pusj"])
    #expect(typo.status == 64)
  }

  @Test func scenesListsTheBuiltInScenesInTeachingOrder() throws {
    let result = try CommandRunner.run(["scenes"])
    let lines = result.output.split(separator: "\n")
    #expect(lines.count == BuiltInScenes.files.count)
    #expect(lines.first?.hasPrefix("push.yaml ") == true)
    #expect(lines.first?.hasSuffix("  Push a detail screen onto a navigation stack") == true)
  }
}
