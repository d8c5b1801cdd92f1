import TestSupport
import Testing

@testable import TransitionEngine

/// T-5, T-6, N-6, X-8: the `after` sentence of a transition the app's animator undoes
/// (`completeTransition(false)`) claims the window is as before only when it is; otherwise it
/// names what the animator's lines left, from the trees.
@Suite struct CancelAsBeforeTests {
  private let fullScreenPresent = [
    "containerView.addSubview(toView)", "transitionContext.completeTransition(true)",
  ]

  private func after(_ scene: SceneSpec, step: Int) -> String? {
    plan(scene).steps[step].phase("after")?.explanation
  }

  @Test func anUndoneDismissalThatChangedNothingIsExactlyAsBefore() throws {
    let scene = rootScene([
      try presentCard(.overFullScreen, fullScreenPresent),
      try dismissCard(["transitionContext.completeTransition(false)"]),
    ])
    #expect(after(scene, step: 2) == "Card is still presented, exactly as before.")
  }

  @Test func anUndoneDismissalNamesTheAlphaItLeft() throws {
    let scene = rootScene([
      try presentCard(.overFullScreen, fullScreenPresent),
      try dismissCard(["fromView.alpha = 0.5", "transitionContext.completeTransition(false)"]),
    ])
    #expect(
      after(scene, step: 2)
        == "Card is still presented, but not exactly as before: Card's view is left at alpha 0.5 "
        + "(it had alpha 1).")
  }

  @Test func anUndoneDismissalNamesTheViewItTookOut() throws {
    let scene = rootScene([
      try presentCard(.overFullScreen, fullScreenPresent),
      try dismissCard([
        "fromView.removeFromSuperview()", "transitionContext.completeTransition(false)",
      ]),
    ])
    #expect(
      after(scene, step: 2)
        == "Card is still presented, but not exactly as before: Card's view has left the "
        + "window.")
  }

  @Test func anUndonePresentationNamesWhatItLeft() throws {
    let scene = rootScene([
      try presentCard(
        .fullScreen,
        [
          "containerView.addSubview(toView)", "fromView.alpha = 0.5",
          "transitionContext.completeTransition(false)",
        ])
    ])
    #expect(
      after(scene, step: 1)
        == "Nothing is presented, but the tree is not exactly what it was before the step: "
        + "Root's view is left at alpha 0.5 (it had alpha 1).")
  }

  @Test func anUndonePopNamesWhatItLeft() throws {
    let scene = twoDeepScene([
      try popFeedNav([
        insertBelow, "fromView.transform = CGAffineTransform(translationX: 100, y: 0)",
        "transitionContext.completeTransition(false)",
      ])
    ])
    #expect(
      after(scene, step: 1)
        == "Back where the step started: Detail on top, in the window. The window is not "
        + "exactly as before: Detail's view is left at transform [1, 0, 0, 1, 100, 0] (it had "
        + "transform .identity).")
  }

  @Test func anUndonePushNamesWhatItLeft() throws {
    var step = Fixtures.step(.push(Fixtures.plain("Detail"), on: "FeedNav"))
    step.animator = try block([
      "containerView.addSubview(toView)", "fromView.alpha = 0.25",
      "transitionContext.completeTransition(false)",
    ])
    #expect(
      after(Fixtures.navigationScene([step]), step: 1)
        == "The stack is what it was before the push. The window is not exactly as before: "
        + "Feed's view is left at alpha 0.25 (it had alpha 1).")
  }

  @Test func anUndoneTabSwitchNamesWhatItLeft() throws {
    let scene = Fixtures.tabScene([
      try selectSettings([
        "containerView.addSubview(toView)", "fromView.alpha = 0",
        "transitionContext.completeTransition(false)",
      ])
    ])
    #expect(
      after(scene, step: 1)
        == "FeedNav is still the selected tab. The window is not exactly as before: FeedNav's "
        + "view is left at alpha 0 (it had alpha 1).")
  }

  @Test func anUndoneTabSwitchThatChangedNothingSaysOnlyTheTab() throws {
    let scene = Fixtures.tabScene([
      try selectSettings([
        "containerView.addSubview(toView)", "transitionContext.completeTransition(false)",
      ])
    ])
    #expect(
      after(scene, step: 1)
        == "FeedNav is still the selected tab.")
  }
}
