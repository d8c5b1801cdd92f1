import Testing
import TransitionEngine

@testable import TUI

/// Hiding panes (`v` the focused one, `V` all back): the others take the room.
@Suite struct HidePaneTests {
  @Test func hidingTheWhyPaneGivesItsRoomToTheEvents() {
    var app = Fixtures.app(Fixtures.push, width: 80, height: 24)
    let shown = PaneLayout.compute(width: 80, height: 24, state: app.state)
    press(&app, .tab, .tab, .tab, .character("v"))
    #expect(app.state.hidden == [.why])
    #expect(app.state.focus == .views)
    let rows = app.render(width: 80, height: 24).rows
    #expect(
      Array(rows[15...16]) == [
        "┌ Controllers ─────────┐┌ Events ──────────────────────────────────────────────┐",
        "│InboxNav      appeared││initial                                               │",
      ])
    #expect(rows[23] == " Why hidden: V shows it again" + String(repeating: " ", count: 51))
    let hidden = PaneLayout.compute(width: 80, height: 24, state: app.state)
    #expect(hidden.panes[.why] == nil)
    let events = shown.panes[.events] ?? .empty
    let why = shown.panes[.why] ?? .empty
    #expect(
      hidden.panes[.events]
        == Region(
          x: events.x, y: events.y, width: events.width + why.width, height: events.height))
    press(&app, .character("V"))
    #expect(app.state.hidden.isEmpty)
    #expect(PaneLayout.compute(width: 80, height: 24, state: app.state) == shown)
  }

  @Test func hidingTheViewsGivesTheScreenTheTopRowAndTheLastPaneStays() {
    var app = Fixtures.app(Fixtures.push, width: 80, height: 24)
    press(&app, .character("v"))
    let layout = PaneLayout.compute(width: 80, height: 24, state: app.state)
    #expect(layout.panes[.views] == nil)
    #expect(app.state.focus == .controllers)
    // The focused controllers pane's bottom row grew; the screen fills the row above it.
    let below = layout.panes[.controllers]?.y ?? 0
    #expect(layout.panes[.screen] == Region(x: 0, y: 2, width: 80, height: below - 2))
    // Hide every pane: one stays, and the status says so.
    for _ in 0..<6 { press(&app, .character("v")) }
    let last = PaneLayout.compute(width: 80, height: 24, state: app.state)
    #expect(last.panes.count == 1)
    #expect(last.panes.values.first == last.body)
    #expect(app.state.status?.text == "nothing to hide: one pane is left")
  }
}
