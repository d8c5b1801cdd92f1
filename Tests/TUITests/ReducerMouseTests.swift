import Testing
import TransitionEngine

@testable import TUI

/// Clicks focus panes and select views (list rows, compare rows, the screen picture); the
/// wheel scrolls the pane under the pointer; overlays take clicks on their rows.
@Suite struct ReducerMouseTests {
  static func click(_ x: Int, _ y: Int) -> InputEvent {
    .mouse(MouseEvent(kind: .click, x: x, y: y))
  }

  @Test func clickingARowSelectsItAndShowsDetails() {
    var app = Fixtures.app(Fixtures.push)
    let rows = app.state.rowIDs
    expectChange(&app, Self.click(40, 5)) {
      $0.selected = rows[2]
      $0.showsDetails = true
    }
    expectChange(&app, Self.click(5, 5)) { $0.focus = .controllers }
    expectChange(&app, Self.click(40, 30)) { $0.focus = .events }
  }

  @Test func clickingThePictureSelectsTheFrontMostView() {
    var app = Fixtures.app(Fixtures.push)
    let rows = app.state.rowIDs
    expectChange(&app, Self.click(105, 15)) {
      $0.focus = .screen
      $0.selected = rows[6]
      $0.showsDetails = true
    }
    expectChange(&app, Self.click(105, 5)) { $0.selected = rows[7] }
  }

  @Test func clickingACompareColumnSelectsItsView() {
    var app = Fixtures.app(Fixtures.push)
    press(&app, .character("G"), .character("c"))
    let after = app.state.rowIDs
    expectChange(&app, Self.click(100, 12)) {
      $0.selected = after[9]
      $0.showsDetails = true
    }
  }

  @Test func theWheelScrollsThePaneUnderThePointer() {
    var app = Fixtures.app(Fixtures.push, width: 80, height: 24)
    let down = InputEvent.mouse(MouseEvent(kind: .wheelDown, x: 60, y: 18))
    let up = InputEvent.mouse(MouseEvent(kind: .wheelUp, x: 60, y: 18))
    expectChange(&app, down) { $0.scroll[.why] = 3 }
    expectChange(&app, up) { $0.scroll[.why] = 0 }
    expectChange(&app, .mouse(MouseEvent(kind: .wheelDown, x: 70, y: 5))) { _ in }
  }

  @Test func overlaysTakeClicksOnTheirRows() {
    var app = Fixtures.app(Fixtures.push, width: 80, height: 24)
    press(&app, .character("a"))
    expectChange(&app, Self.click(0, 0)) { $0.overlay = nil }
    press(&app, .character("a"))
    _ = app.handle(Self.click(20, 12))
    #expect(app.state.session?.step.action.description == "rotate to landscape")
    press(&app, .character("o"))
    _ = app.handle(.mouse(MouseEvent(kind: .wheelDown, x: 40, y: 12)))
    #expect(app.state.overlay == .picker(PickerState(selection: 0)))
  }

  @Test func clicksAreIgnoredWhenTheTerminalIsTooSmall() {
    var app = Fixtures.app(Fixtures.push, width: 20, height: 5)
    expectChange(&app, Self.click(1, 1)) { _ in }
  }
}
