import Testing
import TransitionEngine

@testable import TUI

/// Keys that step through the timeline: → l Space, ← h, ] [, g G (Home End).
@Suite struct ReducerStepTests {
  @Test(arguments: [Key.right, .character("l"), .character(" ")])
  func nextPhaseCrossesIntoTheNextStep(key: Key) {
    var app = Fixtures.app(Fixtures.push)
    let window = app.state.rowIDs[0]
    expectChange(&app, key) {
      $0.session?.position = Position(step: 1, phase: 0)
      $0.selected = window
    }
    expectChange(&app, key) { $0.session?.position = Position(step: 1, phase: 1) }
  }

  @Test func nextPhaseAtTheEndSaysSo() {
    var app = Fixtures.app(Fixtures.push)
    press(&app, .character("G"))
    expectChange(&app, .right) {
      $0.status = StatusLine("end of the scene: press a to add a step")
    }
  }

  @Test(arguments: [Key.left, .character("h")])
  func previousPhaseCrossesBack(key: Key) {
    var app = Fixtures.app(Fixtures.push)
    press(&app, .right, .right)
    expectChange(&app, key) { $0.session?.position = Position(step: 1, phase: 0) }
    expectChange(&app, key) { $0.session?.position = Position(step: 0, phase: 0) }
    expectChange(&app, key) { $0.status = StatusLine("start of the scene") }
  }

  @Test func bracketsMoveByStep() {
    var app = Fixtures.app(Fixtures.container)
    press(&app, .right)
    expectChange(&app, .character("]")) { $0.session?.position = Position(step: 2, phase: 0) }
    expectChange(&app, .character("]")) { $0.status = StatusLine("last step: press a to add one") }
    press(&app, .right)
    expectChange(&app, .character("[")) { $0.session?.position = Position(step: 1, phase: 0) }
    expectChange(&app, .character("[")) { $0.session?.position = Position(step: 0, phase: 0) }
    expectChange(&app, .character("[")) { _ in }
  }

  @Test(arguments: [(Key.character("G"), Key.character("g")), (.end, .home)])
  func lastAndFirst(last: Key, first: Key) {
    var app = Fixtures.app(Fixtures.push)
    let window = app.state.rowIDs[0]
    expectChange(&app, last) {
      $0.session?.position = Position(step: 1, phase: 5)
      $0.selected = window
    }
    expectChange(&app, first) { $0.session?.position = .start }
  }

  @Test func movingKeepsTheSelectedViewAndResetsTheTextPanes() {
    var app = Fixtures.app(Fixtures.push, width: 80, height: 24)
    press(&app, .character("]"), .right, .down, .down, .down, .down, .down, .down, .down)
    let table = app.state.rowIDs[7]
    #expect(app.state.selected == table)
    press(&app, .tab, .tab, .down)
    #expect(app.state.focus == .events)
    #expect(app.state.scroll[.events] != nil)
    // The list scrolls to the first change (row 8, two rows of context above it) and keeps
    // the table's row (7) on screen, so the selection stays on it.
    expectChange(&app, .right) {
      $0.session?.position = Position(step: 1, phase: 2)
      $0.scroll[.events] = nil
      $0.scroll[.views] = 6
    }
    #expect(app.state.selected == table, "UITableView <Inbox> is still in the tree")
  }

  @Test func aSelectionThatLeavesTheTreeFallsBackToTheSameRow() {
    var app = Fixtures.app(Fixtures.push)
    press(&app, .character("]"), .right, .right, .right, .right)
    let rows = app.state.rowIDs
    press(&app, .down, .down, .down, .down, .down, .down, .down)
    #expect(app.state.selected == rows[7], "a ghost row in the completed phase")
    press(&app, .right)
    #expect(app.state.selected == app.state.rowIDs[7])
  }
}
