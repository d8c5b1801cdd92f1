import Foundation
import SwiftScene
import TUI
import Testing
import TransitionEngine

@testable import SceneFile
@testable import TScopeCLI

/// `w` on a real-Swift scene: the scene is written with its `swift:` keys, and its Swift files
/// go beside it, so that the written file loads to the same timeline wherever it is saved.
@Suite struct SceneSaverSwiftTests {
  static let added = [StepSpec(action: .rotate(.landscape))]

  static func session(_ path: String, spec: SceneSpec) -> SceneSession {
    var session = SceneSession(entry: SceneEntry(path: path, spec: spec))
    for step in added { session.append(step) }
    return session
  }

  @Test func aSceneFilesSwiftGoesBesideTheSavedScene() throws {
    let scene = PrintCheckTests.scene("real-swift-onboarding.yaml")
    let session = Self.session(scene, spec: try SwiftSceneLoader.load(path: scene))
    let folder = try SceneSaverTests.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = try SceneSaver.save(session.entry, added: Self.added, folder: folder)
    let copied = try String(contentsOfFile: folder + "/Onboarding.swift", encoding: .utf8)
    let original = try String(
      contentsOfFile: PrintCheckTests.scene("Onboarding.swift"), encoding: .utf8)
    #expect(copied == original)
    #expect(
      SceneSaverTests.json(try SwiftSceneLoader.load(path: path))
        == SceneSaverTests.json(session.spec))
    // Saved again into the same folder: the same Swift is there already; the scene is new.
    #expect(
      try SceneSaver.save(session.entry, added: Self.added, folder: folder)
        == folder + "/real-swift-onboarding-steps-2.yaml")
  }

  @Test func aBuiltInScenesSwiftIsWrittenFromTheBuiltInFiles() throws {
    let name = "real-swift-fade.yaml"
    let text = try #require(BuiltInScenes.text(of: name))
    let spec = try SwiftSceneLoader.parse(text, path: name, swiftFile: BuiltInScenes.swiftFile)
    let folder = try SceneSaverTests.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let files = try SceneSaver.swiftFiles(
      of: SceneEntry(path: name, spec: spec), folder: folder,
      source: SceneSource.Resolved(path: name, builtIn: text))
    #expect(files.map(\.path) == [folder + "/FadeTransition.swift"])
    #expect(files.first?.text == BuiltInScenes.swiftFile("FadeTransition.swift")?.text)
  }

  @Test func otherSwiftOfTheSameNameIsNeverOverwritten() throws {
    let scene = PrintCheckTests.scene("real-swift-onboarding.yaml")
    let session = Self.session(scene, spec: try SwiftSceneLoader.load(path: scene))
    let folder = try SceneSaverTests.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try "// mine\n".write(toFile: folder + "/Onboarding.swift", atomically: true, encoding: .utf8)
    #expect(throws: SceneSaver.SaveError.self) {
      _ = try SceneSaver.save(session.entry, added: Self.added, folder: folder)
    }
    #expect(
      try String(contentsOfFile: folder + "/Onboarding.swift", encoding: .utf8) == "// mine\n")
    #expect(!FileManager.default.fileExists(atPath: folder + "/real-swift-onboarding-steps.yaml"))
  }
}
