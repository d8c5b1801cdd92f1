import Testing
import TransitionEngine

@testable import TUI

/// `w` asks the run loop to write the scene with the steps added in the viewer.
@Suite struct ReducerSaveTests {
  @Test func wSavesTheAddedSteps() {
    var app = Fixtures.app(Fixtures.push)
    expectChange(&app, .character("w")) {
      $0.status = StatusLine("nothing to save: add steps with a first")
    }
    press(&app, .character("a"), .enter)
    let session = app.state.session!
    let added = Array(session.spec.steps.dropFirst(Fixtures.push.steps.count))
    #expect(added.count == 1)
    expectChange(&app, .character("w"), effects: [.saveScene(session.entry, added: added)]) {
      $0.status = nil
    }
    _ = app.handle(.saved(path: "./push-steps.yaml", steps: 1))
    #expect(
      app.state.status == StatusLine("saved ./push-steps.yaml (the scene and 1 step added here)"))
    _ = app.handle(.saveFailed("cannot write ./push-steps.yaml"))
    #expect(
      app.state.status == StatusLine("not saved: cannot write ./push-steps.yaml", isError: true))
  }
}
