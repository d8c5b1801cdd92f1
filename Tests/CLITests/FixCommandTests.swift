import Foundation
import Testing

/// `tscope fix` and `tscope compare --fix` as a user runs them: the diff applies with
/// `patch`, the fixed scene then checks without the mistake, and the comparison puts the
/// scene as written beside the fixed one.
@Suite struct FixCommandTests {
  @Test func theBuiltInBlackScreenGetsItsDiffAndTheDiffApplies() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("tscope-fix-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let exported = try CommandRunner.run(
      ["scenes", "--export", folder.path + "/s"], in: folder.path)
    #expect(exported.status == 0)
    let scene = folder.path + "/s/real-swift-black-screen.yaml"
    let result = try CommandRunner.run(["fix", scene])
    #expect(result.status == 0, "\(result.error)")
    let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      Array(lines.prefix(4)) == [
        "\(scene): mistake: step 2 (dismiss Card): appearance out of step: Home",
        "fix: delete ZoomFromPresenter.swift:17; run with it, step 2 makes no mistake and "
          + "nothing else gets worse (1 edit run)",
        "--- a/ZoomFromPresenter.swift", "+++ b/ZoomFromPresenter.swift",
      ])
    let patch = Process()
    patch.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    patch.arguments = ["patch", "-s", "-p1", "-d", folder.path + "/s"]
    let diff = folder.appendingPathComponent("fix.diff")
    try Data(lines.dropFirst(2).joined(separator: "\n").utf8).write(to: diff)
    patch.standardInput = try FileHandle(forReadingFrom: diff)
    try patch.run()
    patch.waitUntilExit()
    #expect(patch.terminationStatus == 0)
    let again = try CommandRunner.run(["check", "--strict", scene])
    #expect(again.status == 0 && again.error.isEmpty, "\(again.error)")
    #expect(try CommandRunner.run(["fix", scene]).output.hasPrefix("ok: 1 scene, no app mistake"))
  }

  @Test func aMistakeWithoutSwiftToEditFailsAndSaysWhy() throws {
    let result = try CommandRunner.run(["fix", "animator-stuck-push"])
    #expect(result.status == 1)
    #expect(result.output.contains("no fix: the mistake is in the scene's own `animator:`"))
  }

  @Test func compareFixPutsTheFixedSceneOnTheRight() throws {
    let result = try CommandRunner.run(["compare", "--fix", "real-swift-black-screen", "--text"])
    #expect(result.status == 0, "\(result.error)")
    #expect(
      result.output.hasPrefix(
        """
        A: Your real Swift: the black screen after dismiss
        B: Your real Swift: the black screen after dismiss (fixed: delete ZoomFromPresenter.swift:17)
        """))
    let refused = try CommandRunner.run(["compare", "--fix", "push", "--text"])
    #expect(refused.status == 1 && refused.error.contains("push: no fix to compare"))
    let two = try CommandRunner.run(["compare", "--fix", "push", "pop", "--text"])
    #expect(two.status != 0)
  }
}
