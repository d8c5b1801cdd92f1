import SceneFile
import SwiftScene
import Testing
import TransitionEngine

private let nav = """
  title: t
  root: { navigation: Nav, stack: [A, B] }
  steps:

  """

/// `animator` on pop and select steps, `interactive` on push, pop and present with an animator.
@Suite struct InteractionKeyTests {
  @Test func popAndSelectTakeAnAnimator() throws {
    let scene = try SwiftSceneLoader.parse(
      nav + """
          - pop: Nav
            interactive: completed
            animator: |
              containerView.insertSubview(toView, belowSubview: fromView)
              transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        """, path: "s.yaml")
    let step = try #require(scene.steps.first)
    #expect(step.action == .pop(nav: "Nav", interactiveCancelled: false))
    #expect(step.interaction == .completed)
    #expect(step.animator?.lines.count == 2)
    let tabs = try SwiftSceneLoader.parse(
      """
      title: t
      root: { tab: Tabs, tabs: [A, B] }
      steps:
        - select: B
          animator: [containerView.addSubview(toView), transitionContext.completeTransition(true)]
      """, path: "t.yaml")
    #expect(tabs.steps.first?.animator?.lines.map(\.location.line) == [5, 5])
  }

  @Test func anInteractivePushNeedsAnAnimator() throws {
    let good = try SwiftSceneLoader.parse(
      nav + """
          - push: C
            interactive: cancelled
            animator: |
              containerView.addSubview(toView)
              transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        """, path: "s.yaml")
    #expect(good.steps.first?.interaction == .cancelled)
    #expect(
      errorLine(nav + "  - push: C\n    interactive: cancelled\n")
        == "s.yaml:5:18: error: 'interactive: cancelled' on a 'push' step needs an 'animator': "
        + "only the app's own interaction controller can drive a push")
  }

  /// N-14: without an animator a completed pop is UIKit's own swipe back, finished.
  @Test func aPopSwipeCompletesOrCancelsWithoutAnAnimator() throws {
    let done = try SwiftSceneLoader.parse(
      nav + "  - pop: Nav\n    interactive: completed\n", path: "s")
    #expect(done.steps.first?.action == .pop(nav: "Nav", interactiveCancelled: false))
    #expect(done.steps.first?.swipeCompleted == true)
    #expect(done.steps.first?.interaction == nil)
    let swipe = try SwiftSceneLoader.parse(
      nav + "  - pop: Nav\n    interactive: cancelled\n", path: "s")
    #expect(swipe.steps.first?.action == .pop(nav: "Nav", interactiveCancelled: true))
    #expect(swipe.steps.first?.animator == nil)
    #expect(swipe.steps.first?.interaction == nil)
    #expect(
      errorLine(nav + "  - pop: Nav\n    interactive: done\n")
        == "s.yaml:5:18: error: unknown interactive value 'done'; expected one of: cancelled, "
        + "completed")
  }
}
