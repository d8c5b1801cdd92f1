import Foundation
import Testing

/// The one way tests compare text with a committed golden file (scene and diagram goldens,
/// shot pictures, `docs/rules.md`, `check` output). A mismatch fails with a line diff; with
/// `TSCOPE_RECORD_GOLDENS=1` the file is written anew and the test still fails, so that a
/// recording run never passes: a golden only counts once a second run has compared it.
public enum GoldenFile {
  /// True when the run writes goldens instead of comparing them.
  public static var recording: Bool {
    ProcessInfo.processInfo.environment["TSCOPE_RECORD_GOLDENS"] == "1"
  }

  /// Compares `actual` with the file at `url` (named `name` in messages), or records it.
  public static func check(
    _ actual: String, file url: URL, name: String? = nil,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    let label = name ?? url.lastPathComponent
    let previous = try? String(contentsOf: url, encoding: .utf8)
    if recording {
      do {
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try actual.write(to: url, atomically: true, encoding: .utf8)
      } catch {
        Issue.record("could not write \(label): \(error)", sourceLocation: sourceLocation)
        return
      }
      let change = previous == actual ? "unchanged" : previous == nil ? "new" : "changed"
      Issue.record(
        Comment(
          rawValue: "recorded \(label) (\(change)): review git diff, then run again without "
            + "TSCOPE_RECORD_GOLDENS"), sourceLocation: sourceLocation)
      return
    }
    guard let expected = previous else {
      Issue.record(
        "missing golden \(label); run TSCOPE_RECORD_GOLDENS=1 swift test",
        sourceLocation: sourceLocation)
      return
    }
    guard actual != expected else { return }
    Issue.record(
      Comment(
        rawValue: "\(label) differs from its golden (- golden, + actual):\n"
          + LineDiff.describe(expected: expected, actual: actual)
          + "\n(TSCOPE_RECORD_GOLDENS=1 swift test writes the goldens anew)"),
      sourceLocation: sourceLocation)
  }
}
