import Testing
import TransitionEngine

@testable import TUI

/// Presenter mode: the timer steps through phases, Space pauses, `+` `-` change the pace, the
/// screen picture moves between phases; the present layout; a watched scene reloaded.
@Suite struct PresenterTests {
  static func presenting(_ seconds: Double = 1, width: Int = 80, height: Int = 24)
    -> TransitionScopeApp
  {
    Fixtures.app(Fixtures.push, width: width, height: height, live: LiveOptions(autoplay: seconds))
  }

  @Test func theTimerStepsThroughEveryPhaseAndStopsAtTheEnd() {
    var app = Self.presenting(1)
    let total = app.state.session?.timeline.phaseCount ?? 0
    _ = app.handle(.tick(seconds: 0.5))
    #expect(app.state.session?.position == .start)
    var positions: [Position] = []
    for _ in 0..<(total * 4) {
      _ = app.handle(.tick(seconds: 0.5))
      if let position = app.state.session?.position, positions.last != position {
        positions.append(position)
      }
    }
    #expect(positions.count == total - 1)
    #expect(app.state.presenter?.paused == true)
    #expect(app.state.motion == nil)
  }

  @Test func spacePausesAndResumes() {
    var app = Self.presenting(1)
    _ = app.handle(.key(.character(" ")))
    #expect(app.state.presenter?.paused == true)
    for _ in 0..<10 { _ = app.handle(.tick(seconds: 0.5)) }
    #expect(app.state.session?.position == .start)
    _ = app.handle(.key(.character(" ")))
    #expect(app.state.presenter?.paused == false)
    _ = app.handle(.tick(seconds: 1))
    #expect(app.state.session?.position == Position(step: 1, phase: 0))
  }

  @Test func spaceStillStepsWithoutAutoplay() {
    var app = Fixtures.app(Fixtures.push, width: 80, height: 24)
    _ = app.handle(.key(.character(" ")))
    #expect(app.state.session?.position == Position(step: 1, phase: 0))
  }

  @Test func plusAndMinusChangeThePace() {
    var app = Self.presenting(1)
    _ = app.handle(.key(.character("-")))
    #expect(app.state.presenter?.pace == 0.5)
    _ = app.handle(.tick(seconds: 1))
    #expect(app.state.session?.position == .start)
    _ = app.handle(.tick(seconds: 1))
    #expect(app.state.session?.position == Position(step: 1, phase: 0))
    _ = app.handle(.key(.character("+")))
    _ = app.handle(.key(.character("+")))
    #expect(app.state.presenter?.pace == 2)
    #expect(app.state.status?.text == "pace ×2")
  }

  @Test func theScreenPictureMovesBetweenPhases() throws {
    var app = Self.presenting(1, width: 120, height: 40)
    let timeline = try #require(app.state.session?.timeline)
    // Find the phase of the push whose views move from the phase before.
    let step = timeline.steps[1]
    let moving = try #require(
      step.phases.indices.dropFirst().first {
        WindowTween.moves(from: step.phases[$0 - 1].window, to: step.phases[$0].window)
      })
    var state = app.state
    state.session?.position = Position(step: 1, phase: moving)
    app = TransitionScopeApp(state: state)
    _ = app.handle(.tick(seconds: 0.1))
    let first = try #require(app.state.motion)
    let picture = app.render(width: 120, height: 40)
    _ = app.handle(.tick(seconds: 0.2))
    let second = try #require(app.state.motion)
    #expect(second.progress > first.progress)
    #expect(app.render(width: 120, height: 40) != picture)
    _ = app.handle(.tick(seconds: 0.5))
    #expect(app.state.motion == nil)
  }

  @Test func thePresentLayoutShowsALargeScreenViewsAndWhyAt80x24() throws {
    var app = Fixtures.app(Fixtures.push, width: 80, height: 24)
    _ = app.handle(.key(.character("p")))
    #expect(app.state.presentLayout)
    let layout = PaneLayout.compute(width: 80, height: 24, state: app.state)
    let screen = try #require(layout.panes[.screen])
    #expect(Set(layout.panes.keys) == [.screen, .views, .why])
    #expect(screen.height == 21)
    #expect(screen.width >= 20)
    let rows = app.render(width: 80, height: 24).rows
    #expect(rows.contains { $0.contains("Why") })
    _ = app.handle(.key(.character("p")))
    #expect(!app.state.presentLayout)
  }

  @Test func reloadKeepsThePositionWhereItStillExists() {
    var app = Fixtures.app(Fixtures.push, width: 80, height: 24, live: LiveOptions(watch: true))
    _ = app.handle(.key(.character("G")))
    let last = app.state.session?.position
    #expect(app.handle(.key(.character("r"))) == [.reload(path: "Scenes/test.yaml")])
    _ = app.handle(.reloadFailed("Scenes/test.yaml:3:5: error: unknown key 'stak'"))
    #expect(app.render(width: 80, height: 24).rows.contains { $0.contains("unknown key 'stak'") })
    _ = app.handle(.key(.character("j")))
    #expect(app.state.reloadError != nil)
    _ = app.handle(.reloaded(Fixtures.entry(Fixtures.push)))
    #expect(app.state.session?.position == last)
    #expect(app.state.reloadError == nil)
    // A shorter scene: the position falls back to its last phase.
    var shorter = Fixtures.push
    shorter.steps = []
    _ = app.handle(.reloaded(Fixtures.entry(shorter)))
    #expect(app.state.session?.position.step == 0)
  }
}
