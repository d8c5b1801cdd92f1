import Testing
import TransitionEngine

@testable import TUI

/// The picker: typing filters, `q` quits only while the filter is empty, files that failed
/// are listed with their error.
@Suite struct ReducerPickerTests {
  static func picker(failures: [CatalogFailure] = []) -> TransitionScopeApp {
    var app = TransitionScopeApp(
      catalog: [
        CatalogEntry(Fixtures.entry(Fixtures.push, path: "Scenes/push.yaml")),
        CatalogEntry(Fixtures.entry(Fixtures.tabs, path: "Scenes/tab-switch.yaml")),
      ], opened: nil, ascii: false, failures: failures)
    _ = app.handle(.resize(width: 80, height: 24))
    return app
  }

  @Test func typingFiltersByTitleOrFileName() {
    var app = Self.picker()
    expectChange(&app, .character("t")) { $0.overlay = .picker(PickerState(filter: "t")) }
    expectChange(&app, .character("A")) { $0.overlay = .picker(PickerState(filter: "tA")) }
    expectChange(&app, .character("B")) { $0.overlay = .picker(PickerState(filter: "tAB")) }
    #expect(app.state.pickerEntries(matching: "tAB").map(\.title) == ["Switch tabs"])
    expectChange(&app, .backspace) { $0.overlay = .picker(PickerState(filter: "tA")) }
    expectChange(&app, .backspace) { $0.overlay = .picker(PickerState(filter: "t")) }
    #expect(
      app.state.pickerEntries(matching: "PUSH.yaml").map(\.path) == ["Scenes/push.yaml"],
      "the file name matches too, in any case")
    expectChange(&app, .character("q")) { $0.overlay = .picker(PickerState(filter: "tq")) }
    expectChange(&app, .escape) { $0.overlay = .picker(PickerState()) }
    expectChange(&app, .character("q"), effects: [.quit]) { _ in }
  }

  @Test func enterOpensTheSelectedMatch() {
    var app = Self.picker()
    press(&app, .character("s"), .character("w"))
    expectChange(&app, .enter, effects: [.openScene(path: "Scenes/tab-switch.yaml")]) {
      $0.overlay = .picker(PickerState(selection: 0, filter: "sw"))
    }
    press(&app, .escape, .character("p"), .character("l"), .character("a"), .character("y"))
    press(&app, .enter)
    #expect(app.state.session?.entry.spec.title == Playground.title)
  }

  @Test func filesThatFailedAreListedAndTellTheirError() {
    let failure = CatalogFailure(
      path: "/x/Scenes/bad.yaml", message: "/x/Scenes/bad.yaml:4:3: error: unknown key 'stak'")
    var app = Self.picker(failures: [failure])
    let screen = app.render(width: 80, height: 24).rows
    #expect(screen.contains { $0.contains("✗ bad.yaml:4:3: error: unknown key 'stak'") })
    press(&app, .end, .down)
    #expect(app.state.overlay == .picker(PickerState(selection: 2)), "failures are not selectable")
    let rows = PickerOverlay.box(PickerState(), state: app.state, screen: Reducer.screen(app.state))
    _ = app.handle(.mouse(MouseEvent(kind: .click, x: rows.list.x + 3, y: rows.list.y + 3)))
    #expect(
      app.state.status == StatusLine("bad.yaml:4:3: error: unknown key 'stak'", isError: true))
  }
}
