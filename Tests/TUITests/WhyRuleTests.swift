import RuleBook
import Testing
import TransitionEngine

@testable import TUI

/// Rule IDs in the Why pane: picked out, a cursor moved by j and k, Enter opens the rule.
@Suite struct WhyRuleTests {
  /// The push scene at its completed phase (it cites N-2 and 13.3), 120x40, Why focused.
  static func app() -> TransitionScopeApp {
    var app = TransitionScopeApp(
      catalog: [], opened: Fixtures.entry(Fixtures.push), ascii: false)
    _ = app.handle(.resize(width: 120, height: 40))
    _ = app.handle(.key(.end))
    _ = app.handle(.key(.left))
    var state = app.state
    state.focus = .why
    return TransitionScopeApp(state: state)
  }

  @Test func ruleIDsArePickedOutAndTheCursorIsReversed() throws {
    let app = Self.app()
    let session = try #require(app.state.session)
    let cited = WhyPane.citations(session, width: 58).map(\.id)
    #expect(cited.contains("N-2"))
    let lines = WhyPane.lines(session, width: 58, cursor: 0)
    let rules = lines.flatMap { $0 }.filter { $0.style.role == .accent }
    #expect(rules.map { RuleBook.canonical($0.text) } == cited)
    #expect(rules.first?.style.reverse == true)
    #expect(rules.dropFirst().allSatisfy { !$0.style.reverse })
  }

  @Test func jAndKMoveBetweenIDsAndEnterOpensTheRule() throws {
    var app = Self.app()
    let session = try #require(app.state.session)
    let cited = WhyPane.citations(session, width: 58).map(\.id)
    try #require(cited.count >= 2)
    _ = app.handle(.key(.character("j")))
    #expect(app.state.ruleCursor == 0)
    _ = app.handle(.key(.character("j")))
    #expect(app.state.ruleCursor == 1)
    _ = app.handle(.key(.enter))
    #expect(app.state.overlay == .rule(id: cited[1], scroll: 0))
    let canvas = app.render(width: 120, height: 40)
    let title = try #require(RuleBook.rule(cited[1])?.title)
    #expect(canvas.rows.contains { $0.contains(title) })
    _ = app.handle(.key(.escape))
    #expect(app.state.overlay == nil)
    _ = app.handle(.key(.character("k")))
    _ = app.handle(.key(.character("k")))
    #expect(app.state.ruleCursor == 0)
  }

  @Test func enterWithoutACursorOpensTheFirstRuleAndPhasesResetTheCursor() {
    var app = Self.app()
    _ = app.handle(.key(.enter))
    guard case .rule = app.state.overlay else {
      Issue.record("no rule overlay")
      return
    }
    _ = app.handle(.key(.escape))
    _ = app.handle(.key(.right))
    #expect(app.state.ruleCursor == nil)
  }
}
