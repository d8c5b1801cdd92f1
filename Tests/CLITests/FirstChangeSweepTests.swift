import Foundation
import SceneFile
import SwiftScene
import Testing

@testable import TScopeCLI
@testable import TUI

/// Every built-in scene stepped through by hand at 80×24 and 120×40: at every phase that
/// changes a view, the views list shows at least the first changed row, forward (→ from the
/// launch) and back (← from the end).
@Suite struct FirstChangeSweepTests {
  static let scenes: [String] = {
    let folder = PrintCheckTests.root.appendingPathComponent("Scenes").path
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter { $0.hasSuffix(".yaml") }.sorted().map { folder + "/" + $0 }
  }()

  static let sizes = [TerminalSize(width: 80, height: 24), TerminalSize(width: 120, height: 40)]

  @Test func theSweepFindsTheScenes() {
    #expect(Self.scenes.count > 20)
  }

  @Test(arguments: sizes)
  func everyChangeIsOnScreenSteppingByHand(size: TerminalSize) throws {
    var checked = 0
    for path in Self.scenes {
      let entry = SceneEntry(path: path, spec: try SwiftSceneLoader.load(path: path))
      var app = TransitionScopeApp(catalog: [], opened: entry, ascii: false)
      _ = app.handle(.resize(width: size.width, height: size.height))
      for (first, key) in [(Key.character("g"), Key.right), (.character("G"), .left)] {
        _ = app.handle(.key(first))
        var seen = Set<Position>()
        while let position = app.state.session?.position, seen.insert(position).inserted {
          checked += try Self.expectFirstChangeShows(app, path: path, size: size) ? 1 : 0
          _ = app.handle(.key(key))
        }
      }
    }
    #expect(checked > 100)
  }

  /// True when the phase has a change (and then expects its first changed row on screen).
  static func expectFirstChangeShows(_ app: TransitionScopeApp, path: String, size: TerminalSize)
    throws -> Bool
  {
    let state = app.state
    let session = try #require(state.session)
    let rows = TreeRows.rows(session.phase.window, diff: session.diff, folded: state.folded)
    guard let first = rows.firstIndex(where: { $0.mark != nil }) else { return false }
    let layout = PaneLayout.compute(width: size.width, height: size.height, state: state)
    let pane = try #require(layout.panes[.views])
    let visible = pane.height - 2
    let top = min(max(state.scroll[.views] ?? 0, 0), max(rows.count - visible, 0))
    let name = URL(fileURLWithPath: path).lastPathComponent
    #expect(
      first >= top && first < top + visible,
      "\(name) \(size.width)×\(size.height) at \(session.position): first change \(first), rows \(top)..<\(top + visible)"
    )
    // The pane says so too: no change counted as scrolled off above when the first shows.
    let screen = app.render(width: size.width, height: size.height).rows
    #expect(!screen[pane.y].contains("▲"), "\(name) at \(session.position): \(screen[pane.y])")
    return true
  }
}
