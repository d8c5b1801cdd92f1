import TestSupport
import Testing

@testable import TransitionEngine

/// A push of `Detail` with an animator driven by an interaction controller.
private func pushDetail(_ lines: [String], _ end: InteractionEnd?) throws -> StepSpec {
  var step = Fixtures.step(.push(Fixtures.plain("Detail"), on: "FeedNav"))
  step.animator = try block(lines)
  step.interaction = end
  return step
}

private let addAndComplete = ["containerView.addSubview(toView)", completeUnlessCancelled]

@Suite struct InteractiveAnimatorTests {
  @Test func aCancelledPushIsUndone() throws {
    let step = plan(Fixtures.navigationScene([try pushDetail(addAndComplete, .cancelled)])).steps[1]
    #expect(
      step.allEvents == [
        "Detail.willMove(toParent: FeedNav)",
        "Detail.loadView()",
        "Detail.viewDidLoad()",
        "Feed.viewWillDisappear(animated: true)",
        "Detail.viewWillAppear(animated: true)",
        "FeedNav.delegate.navigationController(_:animationControllerFor: .push, from: Feed, to: Detail)",
        "FeedNav.delegate.navigationController(_:interactionControllerFor:)",
        "interactionController.startInteractiveTransition(_:)",
        "animator.transitionDuration(using:)",
        "animator.animateTransition(using:)",
        "Detail.viewIsAppearing(animated: true)",
        "Detail.viewWillLayoutSubviews()",
        "Detail.viewDidLayoutSubviews()",
        "interactionController.update(0.4)",
        "interactionController.cancel()",
        "Detail.viewWillDisappear(animated: true)",
        "Detail.viewDidDisappear(animated: true)",
        "Feed.viewWillAppear(animated: true)",
        "Feed.viewIsAppearing(animated: true)",
        "Feed.viewDidAppear(animated: true)",
        "animator.animationEnded(false)",
      ])
    let after = step.phase("after")
    #expect(after?.owners == ["FeedNav", "Feed"])
    #expect(after?.controller("FeedNav")?.children.map(\.name) == ["Feed"])
    #expect(
      step.phase("cancelled")?.explanation.hasPrefix(
        "Line 11 calls `\(completeUnlessCancelled)`. transitionWasCancelled is true") == true)
  }

  @Test func aFinishedPushCompletes() throws {
    let step = plan(Fixtures.navigationScene([try pushDetail(addAndComplete, .completed)])).steps[1]
    #expect(
      step.phaseNames == [
        "before", "container ready", "line 10: containerView.addSubview(toView)", "interaction",
        "completed", "after",
      ])
    #expect(
      step.phase("interaction")?.eventLines == [
        "interactionController.update(0.4)", "interactionController.finish()",
      ])
    #expect(
      step.phase("interaction")?.explanation.contains("transitionWasCancelled is false") == true)
    #expect(step.phase("after")?.owners == ["FeedNav", "Detail"])
  }

  @Test func aFinishedPresentationCompletes() throws {
    var present = try presentCard(.fullScreen, addAndComplete)
    present.interaction = .completed
    let step = plan(rootScene([present])).steps[1]
    #expect(
      step.allEvents.prefix(2) == [
        "Card.transitioningDelegate.animationController(forPresented: Card, presenting: Root, "
          + "source: Root)",
        "Card.transitioningDelegate.interactionControllerForPresentation(using:)",
      ])
    #expect(step.phase("interaction")?.eventLines.last == "interactionController.finish()")
    #expect(step.phase("after")?.owners == ["Card"])
  }

  @Test func aFinishedDismissalOfAFullScreenCardCompletesWithItsCompletionBlock() throws {
    var dismiss = try dismissCard([insertBelow, completeUnlessCancelled])
    dismiss.swipeCompleted = true
    dismiss.interaction = .completed
    let timeline = plan(
      rootScene([
        try presentCard(
          .fullScreen,
          ["containerView.addSubview(toView)", "transitionContext.completeTransition(true)"]),
        dismiss,
      ]))
    let step = timeline.steps[2]
    #expect(step.action.description == "dismiss Card")
    #expect(
      step.allEvents == [
        "Card.transitioningDelegate.animationController(forDismissed: Card)",
        "Card.transitioningDelegate.interactionControllerForDismissal(using:)",
        "Card.presentationController.dismissalTransitionWillBegin()",
        "Card.viewWillDisappear(animated: true)",
        "Root.viewWillAppear(animated: true)",
        "interactionController.startInteractiveTransition(_:)",
        "animator.transitionDuration(using:)",
        "animator.animateTransition(using:)",
        "Root.viewIsAppearing(animated: true)",
        "Root.viewWillLayoutSubviews()",
        "Root.viewDidLayoutSubviews()",
        "interactionController.update(0.4)",
        "interactionController.finish()",
        "Card.presentationController.dismissalTransitionDidEnd(true)",
        "Root.viewDidAppear(animated: true)",
        "Card.viewDidDisappear(animated: true)",
        "dismiss completion block",
        "animator.animationEnded(true)",
      ])
    #expect(step.phase("after")?.owners == ["Root"])
  }

  @Test func aCancelledDismissalKeepsThePresentation() throws {
    let timeline = plan(
      rootScene([
        try presentCard(
          .fullScreen,
          ["containerView.addSubview(toView)", "transitionContext.completeTransition(true)"]),
        try dismissCard([insertBelow, completeUnlessCancelled], cancelled: true),
      ]))
    let step = timeline.steps[2]
    #expect(step.phase("interaction")?.eventLines.last == "interactionController.cancel()")
    #expect(
      step.phase("cancelled")?.eventLines == [
        "Card.presentationController.dismissalTransitionDidEnd(false)",
        "Root.viewWillDisappear(animated: true)", "Card.viewWillAppear(animated: true)",
        "Card.viewIsAppearing(animated: true)", "Root.viewDidDisappear(animated: true)",
        "Card.viewDidAppear(animated: true)",
      ])
    #expect(step.phase("after")?.owners == ["Card"])
  }
}
