import Foundation
import TUI
import Testing

@testable import TScopeCLI

/// The picker (`o`) lists the dumps of the scenes folder beside its scenes, recognised by
/// their content, and opens one as a dump.
@Suite struct DumpPickerTests {
  /// A scenes folder with a scene, the black-screen dump under a name that says nothing,
  /// notes that are no dump, an `order.txt` that puts the dump first, and a hidden dump.
  static func folder() throws -> String {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("tscope-picker-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let dump =
      try String(contentsOfFile: ExplainCommandTests.controllers, encoding: .utf8)
      + String(contentsOfFile: ExplainCommandTests.hierarchy, encoding: .utf8)
    let files = [
      "push.yaml":
        "title: A push\nroot: {navigation: Nav, stack: [Inbox]}\nsteps:\n  - push: Message\n",
      "paste": dump,
      ".hidden.txt": dump,
      "notes.md": "# Notes\nThe app shows a black screen after the card goes.\n",
      "order.txt": "paste\npush.yaml\n",
    ]
    for (name, text) in files {
      try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
    }
    return folder
  }

  @Test func theCatalogListsTheDumpByItsContent() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let catalog = SceneCatalog.load(folder: folder)
    #expect(catalog.entries.map(\.path) == [folder + "/paste", folder + "/push.yaml"])
    #expect(
      catalog.entries.map(\.spec.title) == ["The app's state from its dump (paste)", "A push"])
    #expect(catalog.failures.isEmpty, "a file that is no dump is simply not listed")
  }

  @Test func choosingTheDumpInThePickerOpensTheDumpScreen() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let catalog = SceneCatalog.load(folder: folder)
    let app = TransitionScopeApp(
      catalog: catalog.entries.map(CatalogEntry.init), opened: nil, ascii: false)
    let terminal = RecordingTerminal(
      [.idle, .input(.key(.enter)), .idle] + RecordingTerminal.keys("q"))
    var loop = ViewerLoop(app: app, device: terminal, effects: ViewerEffects())
    _ = loop.run()
    #expect(!terminal.ranOut, "the script quits")
    let picker = try #require(terminal.frames.first)
    #expect(picker.contains { $0.contains("The app's state from its dump (paste)") })
    #expect(picker.contains { $0.contains("A push") })
    #expect(!picker.joined().contains("notes.md"))
    let screen = terminal.screen
    #expect(screen[0].hasPrefix(" TransitionScope  dump: \(folder)/paste"))
    #expect(screen[1].hasPrefix(" recursiveDescription+_printHierarchy: 7 views, 2 controllers"))
  }
}
