import Foundation
import TestSupport
import Testing

/// `tscope check` on scenes that break invariants: its messages, in the order it prints them,
/// against `Tests/Goldens/check/open-findings.txt`. The order is the window's and the
/// controller tree's, never a dictionary's, so the same scenes print the same text every run.
@Suite struct CheckGoldenTests {
  /// The fuzz findings not fixed yet (`Tests/Regressions/Open`), by name.
  static let scenes = [
    "animator-inserts-the-from-view-after-completing",
    "animator-inserts-the-old-tab-after-completing",
    "animator-puts-the-presenter-inside-the-presented-view",
    "cancelled-tab-switch-back-to-a-context-presenter",
  ]

  @Test func checkListsEachPhasesMessagesInOneOrder() throws {
    let root = PrintCheckTests.root.path + "/"
    let paths = Self.scenes.map { root + "Tests/Regressions/Open/\($0).yaml" }
    let first = try CommandRunner.run(["check"] + paths)
    let second = try CommandRunner.run(["check"] + paths)
    #expect(first.status == 1)
    #expect(first.error == second.error)
    let text = (first.output + first.error).replacingOccurrences(of: root, with: "")
    GoldenFile.check(
      text,
      file: PrintCheckTests.root.appendingPathComponent("Tests/Goldens/check/open-findings.txt"),
      name: "check/open-findings.txt")
  }
}
