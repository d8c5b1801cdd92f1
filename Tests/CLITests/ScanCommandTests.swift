import Foundation
import Testing

/// `tscope scan` as a user runs it: the table on stdout, strict JSON with `--format json`,
/// the default output folder, and a folder that does not exist.
@Suite struct ScanCommandTests {
  static let fixture = PrintCheckTests.root
    .appendingPathComponent("Tests/AppScanTests/Fixtures/StuckAnimator").path

  @Test func theTableAndTheJSON() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("tscope-scan-cli-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let text = try CommandRunner.run(["scan", Self.fixture], in: try Self.make(folder))
    #expect(text.status == 0)
    #expect(text.output.contains("PlayerList → NowPlaying  present fullScreen"))
    #expect(text.output.contains("unfinished transition"))
    let written = folder.appendingPathComponent("tscope-scenes/playerlist-present-nowplaying.yaml")
    #expect(FileManager.default.fileExists(atPath: written.path))
    let json = try CommandRunner.run(
      ["scan", Self.fixture, "-o", "out", "--format", "json"], in: folder.path)
    let object = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
    #expect((object?["scenes"] as? [Any])?.count == 1)
    #expect((object?["skipped"] as? [Any])?.isEmpty == true)
    let check = try CommandRunner.run(
      ["check", "out/playerlist-present-nowplaying.yaml"], in: folder.path)
    #expect(check.status == 0)
  }

  @Test func noSuchFolder() throws {
    let result = try CommandRunner.run(["scan", "no-such-app-folder"])
    #expect(result.status == 1)
    #expect(result.error == "tscope: error: scan no-such-app-folder: no such folder\n")
  }

  private static func make(_ folder: URL) throws -> String {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder.path
  }
}
