import Foundation
import SceneFile
import SwiftScene
import TUI
import TestSupport
import Testing

@testable import TScopeCLI

/// `tscope compare A B`: the lockstep pairing, the text walk against its goldens, and the
/// viewer driven through its run loop with keys.
@Suite("tscope compare")
struct CompareTests {
  static let goldens = ShotCommandTests.root.appendingPathComponent("Tests/Goldens/compare")

  static func session(_ name: String) throws -> SceneSession {
    let path = ShotCommandTests.scene(name)
    return SceneSession(entry: SceneEntry(path: path, spec: try SwiftSceneLoader.load(path: path)))
  }

  /// The rows as `step: left phase | right phase`, a held side's phase in brackets.
  static func table(_ left: SceneSession, _ right: SceneSession) -> [String] {
    Lockstep(left: left.timeline, right: right.timeline).rows.map { row in
      func name(_ session: SceneSession, _ position: Position, own: Bool) -> String {
        let phase = session.phase(at: position)?.name ?? "?"
        return own ? phase : "[\(phase)]"
      }
      return "\(row.step): \(name(left, row.left, own: row.leftOwn)) | "
        + name(right, row.right, own: row.rightOwn)
    }
  }

  @Test func phasesOfTheSameNameStandSideBySideAndAMissingOneIsHeld() throws {
    let table = Self.table(try Self.session("compare-push"), try Self.session("compare-page-sheet"))
    #expect(
      table == [
        "0: initial | initial",
        "1: before | before",
        "1: container ready | container ready",
        "1: [container ready] | presentation will begin",
        "1: to-view added | to-view added",
        "1: animating | animating",
        "1: completed | completed",
        "1: after | after",
        "2: before | before",
        "2: container ready | [before]",
        "2: to-view added | [before]",
        "2: [to-view added] | dismissal will begin",
        "2: animating | animating",
        "2: completed | completed",
        "2: after | after",
      ])
  }

  @Test func aSceneWithFewerStepsHoldsItsLastPhase() throws {
    let push = try Self.session("push")
    let pair = try Self.session("compare-present")
    let table = Self.table(push, pair)
    #expect(table.count == 13)
    #expect(table.last == "2: [after] | after")
    #expect(table.filter { $0.hasPrefix("2: [after] |") }.count == 5)
  }

  @Test func stepKeysGoToAStepsFirstRow() throws {
    let lockstep = Lockstep(
      left: try Self.session("compare-push").timeline,
      right: try Self.session("compare-page-sheet").timeline)
    #expect(lockstep.stepRow(from: 0, forward: true) == 1)
    #expect(lockstep.stepRow(from: 1, forward: true) == 8)
    #expect(lockstep.stepRow(from: 8, forward: true) == 14, "no step after: the last row")
    #expect(lockstep.stepRow(from: 10, forward: false) == 8, "inside a step: its first row")
    #expect(lockstep.stepRow(from: 8, forward: false) == 1)
    #expect(lockstep.stepRow(from: 0, forward: false) == 0)
  }

  @Test(arguments: [
    ("compare-fullscreen", "compare-overfullscreen"), ("compare-push", "compare-present"),
    ("compare-present", "compare-page-sheet"),
  ])
  func theTextWalkMatchesItsGolden(_ left: String, _ right: String) throws {
    let result = try CommandRunner.run([
      "compare", ShotCommandTests.scene(left), ShotCommandTests.scene(right), "--text",
    ])
    #expect(result.status == 0, "\(result.error)")
    let name = "\(left)--\(right).txt"
    GoldenFile.check(result.output, file: Self.goldens.appendingPathComponent(name), name: name)
  }

  /// What the pair teaches: once the presentation is over, fullScreen has taken FeedNav's
  /// view out of the window and overFullScreen has left it there.
  @Test func theFullScreenPairDiffersInThePresentersView() throws {
    let result = try CommandRunner.run([
      "compare", "compare-fullscreen", "compare-overfullscreen", "--text",
    ])
    let rows = result.output.components(separatedBy: "\n== ")
    let after = try #require(rows.first { $0.contains("(fullScreen) · phase 7/7: after") })
    let lines = after.split(separator: "\n").filter { $0.contains(" | ") }
    #expect(lines.contains { $0.split(separator: "|")[1].contains("<FeedNav>") })
    #expect(!lines.contains { $0.split(separator: "|")[0].contains("<FeedNav>") })
    #expect(lines.contains { $0.split(separator: "|")[0].contains("<Player>") })
  }

  @Test func theViewerStepsBothScenesAndShowsWhatTheHeldOneKeeps() throws {
    var app = CompareApp(
      left: try Self.session("compare-push").entry,
      right: try Self.session("compare-page-sheet").entry, ascii: false)
    let terminal = RecordingTerminal(width: 120, height: 40, RecordingTerminal.keys("]ll"))
    let signal = CompareCommand.loop(&app, device: terminal)
    #expect(signal == 15, "the script ran out: the terminal sends SIGTERM")
    #expect(app.state.row == 3)
    #expect(app.state.left.position == Position(step: 1, phase: 1))
    #expect(app.state.right.position == Position(step: 1, phase: 2))
    let screen = terminal.screen
    #expect(screen[0].hasPrefix(" Compare: push "))
    #expect(screen[0].contains("│ Compare: present as a page sheet"))
    #expect(screen[1].hasPrefix(" step 1/2: push Message on InboxNav "))
    #expect(screen[2].hasPrefix(" no 'presentation will begin': still 2/6 "))
    #expect(screen[2].contains("│ phase 3/7: presentation will begin"))
    #expect(screen[39].hasPrefix(" →/l next  ←/h back  ]/[ step"))
    #expect(screen[39].hasSuffix(" 4/15 "))
    GoldenFile.check(
      screen.map { $0.replacingOccurrences(of: " +$", with: "", options: .regularExpression) }
        .joined(separator: "\n") + "\n",
      file: Self.goldens.appendingPathComponent("viewer-120x40.txt"), name: "viewer-120x40.txt")
  }

  @Test func keysMoveInLockstepAndQQuits() throws {
    var app = CompareApp(
      left: try Self.session("compare-fullscreen").entry,
      right: try Self.session("compare-overfullscreen").entry, ascii: false)
    let terminal = RecordingTerminal(width: 80, height: 24, RecordingTerminal.keys("G[hgjq"))
    #expect(CompareCommand.loop(&app, device: terminal) == nil)
    let rows = terminal.frames.map { $0[23] }
    #expect(
      rows.map { $0.split(separator: " ").last ?? "" } == [
        "1/13", "13/13", "9/13", "8/13", "1/13", "1/13",
      ])
    #expect(terminal.frames.count == 6, "a frame per key but q")
  }

  @Test func questionMarkOpensTheKeysAndEscClosesThem() throws {
    var app = CompareApp(
      left: try Self.session("compare-fullscreen").entry,
      right: try Self.session("compare-overfullscreen").entry, ascii: false)
    let terminal = RecordingTerminal(width: 80, height: 24, RecordingTerminal.keys("?l"))
    _ = CompareCommand.loop(&app, device: terminal)
    let help = terminal.frames[1]
    // The rows inside the help box, between its double lines.
    let box = help.filter { $0.contains("║ ") }.map { row in
      let inside = row.split(separator: "║", omittingEmptySubsequences: false)
      return String(inside.count > 2 ? inside[1] : "")
        .replacingOccurrences(of: " +$", with: "", options: .regularExpression)
    }
    #expect(
      box == [
        " →/l  next phase, in both scenes", " ←/h  previous phase",
        " ]/[  next / previous step", " g/G  first / last phase",
        " j/k  scroll both view trees (PgDn PgUp a page)",
        " ?    this help; Esc or ? closes it", " q    quit",
      ])
    #expect(help.contains { $0.contains(" Keys of compare ") })
    #expect(app.state.showsHelp && app.state.row == 0, "l does not move under the help")
    #expect(
      help[23].hasPrefix(" →/l next  ←/h back  ]/[ step  g/G ends  j/k scroll  ? help  q quit"))
    _ = app.handle(.input(.key(.escape)))
    #expect(!app.state.showsHelp)
    _ = app.handle(.input(.key(.character("l"))))
    #expect(app.state.row == 1)
  }

  @Test func aTerminalTooSmallSaysWhatItNeeds() throws {
    var app = CompareApp(
      left: try Self.session("compare-push").entry,
      right: try Self.session("compare-present").entry, ascii: true)
    let terminal = RecordingTerminal(width: 60, height: 20, RecordingTerminal.keys("q"))
    #expect(CompareCommand.loop(&app, device: terminal) == nil)
    #expect(terminal.screen[10].contains("compare needs 61x16 (q quits)"))
  }

  @Test func withoutATerminalOrWithABadSceneItExitsWithAMessage() throws {
    let piped = try CommandRunner.run(["compare", "compare-push", "compare-present"])
    #expect(piped.status == 1)
    #expect(piped.error.contains("not a terminal; use 'tscope compare A B --text'"))
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tscope-compare-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let bad = folder.appendingPathComponent("bad.yaml")
    try "title: bad\nroot:\n  navigation: Nav\n  stak: [A]\n".write(
      to: bad, atomically: true, encoding: .utf8)
    let broken = try CommandRunner.run(["compare", "compare-push", bad.path, "--text"])
    #expect(broken.status == 1)
    #expect(broken.error.contains("bad.yaml:4:3: error: unknown key 'stak'"))
    #expect(broken.output.isEmpty)
  }
}
