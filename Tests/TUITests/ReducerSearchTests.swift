import Testing
import TransitionEngine

@testable import TUI

/// `/` search: typing jumps to the first match, n and N move between matches, Enter keeps
/// the search, Esc and Backspace on an empty query close it; matches inside folds unfold.
@Suite struct ReducerSearchTests {
  @Test func typingSelectsTheFirstMatchFromTheSelection() {
    var app = Fixtures.app(Fixtures.push)
    press(&app, .character("G"))
    let rows = app.state.rowIDs
    expectChange(&app, .character("/")) { $0.search = SearchState() }
    expectChange(&app, .character("u")) {
      $0.search = SearchState(query: "u")
      $0.selected = rows[0]
    }
    expectChange(&app, .character("i")) { $0.search = SearchState(query: "ui") }
    expectChange(&app, .character("L")) {
      $0.search = SearchState(query: "uiL")
      $0.selected = rows[3]
    }
    expectChange(&app, .backspace) { $0.search = SearchState(query: "ui") }
    expectChange(&app, .enter) { $0.search = SearchState(query: "ui", editing: false) }
  }

  @Test func ownersMatchToo() {
    var app = Fixtures.app(Fixtures.push)
    press(&app, .character("G"), .character("/"))
    type(&app, "message")
    #expect(app.state.selected == app.state.rowIDs[6])
  }

  @Test func nextAndPreviousMatchWrapAround() {
    var app = Fixtures.app(Fixtures.push)
    press(&app, .character("G"), .character("/"))
    type(&app, "label")
    press(&app, .enter)
    let rows = app.state.rowIDs
    #expect(app.state.selected == rows[7])
    press(&app, .character("/"))
    type(&app, "view")
    press(&app, .enter)
    #expect(app.state.selected == rows[8], "the first match at or after the selection")
    expectChange(&app, .character("n")) { $0.selected = rows[1] }
    expectChange(&app, .character("n")) { $0.selected = rows[2] }
    expectChange(&app, .character("N")) { $0.selected = rows[1] }
    expectChange(&app, .character("N")) { $0.selected = rows[8] }
  }

  @Test func nAndNWithoutASearchDoNothing() {
    var app = Fixtures.app(Fixtures.push)
    expectChange(&app, .character("n")) { _ in }
    expectChange(&app, .character("N")) { _ in }
  }

  @Test func aMatchInsideAFoldUnfoldsIt() {
    var app = Fixtures.app(Fixtures.push)
    press(&app, .character("G"))
    let rows = app.state.rowIDs
    press(&app, .down, .down, .down, .enter)
    #expect(app.state.folded == [rows[3]])
    press(&app, .character("/"))
    type(&app, "textv")
    #expect(app.state.folded.isEmpty)
    #expect(app.state.selected == rows[8])
  }

  @Test func escapeAndBackspaceCloseTheSearch() {
    var app = Fixtures.app(Fixtures.push)
    press(&app, .character("/"), .character("x"))
    expectChange(&app, .escape) { $0.search = nil }
    press(&app, .character("/"))
    expectChange(&app, .backspace) { $0.search = nil }
    press(&app, .character("/"))
    expectChange(&app, .enter) { $0.search = nil }
  }

  @Test func whileTypingQIsALetterButCtrlCQuits() {
    var app = Fixtures.app(Fixtures.push)
    press(&app, .character("/"))
    expectChange(&app, .character("q")) { $0.search = SearchState(query: "q") }
    expectChange(&app, .ctrlC, effects: [.quit]) { _ in }
  }

  @Test func arrowsMoveBetweenMatchesWhileTyping() {
    var app = Fixtures.app(Fixtures.push)
    press(&app, .character("G"), .character("/"))
    type(&app, "text")
    let rows = app.state.rowIDs
    #expect(app.state.selected == rows[8])
    expectChange(&app, .down) { _ in }
    press(&app, .escape, .character("/"))
    type(&app, "view")
    press(&app, .down)
    #expect(app.state.selected == rows[1], "UIWindow does not match: wraps to the first match")
    press(&app, .up)
    #expect(app.state.selected == rows[8])
  }
}

/// Search also finds the containerView marker and the phase's callbacks.
@Suite struct SearchMarkersAndCallbacksTests {
  @Test func theContainerViewMarkerIsFound() throws {
    var app = Fixtures.app(Fixtures.push)
    press(&app, .character("]"), .right)
    press(&app, .character("/"))
    for character in "containerview" { press(&app, .character(character)) }
    // UILayoutContainerView matches by class; the wrapper view only by its marker.
    #expect(try Self.selected(app).className == "UILayoutContainerView")
    press(&app, .enter, .character("n"))
    #expect(try Self.selected(app).className == "UIViewControllerWrapperView")
    #expect(try Self.selected(app).role == .containerView)
  }

  static func selected(_ app: TransitionScopeApp) throws -> ViewNode {
    let view = PhaseView(try #require(app.state.session), state: app.state)
    return view.rows[view.selectedRow].node
  }

  @Test func callbacksThatMatchAreCountedAndUnderlined() {
    var app = Fixtures.app(Fixtures.push)
    press(&app, .character("]"), .right)
    press(&app, .character("/"))
    for character in "willappear" { press(&app, .character(character)) }
    let canvas = app.render(width: 120, height: 40)
    #expect(canvas.rows[39].contains("no view · 1 in Events"), "\(canvas.rows[39])")
    let events = EventsPane.content(app.state.session!, query: "willappear").lines
    let found = events.filter { $0.contains { $0.style.underline } }.map(\.plain)
    #expect(found == [" Message.viewWillAppear(animated: true)"])
  }
}
