import TestSupport
import Testing

@testable import TransitionEngine

/// A scene whose root is a plain `Root`, with the given steps.
func rootScene(_ steps: [StepSpec]) -> SceneSpec {
  SceneSpec(title: "animator", root: Fixtures.plain("Root"), steps: steps)
}

/// A present step of `Card` from `Root` with an animator made of `lines`.
func presentCard(
  _ style: PresentationStyle, _ lines: [String], cancelled: Bool = false
) throws -> StepSpec {
  var step = Fixtures.step(
    .present(
      PresentSpec(
        controller: Fixtures.plain("Card"), from: "Root", style: style,
        interactiveCancelled: cancelled)))
  step.animator = try block(lines)
  return step
}

@Suite struct PresentAnimatorTests {
  @Test func overStyleAnimatorThatMovesThePresenterLosesItAtDismissal() throws {
    let timeline = plan(
      rootScene([
        try presentCard(
          .overFullScreen,
          [
            "containerView.addSubview(fromVC.view)", "containerView.addSubview(toView)",
            "transitionContext.completeTransition(true)",
          ]),
        Fixtures.step(.dismiss("Card", interactiveCancelled: false)),
      ]))
    let present = timeline.steps[1]
    #expect(
      present.phaseNames == [
        "before", "container ready", "presentation will begin",
        "line 10: containerView.addSubview(fromVC.view)",
        "line 11: containerView.addSubview(toView)", "completed", "after",
      ])
    #expect(
      present.allEvents == [
        "Card.transitioningDelegate.animationController(forPresented: Card, presenting: Root, source: Root)",
        "Card.loadView()",
        "Card.viewDidLoad()",
        "Card.presentationController.presentationTransitionWillBegin()",
        "Card.viewWillAppear(animated: true)",
        "animator.transitionDuration(using:)",
        "animator.animateTransition(using:)",
        "Card.viewIsAppearing(animated: true)",
        "Card.viewWillLayoutSubviews()",
        "Card.viewDidLayoutSubviews()",
        "Card.presentationController.presentationTransitionDidEnd(true)",
        "Card.viewDidAppear(animated: true)",
        "present completion block",
        "animator.animationEnded(true)",
      ])
    #expect(
      present.phase("line 10: containerView.addSubview(fromVC.view)")?.tree == [
        "UIWindow (0 0; 393 852)", "  UITransitionView (0 0; 393 852)",
        "    UIDropShadowView (0 0; 393 852)",
        "  UITransitionView (0 0; 393 852) [containerView]",
        "    UIView (0 0; 393 852) <Root>",
      ])
    #expect(present.phase("completed")?.explanation.contains("line 10") == true)
    let dismiss = timeline.steps[2]
    let completed = dismiss.phase("completed")
    #expect(
      completed?.tree == [
        "UIWindow (0 0; 393 852)", "  UITransitionView (0 0; 393 852)",
        "    UIDropShadowView (0 0; 393 852)",
      ])
    // M-9: Root hears nothing and still counts as appeared.
    #expect(!dismiss.allEvents.contains { $0.hasPrefix("Root.") })
    #expect(completed?.controller("Root")?.state == .appeared)
    #expect(completed?.controller("Root")?.inWindow == false)
    #expect(completed?.appMistakes == [.appearanceOutOfStep("Root")])
    #expect(completed?.explanation.contains("The mistake: Root's view was inside") == true)
  }

  @Test func theCheckerFlagsTheSameTreeWithoutTheAppMark() throws {
    let timeline = TimelineBuilder.build(
      rootScene([
        try presentCard(
          .overFullScreen,
          [
            "containerView.addSubview(fromVC.view)", "containerView.addSubview(toView)",
            "transitionContext.completeTransition(true)",
          ]),
        Fixtures.step(.dismiss("Card", interactiveCancelled: false)),
      ]))
    let after = try #require(timeline.steps[2].phase("after"))
    let unmarked = Phase(
      kind: after.kind, within: after.within, window: after.window,
      controllers: after.controllers, events: after.events, environment: after.environment,
      explanation: after.explanation)
    #expect(InvariantChecker.violations(in: after).isEmpty)
    #expect(
      InvariantChecker.violations(in: unmarked) == [
        "Root is appeared at rest (expected disappeared)"
      ])
  }

  @Test func fullScreenWithoutTheToViewLeavesABlackScreen() throws {
    let step = plan(
      rootScene([try presentCard(.fullScreen, ["transitionContext.completeTransition(true)"])])
    ).steps[1]
    #expect(
      step.phaseNames == [
        "before", "container ready", "presentation will begin", "completed", "after",
      ])
    let completed = step.phase("completed")
    #expect(
      completed?.tree == [
        "UIWindow (0 0; 393 852)", "  UITransitionView (0 0; 393 852)",
        "    UIDropShadowView (0 0; 393 852)",
        "  UITransitionView (0 0; 393 852) [containerView]",
      ])
    #expect(completed?.controller("Card")?.state == .appeared)
    #expect(completed?.controller("Root")?.state == .disappeared)
    #expect(completed?.explanation.contains("black screen") == true)
    #expect(completed?.explanation.contains("no line added the to-view") == true)
    #expect(completed?.appMistakes == [.appearanceOutOfStep("Card")])
    #expect(!step.allEvents.contains("Card.viewIsAppearing(animated: true)"))
  }

  @Test func theCorrectFullScreenAnimatorEndsAsUIKitDoes() throws {
    let step = plan(
      rootScene([
        try presentCard(
          .fullScreen,
          ["containerView.addSubview(toView)", "transitionContext.completeTransition(true)"])
      ])
    ).steps[1]
    #expect(
      step.phase("line 10: containerView.addSubview(toView)")?.tree == [
        "UIWindow (0 0; 393 852)", "  UITransitionView (0 0; 393 852)",
        "    UIDropShadowView (0 0; 393 852)",
        "  UITransitionView (0 0; 393 852) [containerView]",
        "    UIView (0 0; 393 852) <Root>", "    UIView (0 0; 393 852) <Card>",
      ])
    #expect(
      step.phase("after")?.tree == [
        "UIWindow (0 0; 393 852)", "  UITransitionView (0 0; 393 852)",
        "    UIDropShadowView (0 0; 393 852)", "  UITransitionView (0 0; 393 852)",
        "    UIView (0 0; 393 852) <Card>",
      ])
    #expect(step.phases.allSatisfy { $0.appMistakes.isEmpty })
    #expect(
      step.allEvents.suffix(5) == [
        "Card.presentationController.presentationTransitionDidEnd(true)",
        "Card.viewDidAppear(animated: true)", "Root.viewDidDisappear(animated: true)",
        "present completion block", "animator.animationEnded(true)",
      ])
  }

  @Test func aNilFromViewMakesTheLineDoNothing() throws {
    let step = plan(
      rootScene([
        try presentCard(
          .overFullScreen,
          [
            "containerView.insertSubview(fromView, belowSubview: toView)",
            "containerView.addSubview(toView)", "transitionContext.completeTransition(true)",
          ])
      ])
    ).steps[1]
    let first = try #require(
      step.phase("line 10: containerView.insertSubview(fromView, belowSubview: toView)"))
    #expect(first.tree == step.phase("presentation will begin")?.tree)
    #expect(first.explanation.contains("fromView is nil here"))
    #expect(first.explanation.contains("The line does nothing (X-3)"))
  }

  @Test func withoutCompleteTransitionUIKitWaitsAndRefuses() throws {
    let timeline = plan(
      rootScene([
        try presentCard(.fullScreen, ["containerView.addSubview(toView)"]),
        Fixtures.step(
          .present(PresentSpec(controller: Fixtures.plain("Other"), from: "Card"))),
        Fixtures.step(.dismiss("Card", interactiveCancelled: false)),
      ]))
    let after = timeline.steps[1].phase("after")
    #expect(after?.tree.last == "    UIView (0 0; 393 852) <Card>")
    #expect(after?.tree.contains("  UITransitionView (0 0; 393 852) [containerView]") == true)
    #expect(after?.controller("Card")?.state == .appearing)
    #expect(after?.controller("Root")?.state == .disappearing)
    #expect(
      !timeline.steps[1].allEvents.contains {
        $0.contains("DidEnd") || $0.contains("viewDidAppear") || $0.contains("viewDidDisappear")
      })
    #expect(
      timeline.steps[2].warnings == [
        "Attempt to present <UIViewController: Other> on <UIViewController: Card> (from "
          + "<UIViewController: Card>) while a presentation is in progress."
      ])
    #expect(
      timeline.steps[3].warnings == [
        "Attempt to dismiss from view controller <UIViewController: Card> while a "
          + "presentation or dismiss is in progress!"
      ])
  }

  @Test func completeTransitionFalseUndoesThePresentation() throws {
    let step = plan(
      rootScene([
        try presentCard(
          .fullScreen,
          ["containerView.addSubview(toView)", "transitionContext.completeTransition(false)"])
      ])
    ).steps[1]
    #expect(step.phase("after")?.tree == step.phase("before")?.tree)
    #expect(
      step.phase("cancelled")?.eventLines == [
        "Card.presentationController.presentationTransitionDidEnd(false)",
        "Card.viewWillDisappear(animated: true)", "Root.viewWillAppear(animated: true)",
        "Root.viewIsAppearing(animated: true)", "Card.viewDidDisappear(animated: true)",
        "Root.viewDidAppear(animated: true)",
      ])
    #expect(step.phase("after")?.controller("Card") == nil)
  }

  @Test func anInteractiveCancelReachesTheCompletionAsTransitionWasCancelled() throws {
    let step = plan(
      rootScene([
        try presentCard(
          .fullScreen,
          [
            "containerView.addSubview(toView)",
            "transitionContext.completeTransition(!transitionContext.transitionWasCancelled)",
          ], cancelled: true)
      ])
    ).steps[1]
    #expect(step.phaseNames.suffix(3) == ["interaction", "cancelled", "after"])
    #expect(
      step.phase("interaction")?.eventLines == [
        "interactionController.update(0.4)", "interactionController.cancel()",
      ])
    #expect(
      step.phase("container ready")?.eventLines.contains(
        "Card.transitioningDelegate.interactionControllerForPresentation(using:)") == true)
    #expect(step.phase("after")?.tree == step.phase("before")?.tree)
  }
}
