import Foundation
import Testing

/// `tscope check` on issue 23's four fuzz findings, kept open until the engine modelled them
/// (now in `Tests/Regressions`): every phase keeps every invariant, so `check` prints its one
/// summary line, the same on every run. The order of the checker's messages is pinned by
/// `InvariantOrderTests`; `Tests/Regressions/Open` holds the findings still open.
@Suite struct CheckGoldenTests {
  /// The fixed findings, by name.
  static let scenes = [
    "animator-inserts-the-from-view-after-completing",
    "animator-inserts-the-old-tab-after-completing",
    "animator-puts-the-presenter-inside-the-presented-view",
    "cancelled-tab-switch-back-to-a-context-presenter",
  ]

  @Test func checkPassesTheFixedFindingsTheSameWayEachRun() throws {
    let root = PrintCheckTests.root.path + "/"
    let paths = Self.scenes.map { root + "Tests/Regressions/\($0).yaml" }
    let first = try CommandRunner.run(["check"] + paths)
    let second = try CommandRunner.run(["check"] + paths)
    #expect(first.status == 0)
    #expect(first.error == "")
    #expect(first.output == "ok: 4 scenes, 6 steps, 35 phases\n")
    #expect(second.output == first.output)
  }
}
