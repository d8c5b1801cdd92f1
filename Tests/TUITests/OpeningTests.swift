import Testing
import TransitionEngine

@testable import TUI

/// The viewer opens a scene at its first step's first change, not at the launch: the state
/// before the step is one key back, the launch (step 0) two.
@Suite struct OpeningTests {
  @Test func thePushOpensAtContainerReady() {
    let app = TransitionScopeApp(
      catalog: [], opened: Fixtures.entry(Fixtures.push), ascii: false)
    #expect(app.state.session?.position == Position(step: 1, phase: 1))
    #expect(app.state.session?.phase.kind == .containerReady)
  }

  @Test func theStateBeforeIsOneKeyBackAndTheLaunchTwo() {
    var app = TransitionScopeApp(
      catalog: [], opened: Fixtures.entry(Fixtures.push), ascii: false)
    _ = app.handle(.resize(width: 120, height: 40))
    press(&app, .left)
    #expect(app.state.session?.position == Position(step: 1, phase: 0))
    press(&app, .left)
    #expect(app.state.session?.position == Position(step: 0, phase: 0))
    press(&app, .right, .right)
    #expect(app.state.session?.position == Position(step: 1, phase: 1))
  }

  @Test func theHeaderNamesTheFirstChangeAt80x24() {
    var app = TransitionScopeApp(
      catalog: [], opened: Fixtures.entry(Fixtures.push), ascii: false)
    _ = app.handle(.resize(width: 80, height: 24))
    let rows = app.render(width: 80, height: 24).rows.prefix(2).map {
      String($0.reversed().drop { $0 == " " }.reversed())
    }
    #expect(
      Array(rows) == [
        " Push a detail screen onto a navigation … iPhone 15 · portrait · wC hR · iOS 17",
        " step 1/1  push Message on InboxNav     phase ● ◉ ○ ○ ○ ○  2/6  container ready",
      ])
  }

  @Test func aTabSwitchOpensAtItsFirstChangeAndRestartReturnsThere() {
    var app = Fixtures.app(Fixtures.tabs)
    var opened = TransitionScopeApp(
      catalog: [], opened: Fixtures.entry(Fixtures.tabs), ascii: false)
    _ = opened.handle(.resize(width: 120, height: 40))
    let first = opened.state.session?.position
    #expect(first.map { $0.step == 1 && $0.phase > 0 } == true)
    #expect(opened.state.session.map { !$0.diff.marks.isEmpty } == true)
    app = opened
    press(&app, .character("G"), .character("r"))
    #expect(app.state.session?.position == first)
  }

  @Test func aSceneWithoutStepsOpensAtTheLaunch() {
    var spec = Fixtures.push
    spec.steps = []
    let app = TransitionScopeApp(catalog: [], opened: Fixtures.entry(spec), ascii: false)
    #expect(app.state.session?.position == .start)
  }

  @Test func predictModeOpensJustBeforeTheFirstChangeSoTheFirstKeyAsks() {
    var live = LiveOptions()
    live.predict = true
    let app = TransitionScopeApp(
      catalog: [], opened: Fixtures.entry(Fixtures.push), ascii: false, live: live)
    #expect(app.state.session?.position == Position(step: 1, phase: 0))
  }
}
