import Foundation
import Testing

/// `tscope check` on issue 23's four fuzz findings, kept open until the engine modelled them
/// (now in `Tests/Regressions`): every phase keeps every invariant, so `check` prints its one
/// summary line and the app mistakes it lists, the same on every run. The order of the checker's messages is pinned by
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
    // The app mistakes these animators make are listed (not invariants broken).
    #expect(
      first.error.split(separator: "\n").allSatisfy { $0.contains(": mistake: step 1 (") })
    #expect(first.output == "ok: 4 scenes, 6 steps, 35 phases, 8 app mistakes\n")
    #expect(second.output == first.output)
    #expect(second.error == first.error)
  }
}
