import Testing
import TransitionEngine

@testable import TUI

/// Teacher's mode in the viewer: `P` plays and pauses without `--autoplay`, a lasting badge
/// names the state and the pace, and while playing the Views pane keeps the first changed row
/// on screen.
@Suite struct TeacherModeTests {
  @Test func shiftPStartsPlayingWithoutAutoplayAndThenPausesAndResumes() {
    var app = Fixtures.app(Fixtures.push, width: 80, height: 24)
    #expect(app.state.presenter == nil)
    _ = app.handle(.key(.character("P")))
    #expect(app.state.presenter?.paused == false)
    for _ in 0..<4 { _ = app.handle(.tick(seconds: 0.5)) }
    #expect(app.state.session?.position == Position(step: 1, phase: 0))
    _ = app.handle(.key(.character("P")))
    #expect(app.state.presenter?.paused == true)
    for _ in 0..<10 { _ = app.handle(.tick(seconds: 0.5)) }
    #expect(app.state.session?.position == Position(step: 1, phase: 0))
    // Once playing, Space pauses as it does with --autoplay.
    _ = app.handle(.key(.character(" ")))
    #expect(app.state.presenter?.paused == false)
  }

  @Test func theBadgeLastsAndShowsThePace() {
    var app = Fixtures.app(Fixtures.push, width: 120, height: 40)
    let before = app.render(width: 120, height: 40).rows[1]
    #expect(!before.contains("▶"))
    _ = app.handle(.key(.character("P")))
    _ = app.handle(.key(.character("-")))
    // The status line fades with the next key; the badge stays.
    _ = app.handle(.key(.character("j")))
    let playing = app.render(width: 120, height: 40).rows[1]
    #expect(playing.hasPrefix(" step 0/1  initial  ▶ ×0.5"), "\(playing)")
    _ = app.handle(.key(.character("P")))
    let paused = app.render(width: 120, height: 40).rows[1]
    #expect(paused.hasPrefix(" step 0/1  initial  ‖ ×0.5"), "\(paused)")
  }

  @Test func theBadgeIsASCIIWithAscii() {
    var app = Fixtures.app(Fixtures.push, width: 120, height: 40, ascii: true)
    _ = app.handle(.key(.character("P")))
    let row = app.render(width: 120, height: 40).rows[1]
    #expect(row.hasPrefix(" step 0/1  initial  > x1"), "\(row)")
  }

  @Test func playingScrollsTheViewsPaneToTheFirstChangedRow() throws {
    // A short pane with the cursor on the window's row at the top, above the push's changes:
    // each new phase brings its first change into view.
    var app = Fixtures.app(Fixtures.push, width: 80, height: 12)
    _ = app.handle(.key(.character("P")))
    var checked = 0
    for _ in 0..<24 {
      _ = app.handle(.key(.pageUp))
      _ = app.handle(.key(.pageUp))
      let before = app.state.session?.position
      _ = app.handle(.tick(seconds: 1))
      guard let session = app.state.session, session.position != before else { continue }
      let rows = TreeRows.rows(session.phase.window, diff: session.diff, folded: [])
      guard let first = rows.firstIndex(where: { $0.mark != nil }) else { continue }
      let layout = PaneLayout.compute(width: 80, height: 12, state: app.state)
      let visible = try #require(layout.panes[.views]).height - 2
      let top = PaneFrame.clamp(
        top: app.state.scroll[.views] ?? 0, visible: visible, total: rows.count)
      #expect(first >= top && first < top + visible, "\(session.position)")
      checked += 1
    }
    #expect(checked >= 4)
  }
}

/// The step list (`s`): the scene's steps, the current one marked; Enter jumps.
@Suite struct StepListTests {
  @Test func sOpensTheListAndEnterGoesToTheStepsFirstPhase() {
    var app = Fixtures.app(Fixtures.push, width: 80, height: 24)
    press(&app, .right, .right, .right)
    press(&app, .character("s"))
    #expect(app.state.overlay == .steps(cursor: 1))
    press(&app, .character("k"))
    #expect(app.state.overlay == .steps(cursor: 0))
    press(&app, .character("k"))
    #expect(app.state.overlay == .steps(cursor: 0))
    press(&app, .enter)
    #expect(app.state.overlay == nil)
    #expect(app.state.session?.position == .start)
    press(&app, .character("s"), .character("j"), .enter)
    #expect(app.state.session?.position == Position(step: 1, phase: 0))
    press(&app, .character("s"), .escape)
    #expect(app.state.overlay == nil)
  }

  @Test func theListAsAScreen() {
    var app = Fixtures.app(Fixtures.push, width: 80, height: 24)
    press(&app, .right, .character("s"), .character("k"))
    expectScreen(
      app.render(width: 80, height: 24),
      [
        " Push a detail screen onto a navigation … iPhone 15 · portrait · wC hR · iOS 17",
        " step 1/1  push Message on InboxNav              phase ◉ ○ ○ ○ ○ ○  1/6  before",
        "┌ Views ───────────────────────────────────────────────────────┐┌ Screen ──────┐",
        "│ ›UIWindow (0 0; 393 852)                                     ││  ┌────────┐  │",
        "│  └ UITransitionView (0 0; 393 852)                           ││  │UINavig…│  │",
        "│    └ UIDropShadowView (0 0; 393 852)                         ││  │        │  │",
        "│      └ UILayoutContainerView <InboxNav> (0 0; 393 852)       ││  │        │  │",
        "│        ├ UINavigationTransitionView (0 0; 393 852)           ││  │        │  │",
        "│        │ └ UIViewControllerWrapperView (0 0; 393 852)        ││  │ Inbox  │  │",
        "│        │   └ UITableView <Inbox> (0 0; 393 852)              ││  │        │  │",
        "│       ╔ Steps ═══════════════════════════════════════════════════════╗    │  │",
        "│       ║  0  initial                                                  ║    │  │",
        "│       ║ ›1  push Message on InboxNav                                 ║    │  │",
        "│       ╚════════════════════════════════════════ Enter go  Esc close ═╝────┘  │",
        "└──────────────────────────────────────────────────────────────┘└──── 393×852 ─┘",
        "┌ Controllers ─────────┐┌ Events ────────────┐┌ Why ───────────────────────────┐",
        "│InboxNav      appeared││before              ││The window and controllers      │",
        "│| Inbox       appeared││ (no callbacks)     ││before this step.               │",
        "│                      ││                    ││                                │",
        "│                      ││                    ││note: Tapping a row calls       │",
        "│                      ││                    ││pushViewController(_:animated:).│",
        "│                      ││                    ││                                │",
        "└──────────────────────┘└────────────────────┘└──────────────────────── 1-6/9 ─┘",
        " j/k move  Enter go  Esc close  q quit",
      ])
  }

}
