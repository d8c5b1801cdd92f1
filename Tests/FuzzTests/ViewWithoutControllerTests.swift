import Testing
import TransitionEngine

/// Findings where a view of a controller outside the controller tree enters the window after
/// the `code` step that left it there: appearance callbacks follow the controller tree, not the
/// view tree (K-5), and the view is marked as the app's mistake in the phase it enters the
/// window, with a sentence saying why.
@Suite struct ViewWithoutControllerTests {
  private func step(_ name: String, _ index: Int) throws -> Step {
    try regressionTimeline(name).steps[index]
  }

  private func phase(_ step: Step, _ name: String) throws -> Phase {
    try #require(step.phases.first { $0.name == name }, "no phase \(name)")
  }

  private func events(_ phase: Phase) -> [String] { phase.events.map(\.description) }

  /// The presenter's view, put inside the presented view by the app's code, hears only the
  /// presenter's callbacks on dismissal, not the presented controller's (K-5).
  @Test func presenterInsideThePresentedViewHearsOnlyItsOwnCallbacks() throws {
    let dismiss = try step("dismiss-with-the-presenters-view-inside-the-presented-view", 4)
    #expect(
      events(try phase(dismiss, "dismissal will begin")) == [
        "Sheet.presentationController.dismissalTransitionWillBegin()",
        "Sheet.viewWillDisappear(animated: true)", "Card.viewWillAppear(animated: true)",
        "Card.viewWillLayoutSubviews()", "Card.viewDidLayoutSubviews()",
      ])
    #expect(
      events(try phase(dismiss, "completed")) == [
        "Sheet.presentationController.dismissalTransitionDidEnd(true)",
        "Card.viewDidAppear(animated: true)", "Sheet.viewDidDisappear(animated: true)",
      ])
  }
}
