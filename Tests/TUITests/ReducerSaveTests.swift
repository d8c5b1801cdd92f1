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
    app.showStatus("saved ./push-steps.yaml")
    #expect(app.state.status == StatusLine("saved ./push-steps.yaml"))
  }

  @Test func theAddedStepsAreWrittenInTheSceneFormat() {
    var options = ControllerOptions()
    options.views = ["UILabel", "UIButton"]
    let push = StepSpec(
      action: .push(ControllerSpec(name: "Pushed1", options: options), on: "Nav"),
      note: "Added from the action menu.")
    var rotate = StepSpec(action: .rotate(.landscape))
    rotate.animated = false
    #expect(
      StepWriter.items([push, rotate])
        == """
          - push: {vc: Pushed1, views: [UILabel, UIButton]}
            on: Nav
            note: "Added from the action menu."
          - rotate: landscape
            animated: false

        """)
    var custom = PresentSpec(controller: ControllerSpec(name: "P"), from: "Nav")
    custom.custom = CustomPresentation()
    #expect(StepWriter.items([StepSpec(action: .present(custom))]) == nil)
  }
}
