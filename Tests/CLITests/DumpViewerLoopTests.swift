import Foundation
import TUI
import Testing

@testable import TScopeCLI

/// The README's black-screen dump opened in the viewer through the run loop, as `tscope DUMP`
/// opens it: drawn as a dump, then `d` to its scene's dismissal, which explains the black
/// screen.
@Suite struct DumpViewerLoopTests {
  /// Both trees of Examples/black-screen pasted into one file in a scratch folder.
  static func dumpFile() throws -> String {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("tscope-dump-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let text =
      try String(contentsOfFile: ExplainCommandTests.controllers, encoding: .utf8)
      + String(contentsOfFile: ExplainCommandTests.hierarchy, encoding: .utf8)
    let path = folder.appendingPathComponent("black.txt").path
    try text.write(toFile: path, atomically: false, encoding: .utf8)
    return path
  }

  static func run(_ path: String, _ keys: String) throws -> RecordingTerminal {
    let page = try #require(DumpScene.page(path: path))
    let app = TransitionScopeApp(catalog: [], opened: nil, ascii: false, dump: page)
    let terminal = RecordingTerminal(
      RecordingTerminal.keys(keys) + [.idle] + RecordingTerminal.keys("q"))
    var loop = ViewerLoop(app: app, device: terminal, effects: ViewerEffects())
    _ = loop.run()
    #expect(!terminal.ranOut, "the script quits")
    return terminal
  }

  @Test func opensTheDumpAsADumpWithItsFindingMarked() throws {
    let path = try Self.dumpFile()
    let terminal = try Self.run(path, "")
    let first = try #require(terminal.frames.first)
    #expect(first[0].hasPrefix(" TransitionScope  dump: \(path)"))
    #expect(first[1].hasPrefix(" recursiveDescription+_printHierarchy: 7 views, 2 controllers"))
    let marked = first.filter { $0.contains("║!") }
    #expect(marked.count == 2)
    #expect(marked.allSatisfy { $0.contains("0x103820a30") || $0.contains("0x104013a00") })
  }

  @Test func dStepsIntoTheDismissalAndItsLastPhaseExplainsTheBlackScreen() throws {
    let path = try Self.dumpFile()
    let terminal = try Self.run(path, "dG")
    let screen = terminal.screen.joined(separator: "\n")
    #expect(terminal.screen[1].contains("step 2/2  dismiss CardViewController"))
    // HomeViewController's view went with the container: nothing of it is left on screen.
    #expect(!screen.contains("UITableView <HomeViewController>"))
    #expect(screen.contains("to what it was before the presentation, except for what the"))
    #expect(!screen.contains("dump: \(path)"))
  }

  @Test func cSetsTheDumpBesideTheRebuiltState() throws {
    let path = try Self.dumpFile()
    let terminal = try Self.run(path, "c")
    let screen = terminal.screen
    #expect(screen[2].contains("your app: the dump"))
    #expect(screen[2].contains("UIKit: step 1"))
    // The rebuilt state has the same tree: the presenter's table inside the container.
    #expect(screen.contains { $0.contains("UITableView <HomeViewController>") })
  }

  @Test func oOnADumpOpensItAsADump() throws {
    let path = try Self.dumpFile()
    var effects = ViewerEffects()
    let actions = effects.perform(.openScene(path: path))
    guard case .openedDump(let page) = actions.first else {
      Issue.record("expected openedDump, got \(actions)")
      return
    }
    #expect(page.rebuildSteps == 1)
    #expect(page.scene?.path == "")
    #expect(page.explanation.findings.map(\.rule) == ["X-8"])
  }
}
