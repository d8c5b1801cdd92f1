import Foundation
import SceneFile
import SwiftScene
import TUI
import Testing
import TransitionEngine

@testable import TScopeCLI

/// The run loop through a recording terminal: real scene files in a scratch folder, a clock
/// moved by hand. A changed scene read again (`r` while watching, the watch timer, `o` on the
/// open file) shows the new tree in every pane at the same step and phase.
@Suite struct ViewerLoopTests {
  static let sceneA = """
    title: Scene A
    root:
      navigation: InboxNav
      stack:
        - vc: Inbox
          viewClass: UITableView
    steps:
      - push: { vc: Message, views: [UILabel, UITextView] }
      - pop: InboxNav
    """
  static let sceneB = """
    title: Scene B
    root:
      navigation: InboxNav
      stack:
        - vc: Mailbox
          viewClass: UICollectionView
    steps:
      - push: { vc: Letter, views: [UIImageView, UISwitch] }
      - pop: InboxNav
    """
  /// Step 2, phase 3: the pop's "to-view added".
  static var toStep2Phase3: [RecordingTerminal.Step] { RecordingTerminal.keys("]]ll") }

  /// A scratch folder holding `scene.yaml` with `text`.
  struct Files {
    let folder: String
    var scene: String { folder + "/scene.yaml" }

    init(_ text: String) throws {
      folder =
        FileManager.default.temporaryDirectory
        .appendingPathComponent("tscope-loop-\(UUID().uuidString)").path
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      try write(text)
    }

    func write(_ text: String) throws {
      try text.write(toFile: scene, atomically: false, encoding: .utf8)
    }
  }

  /// Runs the viewer on `path` through the script; the terminal and what `run` returned.
  static func run(
    _ path: String, live: LiveOptions = LiveOptions(), clock: ManualClock = ManualClock(),
    saveFolder: String = ".", _ script: [RecordingTerminal.Step]
  ) throws -> (terminal: RecordingTerminal, signal: Int32?) {
    let entry = try SceneEntry(path: path, spec: SwiftSceneLoader.load(path: path))
    let app = TransitionScopeApp(
      catalog: [CatalogEntry(entry)], opened: entry, ascii: false, live: live)
    var effects = ViewerEffects(saveFolder: saveFolder, now: { clock.time })
    if live.watch { effects.watch(path) }
    let terminal = RecordingTerminal(script)
    var loop = ViewerLoop(app: app, device: terminal, effects: effects)
    let signal = loop.run()
    #expect(!terminal.ranOut, "the script quits")
    return (terminal, signal)
  }

  /// The frame a fresh start on `text` draws after `keys`.
  static func reference(_ text: String, _ keys: String) throws -> [String] {
    let files = try Files(text)
    return try run(
      files.scene, RecordingTerminal.keys(keys) + [.idle] + RecordingTerminal.keys("q")
    )
    .terminal.screen
  }

  static func shows(_ screen: [String], _ text: String) -> Bool {
    screen.contains { $0.contains(text) }
  }

  @Test(arguments: ["r", "watch", "o"])
  func aChangedSceneShowsInEveryPaneAtTheSameStepAndPhase(_ route: String) throws {
    let files = try Files(Self.sceneA)
    let clock = ManualClock()
    let reread: [RecordingTerminal.Step]
    switch route {
    case "r": reread = RecordingTerminal.keys("r")
    case "watch": reread = [.run { clock.advance(.seconds(1)) }, .idle]
    default: reread = RecordingTerminal.keys("o") + [.input(.key(.enter))]
    }
    let script: [RecordingTerminal.Step] =
      Self.toStep2Phase3 + [.idle, .run { try? files.write(Self.sceneB) }] + reread
      + [.idle] + RecordingTerminal.keys("q")
    let (terminal, signal) = try Self.run(
      files.scene, live: LiveOptions(watch: route != "o"), clock: clock, script)
    #expect(signal == nil)
    let before = try #require(terminal.frames.dropLast().last)
    #expect(before == (try Self.reference(Self.sceneA, "]]ll")))
    #expect(Self.shows(before, "UIView <Message>"))
    let after = terminal.screen
    #expect(after == (try Self.reference(Self.sceneB, "]]ll")), "the frame of a fresh start")
    #expect(Self.shows(after, "step 2/2  pop InboxNav"))
    #expect(Self.shows(after, "3/6  to-view added"))
    #expect(Self.shows(after, "| Letter"), "the Controllers pane")
    #expect(Self.shows(after, "UIView <Letter>"), "the Views pane")
    #expect(Self.shows(after, "UICollectionView <Mailbox>"), "the Views pane")
    #expect(Self.shows(after, "| Mailbox"), "the Controllers pane")
    #expect(Self.shows(after, "Letter.willMove(toParent: nil)"), "the Events pane")
    #expect(Self.shows(after, "The to-view Mailbox goes in below"), "the Why pane")
    #expect(Self.shows(after, "UIImageView"), "the screen picture")
    #expect(!after.joined().contains("Message"))
    #expect(!after.joined().contains("UITextView"))
    #expect(!after.joined().contains("The to-view Inbox"))
  }

