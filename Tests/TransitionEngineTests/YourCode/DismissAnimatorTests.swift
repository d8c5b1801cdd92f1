import TestSupport
import Testing

@testable import TransitionEngine

/// A dismiss step of `Card` with an animator made of `lines`.
func dismissCard(_ lines: [String], cancelled: Bool = false) throws -> StepSpec {
  var step = Fixtures.step(.dismiss("Card", interactiveCancelled: cancelled))
  step.animator = try block(lines)
  return step
}

private let correctPresent = [
  "containerView.addSubview(toView)", "transitionContext.completeTransition(true)",
]

@Suite struct DismissAnimatorTests {
  @Test func aFullScreenDismissalSeesThePresenterAsTheToView() throws {
    let step = plan(
      rootScene([
        try presentCard(.fullScreen, correctPresent),
        try dismissCard([
          "containerView.insertSubview(toView, belowSubview: fromView)",
          "transitionContext.completeTransition(true)",
        ]),
      ])
    ).steps[2]
    #expect(
      step.phaseNames == [
        "before", "dismissal will begin",
        "line 10: containerView.insertSubview(toView, belowSubview: fromView)", "completed",
        "after",
      ])
    #expect(
      step.allEvents == [
        "Card.transitioningDelegate.animationController(forDismissed: Card)",
        "Card.presentationController.dismissalTransitionWillBegin()",
        "Card.viewWillDisappear(animated: true)",
        "Root.viewWillAppear(animated: true)",
        "animator.transitionDuration(using:)",
        "animator.animateTransition(using:)",
        "Root.viewIsAppearing(animated: true)",
        "Root.viewWillLayoutSubviews()",
        "Root.viewDidLayoutSubviews()",
        "Card.presentationController.dismissalTransitionDidEnd(true)",
        "Root.viewDidAppear(animated: true)",
        "Card.viewDidDisappear(animated: true)",
        "dismiss completion block",
        "animator.animationEnded(true)",
      ])
    #expect(
      step.phase("line 10: containerView.insertSubview(toView, belowSubview: fromView)")?.tree == [
        "UIWindow (0 0; 393 852)", "  UITransitionView (0 0; 393 852)",
        "    UIDropShadowView (0 0; 393 852)",
        "  UITransitionView (0 0; 393 852) [containerView]",
        "    UIView (0 0; 393 852) <Root>", "    UIView (0 0; 393 852) <Card>",
      ])
    #expect(step.phase("after")?.tree == initialTree)
    #expect(step.phases.allSatisfy { $0.appMistakes.isEmpty })
  }

  @Test func anOverStyleDismissalHasANilToView() throws {
    let step = plan(
      rootScene([
        try presentCard(.overFullScreen, correctPresent),
        try dismissCard([
          "containerView.addSubview(toView)", "fromView.removeFromSuperview()",
          "transitionContext.completeTransition(true)",
        ]),
      ])
    ).steps[2]
    let first = try #require(step.phase("line 10: containerView.addSubview(toView)"))
    #expect(first.tree == step.phase("dismissal will begin")?.tree)
    #expect(
      first.explanation
        == "`containerView.addSubview(toView)`: toView is nil here: an overFullScreen "
        + "presentation never took Root's view away, so view(forKey: .to) is nil when it is "
        + "dismissed (X-3, T-4). The line does nothing (X-3).")
    #expect(
      step.phase("line 11: fromView.removeFromSuperview()")?.tree == [
        "UIWindow (0 0; 393 852)", "  UITransitionView (0 0; 393 852)",
        "    UIDropShadowView (0 0; 393 852)", "      UIView (0 0; 393 852) <Root>",
        "  UITransitionView (0 0; 393 852) [containerView]",
      ])
    #expect(step.phase("after")?.tree == initialTree)
  }

  @Test func aDismissalThatNeverCompletesKeepsTheCard() throws {
    let timeline = plan(
      rootScene([
        try presentCard(.pageSheet, correctPresent),
        try dismissCard(["fromView.removeFromSuperview()"]),
        Fixtures.step(.dismiss("Card", interactiveCancelled: false)),
      ]))
    let after = timeline.steps[2].phase("after")
    #expect(after?.controller("Card")?.state == .disappearing)
    #expect(after?.appMistakes.contains(.unfinishedTransition) == true)
    #expect(timeline.steps[3].warnings.first?.hasSuffix("is in progress!") == true)
  }

  @Test func completeTransitionFalseKeepsThePresentationAndSaysWhatIsMissing() throws {
    let step = plan(
      rootScene([
        try presentCard(.overFullScreen, correctPresent),
        try dismissCard([
          "fromView.removeFromSuperview()", "transitionContext.completeTransition(false)",
        ]),
      ])
    ).steps[2]
    let cancelled = step.phase("cancelled")
    #expect(cancelled?.controller("Card")?.state == .appeared)
    #expect(cancelled?.controller("Card")?.inWindow == false)
    #expect(cancelled?.appMistakes == [.appearanceOutOfStep("Card")])
    #expect(cancelled?.explanation.contains("line 10 took it out") == true)
  }
}

/// The window of a plain `Root` at rest (W-3).
let initialTree = [
  "UIWindow (0 0; 393 852)", "  UITransitionView (0 0; 393 852)",
  "    UIDropShadowView (0 0; 393 852)", "      UIView (0 0; 393 852) <Root>",
]
