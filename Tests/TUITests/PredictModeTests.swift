import Testing
import TransitionEngine

@testable import TUI

/// Predict mode (`x`, `--predict`): a forward key first asks about the coming phase (the
/// panes keep the phase before it, the Why pane asks), the next reveals it with its marks.
@Suite struct PredictModeTests {
  @Test func aForwardKeyAsksAndTheNextRevealsWithTheMarks() throws {
    var app = Fixtures.app(Fixtures.push, width: 80, height: 24)
    press(&app, .character("x"), .right)
    #expect(app.state.question == Position(step: 1, phase: 0))
    #expect(app.state.session?.position == .start)
    press(&app, .right)
    #expect(app.state.session?.position == Position(step: 1, phase: 0))
    press(&app, .right)
    #expect(app.state.question == Position(step: 1, phase: 1))
    // The panes still show the phase before; the Why pane asks instead of explaining.
    #expect(app.state.session?.position == Position(step: 1, phase: 0))
    let asked = app.render(width: 80, height: 24).rows
    #expect(asked[1].hasSuffix("1/6  before "), "\(asked[1])")
    #expect(
      Array(asked[15...19].map { String($0.suffix(34)) }) == [
        "┌ Why ───────────────────────────┐",
        "│Predict: step 1, phase          │",
        "│\"container ready\".              │",
        "│                                │",
        "│Which views will be added,      │",
      ])
    #expect(
      asked[23] == " predict: which views will be added, removed or moved? → reveals"
        + String(repeating: " ", count: 16))
    press(&app, .right)
    #expect(app.state.question == nil)
    let session = try #require(app.state.session)
    #expect(session.position == Position(step: 1, phase: 1))
    let marks = Array(session.diff.marks.values)
    let added = marks.filter { $0 == .added }.count
    #expect(added > 0)
    #expect(app.state.status?.text.hasPrefix("answer: \(added) added, ") == true)
    // The revealed phase's explanation is back in the Why pane.
    let revealed = app.render(width: 80, height: 24).rows
    #expect(!revealed.joined().contains("Predict:"))
    #expect(revealed.joined().contains("*"))
  }

  @Test func leftDropsTheQuestionAndXTurnsTheModeOff() {
    var app = Fixtures.app(Fixtures.push, width: 80, height: 24)
    press(&app, .character("x"), .right, .right)
    press(&app, .right, .left)
    #expect(app.state.question == nil)
    #expect(app.state.session?.position == Position(step: 1, phase: 0))
    press(&app, .right)
    #expect(app.state.question != nil)
    press(&app, .character("x"))
    #expect(app.state.question == nil && !app.state.predicting)
    press(&app, .right)
    #expect(app.state.session?.position == Position(step: 1, phase: 1))
  }

  @Test func playingPausesAtEachQuestionAndRevealingPlaysOn() {
    var app = Fixtures.app(Fixtures.push, width: 80, height: 24)
    press(&app, .character("x"), .character("P"))
    for _ in 0..<4 { _ = app.handle(.tick(seconds: 0.5)) }
    #expect(app.state.question == Position(step: 1, phase: 0))
    #expect(app.state.presenter?.paused == true)
    #expect(app.state.session?.position == .start)
    // Time does not move past a question.
    for _ in 0..<10 { _ = app.handle(.tick(seconds: 0.5)) }
    #expect(app.state.session?.position == .start)
    press(&app, .character(" "))
    #expect(app.state.session?.position == Position(step: 1, phase: 0))
    #expect(app.state.presenter?.paused == false)
    for _ in 0..<4 { _ = app.handle(.tick(seconds: 0.5)) }
    #expect(app.state.question == Position(step: 1, phase: 1))
  }

  @Test func theKeyIsInTheOneKeyTable() {
    #expect(KeyMap.command(for: .character("x")) == .predict)
    let rows = KeyMap.help.flatMap(\.keys)
    #expect(rows.contains { $0.keys == "x" && $0.meaning.hasPrefix("predict mode") })
  }
}
