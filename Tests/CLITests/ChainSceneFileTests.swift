import Foundation
import SceneFile
import SwiftScene
import Testing
import TransitionEngine

@testable import TScopeCLI

/// `tscope bench --chain KIND --write-scene FILE` writes the chain as a scene file that loads
/// and plans to the same timeline as the chain `bench` plans, so that `tscope check` and
/// `tscope print` can be timed on it.
@Suite struct ChainSceneFileTests {
  @Test(arguments: ChainAction.allCases) func theWrittenChainPlansAsTheBenchChain(
    _ action: ChainAction
  ) throws {
    let scene = ChainScene.make(action, steps: 12)
    let loaded = try SwiftSceneLoader.parse(SceneWriter.text(of: scene), path: "chain.yaml")
    let expected = TimelineText.render(TimelineBuilder.build(scene), tree: .controllers)
    #expect(TimelineText.render(TimelineBuilder.build(loaded), tree: .controllers) == expected)
    #expect(
      TimelineText.render(TimelineBuilder.build(loaded))
        == TimelineText.render(
          TimelineBuilder.build(scene)))
  }

  @Test func benchWritesTheSceneFile() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("tscope-chain-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("select.yaml").path
    let written = try CommandRunner.run([
      "bench", "--chain", "select", "--steps", "3", "--write-scene", path,
    ])
    #expect(written.status == 0)
    #expect(written.output == "")
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text == SceneWriter.text(of: ChainScene.make(.select, steps: 3)))
    let check = try CommandRunner.run(["check", path])
    #expect(check.output == "ok: 1 scene, 3 steps, 10 phases\n")
  }
}
