import Foundation
import SwiftScene
import TUI
import Testing
import TransitionEngine

@testable import SceneFile
@testable import TScopeCLI

/// `w` on a scene whose Swift `viewDidLoad` adds children (K-1): the children are the Swift's
/// to add again, so the written scene does not declare them, and it loads to the same timeline.
@Suite struct SceneSaverSwiftChildrenTests {
  @Test func childrenFromTheSwiftAreNotWrittenAsSceneChildren() throws {
    let scene = PrintCheckTests.scene("real-swift-embedded-children.yaml")
    let session = SceneSaverSwiftTests.session(scene, spec: try SwiftSceneLoader.load(path: scene))
    let folder = try SceneSaverTests.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = try SceneSaver.save(
      session.entry, added: SceneSaverSwiftTests.added, folder: folder)
    let written = try String(contentsOfFile: path, encoding: .utf8)
    #expect(!written.contains("Summary"))
    #expect(!written.contains("Charts"))
    #expect(
      SceneSaverTests.json(try SwiftSceneLoader.load(path: path))
        == SceneSaverTests.json(session.spec))
  }
}
