import Foundation
import SceneFile
import SwiftScene
import TestSupport
import Testing
import TransitionEngine

/// The writers copy the bytes of records a phase shares with the phase before it. Their output
/// must be byte for byte what formatting every record anew gives, for every scene and every
/// kept regression scene, in JSON, text and the controller hierarchy.
@Suite struct RecordBytesWriterTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// Every scene file of `Scenes/` and `Tests/Regressions/`, as `folder/name`.
  static let sceneFiles: [String] = ["Scenes", "Tests/Regressions"].flatMap { folder in
    let path = root.appendingPathComponent(folder).path
    let files = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    return files.filter { $0.hasSuffix(".yaml") }.sorted().map { "\(folder)/\($0)" }
  }

  @Test func thereAreScenesOfBothFolders() {
    #expect(Self.sceneFiles.filter { $0.hasPrefix("Scenes/") }.count >= 50)
    #expect(Self.sceneFiles.filter { $0.hasPrefix("Tests/Regressions/") }.count >= 50)
  }

  @Test(arguments: sceneFiles)
  func reusedBytesAreTheFormattedBytes(file: String) throws {
    let path = Self.root.appendingPathComponent(file).path
    // A kept regression scene that must be rejected has nothing to print.
    guard let spec = try? SwiftSceneLoader.load(path: path) else { return }
    let timeline = TimelineBuilder.build(spec)
    Self.expectSame(
      JSONDescription.render(timeline),
      JSONDescription.render(timeline, reusingRecordBytes: false), file, "json")
    Self.expectSame(
      TimelineText.render(timeline),
      TimelineText.render(timeline, reusingRecordBytes: false), file, "text")
    Self.expectSame(
      TimelineText.render(timeline, tree: .controllers),
      TimelineText.render(timeline, tree: .controllers, reusingRecordBytes: false), file,
      "hierarchy")
  }

  /// Most scenes' records change between phases, so a key that is not the record's identity
  /// (the view's ID, say) shows a stale frame or state somewhere: the message shows the first
  /// difference (JSON is one line, so by byte offset) and the line diff.
  static func expectSame(_ reused: String, _ formatted: String, _ file: String, _ format: String) {
    guard reused != formatted else { return }
    let old = Array(formatted.utf8)
    let new = Array(reused.utf8)
    var offset = 0
    while offset < old.count, offset < new.count, old[offset] == new[offset] { offset += 1 }
    func around(_ bytes: [UInt8]) -> String {
      String(decoding: bytes[max(0, offset - 80)..<min(bytes.count, offset + 80)], as: UTF8.self)
    }
    Issue.record(
      """
      \(file) \(format): reused bytes differ from formatted ones at byte \(offset)
      formatted: …\(around(old))…
      reused:    …\(around(new))…
      \(LineDiff.describe(expected: formatted, actual: reused))
      """)
  }
}
