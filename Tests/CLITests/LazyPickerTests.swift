import Foundation
import SceneFile
import TUI
import Testing

@testable import TScopeCLI

/// The viewer draws its first frame from the picker files' names and titles and reads the
/// scenes afterwards, while it waits for keys: a scene that does not load does not stop it
/// opening, and once every file is read the picker is the one reading them all first gave.
@Suite struct LazyPickerTests {
  static let good = "title: fine\nroot: A\n"
  static let bad = "title: broken\nroot:\n  navigation: Nav\n  stak: [A]\n"

  /// A scratch folder with a scene that loads and one that does not.
  static func folder() throws -> String {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("tscope-lazy-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try good.write(toFile: folder + "/good.yaml", atomically: true, encoding: .utf8)
    try bad.write(toFile: folder + "/bad.yaml", atomically: true, encoding: .utf8)
    return folder
  }

  /// The run loop on the picker of `folder`, as `tscope --scenes FOLDER` starts it.
  static func run(_ folder: String, _ script: [RecordingTerminal.Step]) -> (
    terminal: RecordingTerminal, effects: ViewerEffects
  ) {
    let items = SceneCatalog.items(folder: folder)
    let quick = SceneCatalog.quickList(items)
    let app = TransitionScopeApp(
      catalog: quick.entries, opened: nil, ascii: false, failures: quick.failures)
    var effects = ViewerEffects()
    effects.catalog = CatalogReader(items)
    let terminal = RecordingTerminal(width: 80, height: 24, script)
    var loop = ViewerLoop(app: app, device: terminal, effects: effects)
    #expect(loop.run() == nil)
    return (terminal, loop.effects)
  }

  /// The picker as it was drawn when every file was read before the first frame.
  static func eagerPicker(_ folder: String) -> [String] {
    let catalog = SceneCatalog.load(folder: folder)
    var app = TransitionScopeApp(
      catalog: catalog.entries.map(CatalogEntry.init), opened: nil, ascii: false,
      failures: catalog.failures)
    _ = app.handle(.resize(width: 80, height: 24))
    return app.render(width: 80, height: 24).rows
  }

  @Test func theFirstFrameListsTitlesAndTheFilesAreReadAfterIt() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let (terminal, effects) = Self.run(folder, [.idle, .idle] + RecordingTerminal.keys("q"))
    let first = try #require(terminal.frames.first)
    #expect(first.contains { $0.contains("broken") && $0.contains("bad.yaml") })
    #expect(!first.joined().contains("error"), "nothing was parsed before the first frame")
    #expect(terminal.frames.count == 2, "one more frame, once every file is read")
    #expect(terminal.screen == Self.eagerPicker(folder))
    #expect(terminal.screen.contains { $0.contains("bad.yaml:4:3: error: unknown key 'stak'") })
    #expect(terminal.waits == [0, 0, 1000], "no wait while files are left to read")
    #expect(effects.catalogFailures.map(\.path) == [folder + "/bad.yaml"])
  }

  @Test func aKeyBeforeTheFilesAreReadIsHandledFirst() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let script: [RecordingTerminal.Step] =
      [.input(.key(.down)), .idle, .idle, .idle] + RecordingTerminal.keys("q")
    let (terminal, _) = Self.run(folder, script)
    // The cursor went to `fine`, the second row; reading moved `broken` below the playground
    // and the cursor stayed on `fine`, now the first row.
    #expect(terminal.frames.count == 3)
    var app = TransitionScopeApp(
      catalog: SceneCatalog.load(folder: folder).entries.map(CatalogEntry.init), opened: nil,
      ascii: false, failures: SceneCatalog.load(folder: folder).failures)
    _ = app.handle(.resize(width: 80, height: 24))
    #expect(terminal.screen == app.render(width: 80, height: 24).rows)
  }

  @Test func quittingBeforeTheFilesAreReadStillNamesEveryFailure() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var (terminal, effects) = Self.run(folder, RecordingTerminal.keys("q"))
    #expect(terminal.frames.count == 1)
    #expect(effects.catalogFailures.isEmpty)
    effects.finishCatalog()
    #expect(effects.catalogFailures.map(\.path) == [folder + "/bad.yaml"])
  }

  @Test func choosingARowBeforeItIsReadOpensItOrSaysWhy() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let (terminal, _) = Self.run(
      folder, [.input(.key(.enter)), .idle] + RecordingTerminal.keys("q"))
    #expect(terminal.screen.joined().contains("bad.yaml:4:3: error"))
  }

  /// The built-in scenes and the repository's `Scenes/`: every title is read from its line,
  /// none needs the parser, and the reader ends with what reading every file first gave.
  @Test func everySceneOfThePickerListsItsParsedTitle() throws {
    let folder = BuiltInScenesTests.scenes.path
    for items in [BuiltInScenes.items, SceneCatalog.items(folder: folder)] {
      let scenes = items.filter { $0.source != .otherFile }
      #expect(scenes.count > 100)
      #expect(scenes.allSatisfy { $0.quickRow() != nil }, "no scene needs the parser first")
      var reader = CatalogReader(items)
      reader.finish()
      #expect(reader.failures.isEmpty)
      #expect(reader.entries.count == scenes.count)
      #expect(SceneCatalog.quickList(items).entries == reader.entries.map(CatalogEntry.init))
    }
    #expect(BuiltInScenes.items.count == BuiltInScenes.names.count)
  }
}
