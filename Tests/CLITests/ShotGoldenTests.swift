import Foundation
import TestSupport
import Testing

@testable import TScopeCLI

/// The device picture (`tscope shot --pane screen`) for the presentation structures, against
/// `Tests/Goldens/shots`, and the one fact each picture teaches: whether the presenter shows.
/// Re-record with `TSCOPE_RECORD_GOLDENS=1`.
@Suite("Screen picture goldens")
struct ShotGoldenTests {
  /// A picture: scene, step, phase, and the controllers it must and must not show.
  struct Case: CustomStringConvertible, Sendable {
    let name: String
    let scene: String
    let step: Int
    let phase: String
    let shows: [String]
    let hides: [String]
    var description: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "over-fullscreen-after", scene: "present-overfullscreen", step: 1, phase: "after",
      shows: ["Feed", "Lightbox"], hides: []),
    Case(
      name: "fullscreen-animating", scene: "present-fullscreen", step: 1, phase: "animating",
      shows: ["Feed", "Player"], hides: []),
    Case(
      name: "fullscreen-after", scene: "present-fullscreen", step: 1, phase: "after",
      shows: ["Player"], hides: ["Feed"]),
    Case(
      name: "page-sheet-after", scene: "page-sheet-iphone", step: 1, phase: "after",
      shows: ["Feed", "Compose"], hides: []),
    // M-13: the iOS 26 medium card drawn from its transformed frame, inset from the sides.
    Case(
      name: "inset-sheet-ios26-after", scene: "sheet-inset-ios26", step: 1, phase: "after",
      shows: ["Map", "Places"], hides: []),
    Case(
      name: "form-sheet-ipad-after", scene: "form-sheet-ipad", step: 1, phase: "after",
      // SV-5: iPad portrait hides the split's primary column (Mailboxes).
      shows: ["Message", "Settings"], hides: ["Mailboxes"]),
    Case(
      name: "popover-ipad-after", scene: "popover-ipad", step: 2, phase: "after",
      shows: ["Document", "Formatting"], hides: []),
    Case(
      name: "current-context-split-after", scene: "current-context-split", step: 1,
      phase: "after", shows: ["List", "Detail", "Overlay"], hides: []),
    Case(
      name: "current-context-tab-after", scene: "current-context-tab", step: 1, phase: "after",
      shows: ["Search"], hides: ["Inbox"]),
    Case(
      name: "over-current-context-tab-after", scene: "current-context-tab", step: 5,
      phase: "after", shows: ["Inbox", "Banner"], hides: []),
    Case(
      name: "cross-dissolve-dismiss-animating", scene: "transition-styles", step: 2,
      phase: "animating", shows: ["Feed", "Info"], hides: []),
    Case(
      name: "flip-animating", scene: "transition-styles", step: 3, phase: "animating",
      shows: [], hides: ["Feed", "Back"]),
    Case(
      name: "partial-curl-animating", scene: "transition-styles", step: 5, phase: "animating",
      shows: ["Feed", "Map"], hides: []),
    Case(
      name: "animator-invisible-after", scene: "animator-fade-left-invisible", step: 3,
      phase: "after", shows: ["Inbox"], hides: ["Player"]),
  ]

  static let goldens = ShotCommandTests.root.appendingPathComponent("Tests/Goldens/shots")

  @Test(arguments: cases)
  func pictureMatchesItsGolden(_ shot: Case) throws {
    let command = try #require(
      try TScopeCommand.parseAsRoot([
        "shot", ShotCommandTests.scene(shot.scene), "--step", String(shot.step), "--phase",
        shot.phase, "--pane", "screen", "--size", "60x30",
      ]) as? ShotCommand)
    let text = try command.render(try command.canvas())
    for name in shot.shows {
      #expect(text.contains(name), "\(shot.name): \(name) should show")
    }
    for name in shot.hides {
      #expect(!text.contains(name), "\(shot.name): \(name) should not show")
    }
    let file = Self.goldens.appendingPathComponent("\(shot.name).txt")
    GoldenFile.check(text, file: file, name: "shots/\(shot.name).txt")
  }
}
