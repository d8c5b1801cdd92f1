import SceneFile
import SwiftScene
import Testing
import TransitionEngine

@testable import TUI

/// What a fuzz run of the outputs found: Chinese controller names and an emoji took one cell
/// each, so `tscope shot --size 80x24` printed rows wider than 80 columns. Each now takes the
/// two cells a terminal gives it; the frame `shot` prints (its last phase) is pinned here.
@Suite struct WideCharacterFindingTests {
  @Test func theShotAt80x24IsEightyColumnsARow() throws {
    let file = try #require(
      FuzzPaths.yamlFiles(in: FuzzPaths.regressions).first {
        $0.name == "viewer-shot-wide-characters-overflow"
      })
    let spec = try SwiftSceneLoader.parse(
      file.text, path: "viewer-shot-wide-characters-overflow.yaml")
    var session = SceneSession(entry: SceneEntry(path: "", spec: spec))
    let last = session.timeline.steps.count - 1
    session.position = Position(step: last, phase: session.timeline.steps[last].phases.count - 1)
    let canvas = Snapshot.render(session, content: .all, width: 80, height: 24, ascii: false)
    #expect(canvas.rows.allSatisfy { CellWidth.columns($0) == 80 })
    #expect(
      canvas.rows.map { String($0.reversed().drop { $0 == " " }.reversed()) } == [
        " TransitionScope · 设置 — wide names      iPhone 15 · portrait · wC hR · iOS 17",
        " step 1/1  push 详情 🚀 on 导航                   phase ● ● ● ● ● ◉  6/6  after",
        "╔ Views ═══════════════════════════════════════════════════════╗┌ Screen ──────┐",
        "║ ›UIWindow (0 0; 393 852)                                     ║│  ┌────────┐  │",
        "║  └ UITransitionView (0 0; 393 852)                           ║│  │UINavig…│  │",
        "║    └ UIDropShadowView (0 0; 393 852)                         ║│  │        │  │",
        "║      └ UILayoutContainerView <导航> (0 0; 393 852)           ║│  │        │  │",
        "║        ├ UINavigationTransitionView (0 0; 393 852)           ║│  │        │  │",
        "║        │ └ UIViewControllerWrapperView (0 0; 393 852)        ║│  │详情 🚀 │  │",
        "║        │   └ UIView <详情 🚀> (0 0; 393 852)                 ║│  │        │  │",
        "║        └ UINavigationBar (0 59; 393 44)                      ║│  │        │  │",
        "║                                                              ║│  │        │  │",
        "║                                                              ║│  │        │  │",
        "║                                                              ║│  └────────┘  │",
        "╚══════════════════════════════════════════════════════════════╝└──── 393×852 ─┘",
        "┌ Controllers ─────────┐┌ Events ────────────┐┌ Why ───────────────────────────┐",
        "│导航          appeared││ 详情 🚀.viewDidLay…││Last, UIKit calls               │",
        "│| 首页     disappeared││completed           ││didMove(toParent:) on 详情 🚀   │",
        "│| 详情 🚀     appeared││ 首页.viewDidDisapp…││(13.3). 首页 is still in the    │",
        "│                      ││ 详情 🚀.viewDidApp…││stack and keeps its view, but   │",
        "│                      ││after               ││that view is out of the window. │",
        "│                      ││ 详情 🚀.didMove(to…││                                │",
        "└──────────────────────┘└───────── 10-15/15 ─┘└────────────────────────────────┘",
        " →/l next  ←/h back  ]/[ step  Tab pane  / search  a act  ? help  q quit",
      ])
  }
}
