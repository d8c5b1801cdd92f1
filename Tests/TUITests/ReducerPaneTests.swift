import Testing
import TransitionEngine

@testable import TUI

/// Keys that work on panes: Tab Shift-Tab, j k ↑ ↓ PgUp PgDn, Enter, c, z, Esc, and resizing.
@Suite struct ReducerPaneTests {
  @Test func tabCyclesThroughTheVisiblePanes() {
    var app = Fixtures.app(Fixtures.push)
    var order: [PaneID] = []
    for _ in 0..<5 {
      press(&app, .tab)
      order.append(app.state.focus)
    }
    #expect(order == [.screen, .events, .why, .controllers, .views])
    expectChange(&app, .backTab) { $0.focus = .controllers }
  }

  @Test func tabSkipsPanesTheLayoutDropped() {
    var app = Fixtures.app(Fixtures.push, width: 50, height: 20)
    expectChange(&app, .tab) { _ in }
    #expect(app.state.focus == .views)
  }

  @Test(arguments: [(Key.down, Key.up), (.character("j"), .character("k"))])
  func downAndUpMoveTheSelectionInTheViewsPane(down: Key, up: Key) {
    var app = Fixtures.app(Fixtures.push)
    let rows = app.state.rowIDs
    expectChange(&app, down) { $0.selected = rows[1] }
    expectChange(&app, down) { $0.selected = rows[2] }
    expectChange(&app, up) { $0.selected = rows[1] }
    press(&app, up, up)
    #expect(app.state.selected == rows[0])
  }

  @Test func pagesMoveTheSelectionAndScrollTheList() {
    var app = TUIBenchmark.app(views: 100, width: 80, height: 24)
    let rows = app.state.rowIDs
    expectChange(&app, .pageDown) {
      $0.selected = rows[10]
      $0.scroll[.views] = 0
    }
    expectChange(&app, .pageDown) {
      $0.selected = rows[20]
      $0.scroll[.views] = 10
    }
    expectChange(&app, .pageUp) { $0.selected = rows[10] }
  }

  @Test func downAndUpScrollATextPane() {
    var app = Fixtures.app(Fixtures.push, width: 80, height: 24)
    press(&app, .tab, .tab, .tab)
    #expect(app.state.focus == .why)
    // The focused Why pane has ten lines at 80×24: a page is nine, the end is line 9.
    // PgDn PgUp scroll; j k (↓ ↑) move between the rule IDs the text cites (WhyRuleTests).
    expectChange(&app, .pageDown) { $0.scroll[.why] = 9 }
    expectChange(&app, .pageUp) { $0.scroll[.why] = 0 }
    expectChange(&app, .pageUp) { _ in }
  }

  @Test func theEventsPaneScrollsFromWhereItFollowsThePhase() {
    var app = Fixtures.app(Fixtures.push, width: 80, height: 24)
    press(&app, .character("G"), .tab, .tab)
    #expect(app.state.focus == .events)
    expectChange(&app, .up) { $0.scroll[.events] = 4 }
  }

  @Test func enterFoldsAndUnfoldsTheSelectedView() {
    var app = Fixtures.app(Fixtures.push)
    let rows = app.state.rowIDs
    press(&app, .down, .down, .down)
    expectChange(&app, .enter) { $0.folded = [rows[3]] }
    #expect(app.state.rowIDs == Array(rows.prefix(4)))
    expectChange(&app, .enter) { $0.folded = [] }
    press(&app, .character("G"))
    expectChange(&app, .enter) { $0.folded = [rows[3]] }
  }

  @Test func enterOnALeafSaysThereIsNothingToFold() {
    var app = Fixtures.app(Fixtures.push)
    press(&app, .end, .pageDown)
    expectChange(&app, .enter) {
      $0.status = StatusLine("UINavigationBar has no subviews to fold")
    }
  }

  @Test func compareAndZoomToggle() {
    var app = Fixtures.app(Fixtures.push)
    expectChange(&app, .character("c")) { $0.comparing = true }
    expectChange(&app, .character("c")) { $0.comparing = false }
    press(&app, .tab)
    expectChange(&app, .character("z")) { $0.zoomed = true }
    expectChange(&app, .tab) { $0.focus = .events }
    expectChange(&app, .character("z")) { $0.zoomed = false }
  }

  @Test func comparingMovesTheFocusOffPanesItHides() {
    var app = Fixtures.app(Fixtures.push)
    press(&app, .tab)
    #expect(app.state.focus == .screen)
    expectChange(&app, .character("c")) {
      $0.comparing = true
      $0.focus = .views
    }
  }

  @Test func escapeBacksOutOneThingAtATime() {
    var app = Fixtures.app(Fixtures.push)
    press(&app, .character("c"), .character("z"))
    _ = app.handle(.mouse(MouseEvent(kind: .click, x: 10, y: 4)))
    press(&app, .character("/"), .character("U"), .enter)
    expectChange(&app, .escape) { $0.search = nil }
    expectChange(&app, .escape) { $0.showsDetails = false }
    expectChange(&app, .escape) { $0.zoomed = false }
    expectChange(&app, .escape) { $0.comparing = false }
    expectChange(&app, .escape) { _ in }
  }

  @Test func quitRepaintAndResize() {
    var app = Fixtures.app(Fixtures.push)
    expectChange(&app, .character("q"), effects: [.quit]) { _ in }
    expectChange(&app, .ctrlC, effects: [.quit]) { _ in }
    expectChange(&app, .ctrlL, effects: [.repaint]) { _ in }
    press(&app, .tab, .tab, .tab, .tab)
    #expect(app.state.focus == .controllers)
    expectChange(&app, .resize(width: 50, height: 30)) {
      $0.size = TerminalSize(width: 50, height: 30)
      $0.focus = .views
    }
  }

  @Test func tooSmallObeysOnlyQuit() {
    var app = Fixtures.app(Fixtures.push, width: 20, height: 5)
    expectChange(&app, .right) { _ in }
    expectChange(&app, .character("?")) { _ in }
    expectChange(&app, .character("q"), effects: [.quit]) { _ in }
    expectChange(&app, .resize(width: 120, height: 40)) {
      $0.size = TerminalSize(width: 120, height: 40)
      $0.scroll[.views] = 0
    }
    expectChange(&app, .right) {
      $0.session?.position = Position(step: 1, phase: 0)
      $0.selected = $0.rowIDs.first
    }
  }
}

/// At 80×24 the focused pane of the bottom row gets the room to be read.
@Suite struct BottomRowFocusTests {
  @Test func theFocusedWhyPaneShowsARuleWhole() {
    var app = Fixtures.app(Fixtures.push, width: 80, height: 24)
    press(&app, .character("]"), .right, .right, .right, .right)
    let before = PaneLayout.compute(width: 80, height: 24, state: app.state)
    press(&app, .tab, .tab, .tab)
    #expect(app.state.focus == .why)
    let after = PaneLayout.compute(width: 80, height: 24, state: app.state)
    #expect(before.panes[.why]?.height == 8)
    #expect(after.panes[.why]?.height == 12)
    #expect((after.panes[.why]?.width ?? 0) >= 33)
    let screen = app.render(width: 80, height: 24).rows
    #expect(screen.contains { $0.contains("(N-2). Did-callbacks: Inbox's") })
  }
}