  @Test func aSceneThatLostTheStepShowsItsLastPhase() throws {
    let files = try Files(Self.sceneA)
    let shorter = Self.sceneB.replacingOccurrences(of: "  - pop: InboxNav", with: "")
    let script: [RecordingTerminal.Step] =
      Self.toStep2Phase3 + [.idle, .run { try? files.write(shorter) }]
      + RecordingTerminal.keys("r") + [.idle] + RecordingTerminal.keys("q")
    let (terminal, _) = try Self.run(files.scene, live: LiveOptions(watch: true), script)
    #expect(terminal.screen == (try Self.reference(shorter, "G")))
    #expect(Self.shows(terminal.screen, "step 1/1  push Letter"))
  }

  @Test func aSaveThatDoesNotLoadShowsItsErrorUntilTheFileLoads() throws {
    let files = try Files(Self.sceneA)
    let clock = ManualClock()
    let broken = Self.sceneA.replacingOccurrences(of: "stack:", with: "stak:")
    let script: [RecordingTerminal.Step] =
      Self.toStep2Phase3 + [
        .idle, .run { try? files.write(broken) }, .run { clock.advance(.seconds(1)) }, .idle,
        .idle, .run { try? files.write(Self.sceneB) }, .run { clock.advance(.seconds(1)) },
        .idle, .idle,
      ] + RecordingTerminal.keys("q")
    let (terminal, _) = try Self.run(
      files.scene, live: LiveOptions(watch: true), clock: clock, script)
    let error = "scene.yaml:4:3: error: unknown key 'stak'"
    let withError = terminal.frames.filter { Self.shows($0, error) }
    #expect(!withError.isEmpty, "the located error shows")
    #expect(withError.allSatisfy { Self.shows($0, "UIView <Message>") }, "over the old scene")
    #expect(!Self.shows(terminal.screen, error))
    #expect(terminal.screen == (try Self.reference(Self.sceneB, "]]ll")))
  }

  @Test func qCtrlCAndASignalEndTheLoop() throws {
    let files = try Files(Self.sceneA)
    let quit = try Self.run(files.scene, RecordingTerminal.keys("lq"))
    #expect(quit.signal == nil)
    #expect(quit.terminal.frames.count == 1, "the first frame; q ends the burst without one")
    let control = try Self.run(files.scene, RecordingTerminal.keys("?") + [.input(.key(.ctrlC))])
    #expect(control.signal == nil)
    let help = try Self.run(
      files.scene, RecordingTerminal.keys("?") + [.idle, .input(.key(.character("q")))])
    #expect(help.signal == nil)
    #expect(Self.shows(help.terminal.screen, "Keys"))
    let signalled = try Self.run(files.scene, RecordingTerminal.keys("l") + [.signal(1)])
    #expect(signalled.signal == 1)
  }

  @Test func ctrlLRepaintsAndWaitsFollowTheTimers() throws {
    let files = try Files(Self.sceneA)
    let plain = try Self.run(
      files.scene, [.input(.key(.ctrlL)), .idle] + RecordingTerminal.keys("q"))
    #expect(plain.terminal.repaints == 1)
    #expect(plain.terminal.waits.first == 1000, "idle: only the signal check")
    let watching = try Self.run(
      files.scene, live: LiveOptions(watch: true), [.idle] + RecordingTerminal.keys("q"))
    #expect(watching.terminal.waits.first == ViewerEffects.watchInterval)
    let playing = try Self.run(
      files.scene, live: LiveOptions(autoplay: 1), [.idle] + RecordingTerminal.keys("q"))
    #expect(playing.terminal.waits.first == ViewerEffects.frameInterval)
  }

  @Test func autoplayTicksMoveThroughThePhases() throws {
    let files = try Files(Self.sceneA)
    let clock = ManualClock()
    let second: [RecordingTerminal.Step] = [.run { clock.advance(.seconds(1)) }, .idle]
    let script = Array(repeating: second, count: 3).flatMap { $0 } + RecordingTerminal.keys("q")
    let (terminal, _) = try Self.run(
      files.scene, live: LiveOptions(autoplay: 0.5), clock: clock, script)
    #expect(terminal.frames.count == 4, "a frame for each tick")
    #expect(Self.shows(terminal.screen, "step 1/2  push Message"))
    // The viewer opens at the push's first change (2/6); a phase a tick from there.
    #expect(Self.shows(terminal.screen, "5/6"))
  }

  @Test func wWritesTheSceneAndSaysWhere() throws {
    let files = try Files(Self.sceneA)
    let script: [RecordingTerminal.Step] =
      RecordingTerminal.keys("G") + RecordingTerminal.keys("a") + [.input(.key(.enter))]
      + RecordingTerminal.keys("w") + [.idle] + RecordingTerminal.keys("q")
    let (terminal, _) = try Self.run(files.scene, saveFolder: files.folder, script)
    let written = files.folder + "/scene-steps.yaml"
    #expect(FileManager.default.fileExists(atPath: written))
    #expect(Self.shows(terminal.screen, "saved \(written)"))
  }

  @Test func oOnAFileThatNoLongerLoadsShowsItsErrorAndKeepsTheScene() throws {
    let files = try Files(Self.sceneA)
    let script: [RecordingTerminal.Step] =
      RecordingTerminal.keys("l") + [.run { try? files.write("title: [") }]
      + RecordingTerminal.keys("o") + [.input(.key(.enter)), .idle] + RecordingTerminal.keys("q")
    let (terminal, _) = try Self.run(files.scene, script)
    #expect(Self.shows(terminal.screen, "scene.yaml:2:1: error: YAML syntax error"))
    #expect(Self.shows(terminal.screen, "Scene A"))
  }
}
