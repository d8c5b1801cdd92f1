import Foundation
import SceneFile
import Testing
import TestSupport
import TransitionEngine

/// what a cancelled percent-driven interaction runs back, and pan handlers that live
/// outside the interactor. The Swift is `CancelFixtures`, loaded without edits.
@Suite struct SwiftCancelRunBackTests {
  /// Step 2 of a scene that presents Card over Home and dismisses it with `animator`, the
  /// finger ending as `end` says.
  static func dismissal(_ swift: String, animator: String, end: String = "cancelled") throws
    -> [Phase]
  {
    let yaml = """
      title: t
      swift: A.swift
      root: { vc: Home }
      steps:
        - present: { vc: Card, class: ArticleViewController }
          from: Home
          style: overFullScreen
        - dismiss: Card
          animator: "\(animator)()"
          interactive: \(end)
      """
    let withClass = swift.contains("class ArticleViewController")
    return try SwiftMistakeTests.phases(
      withClass ? yaml : yaml.replacingOccurrences(of: ", class: ArticleViewController", with: ""),
      swift: swift, step: 2)
  }

  static func tree(_ phase: Phase?) -> [String] { PresentationControllerTests.tree(phase) }

  static func home(card: String) -> [String] {
    PresentationControllerTests.home + ["  UITransitionView (0 0; 393 852)", "    " + card]
  }

  static func named(_ phases: [Phase], _ name: String) -> Phase? {
    phases.first { $0.name == name }
  }

  @Test func aUIViewAnimationRunsBackOnScreenOnlyAndItsValuesStay() throws {
    let phases = try Self.dismissal(CancelFixtures.forgetfulSlide, animator: "SlideDownAnimator")
    #expect(
      phases.map(\.name) == [
        "before", "dismissal will begin",
        "A.swift:12: fromView.transform = CGAffineTransform(translationX: 0, y: 400)",
        "A.swift:13: fromView.alpha = 0.5", "interaction", "cancelled", "after",
      ])
    let interaction = try #require(Self.named(phases, "interaction"))
    #expect(
      interaction.events.map(\.description) == [
        "interactionController.update(0.4)", "interactionController.cancel()",
      ])
    #expect(
      interaction.explanation.contains(
        "Card's view (the from-view) keeps transform [1, 0, 0, 1, 0, 400] (A.swift:12); "
          + "Card's view (the from-view) keeps alpha 0.5 (A.swift:13)."))
    let kept = "UIView (0 400; 393 852) transform = [1, 0, 0, 1, 0, 400] alpha = 0.5 <Card>"
    #expect(Self.tree(phases.last) == Self.home(card: kept))
    let cancelled = try #require(Self.named(phases, "cancelled"))
    #expect(
      cancelled.explanation.contains(
        "The app's consequence (A.swift:12): the interaction was cancelled and UIKit ran the "
          + "animation back on screen, but when it ended Card's view (the from-view) jumped to "
          + "its own value, transform [1, 0, 0, 1, 0, 400]"))
    #expect(cancelled.explanation.contains("The app's consequence (A.swift:13)"))
  }

  @Test func aCompletionThatResetsOnCancelLeavesTheCleanStateAndIsNotFlagged() throws {
    let phases = try Self.dismissal(CancelFixtures.resettingSlide, animator: "SlideDownAnimator")
    #expect(
      phases.map(\.name) == [
        "before", "dismissal will begin",
        "A.swift:11: fromView.transform = CGAffineTransform(translationX: 0, y: 400)",
        "A.swift:12: fromView.alpha = 0.5", "interaction",
        "A.swift:15: fromView.transform = .identity", "A.swift:16: fromView.alpha = 1",
        "cancelled", "after",
      ])
    #expect(Self.tree(phases.last) == Self.home(card: "UIView (0 0; 393 852) <Card>"))
    #expect(!phases.contains { $0.explanation.contains("consequence") })
    #expect(SwiftMistakeTests.mistakes(phases) == [])
  }

  @Test func aReversedPropertyAnimatorPutsTheValuesBack() throws {
    let phases = try Self.dismissal(CancelFixtures.interruptibleFade, animator: "FadeAwayAnimator")
    let interaction = try #require(Self.named(phases, "interaction"))
    // the interaction phase already shows the values before the block.
    #expect(
      Self.tree(interaction)
        == PresentationControllerTests.home + [
          "  UITransitionView (0 0; 393 852) [containerView]", "    UIView (0 0; 393 852) <Card>",
        ])
    #expect(
      interaction.explanation.contains(
        "UIKit reverses the property animator (isReversed) and it ends at .start, where UIKit "
          + "sets the animated values back: Card's view (the from-view) has alpha 1 again, as "
          + "before A.swift:21; Card's view (the from-view) has transform .identity again, as "
          + "before A.swift:22 (X-12)."))
    #expect(Self.tree(phases.last) == Self.home(card: "UIView (0 0; 393 852) <Card>"))
    #expect(!phases.contains { $0.explanation.contains("consequence") })
    #expect(SwiftMistakeTests.mistakes(phases) == [])
  }

  @Test func aFinishedPropertyAnimatorKeepsItsEndValues() throws {
    let phases = try Self.dismissal(
      CancelFixtures.interruptibleFade, animator: "FadeAwayAnimator", end: "completed")
    let interaction = try #require(Self.named(phases, "interaction"))
    #expect(!interaction.explanation.contains("X-12"))
    #expect(
      Self.tree(interaction).last
        == "    UIView (29.47 63.9; 334.05 724.2) transform = [0.85, 0, 0, 0.85, 0, 0] alpha = 0 <Card>"
    )
  }

  @Test func theHandlerInThePresentedControllerDrivesTheInteractionAtItsLines() throws {
    let phases = try Self.dismissal(
      CancelFixtures.handlerInController, animator: "PullDownAnimator")
    #expect(
      phases.map(\.name) == [
        "before", "dismissal will begin",
        "A.swift:51: articleView.transform = CGAffineTransform(translationX: 0, y: 800)",
        "A.swift:16: @objc func didPan(_ recognizer: UIPanGestureRecognizer) { …",
        "A.swift:26: pullInteractor.update(fraction)",
        "A.swift:29: if pullInteractor.passedThreshold { …", "interaction",
        "A.swift:54: articleView.transform = .identity", "cancelled", "after",
      ])
    #expect(
      try #require(Self.named(phases, "A.swift:26: pullInteractor.update(fraction)")).events.map(
        \.description) == ["interactionController.update(0.4)"])
    let interaction = try #require(Self.named(phases, "interaction"))
    #expect(interaction.events.map(\.description) == ["interactionController.cancel()"])
    #expect(interaction.explanation.hasPrefix("A.swift:32 calls `pullInteractor.cancel()`"))
    #expect(Self.tree(phases.last) == Self.home(card: "UIView (0 0; 393 852) <Card>"))
    #expect(SwiftMistakeTests.mistakes(phases) == [])

    let finished = try Self.dismissal(
      CancelFixtures.handlerInController, animator: "PullDownAnimator", end: "completed")
    let end = try #require(Self.named(finished, "interaction"))
    #expect(end.events.map(\.description) == ["interactionController.finish()"])
    #expect(end.explanation.hasPrefix("A.swift:30 calls `pullInteractor.finish()`"))
    #expect(finished.map(\.name).contains("completed"))
    #expect(Self.tree(finished.last) == PresentationControllerTests.home)
  }

  @Test func aHelperTypesHandlerRunsAndAMissingCompleteTransitionIsNamedInTheAnimator() throws {
    let phases = try Self.dismissal(
      CancelFixtures.helperWithoutCompletion, animator: "DropAnimator")
    #expect(
      phases.map(\.name) == [
        "before", "dismissal will begin", "A.swift:32: card?.alpha = 0",
        "A.swift:14: transition.update(percent)",
        "A.swift:17: percent > 0.5 ? transition.finish() : transition.cancel()", "interaction",
        "after",
      ])
    let interaction = try #require(Self.named(phases, "interaction"))
    #expect(interaction.explanation.hasPrefix("A.swift:17 calls"))
    let after = try #require(phases.last)
    #expect(
      after.explanation.contains(
        "animateTransition(using:) returns at A.swift:34 (`}`) and nothing it started calls "
          + "completeTransition"))
    #expect(SwiftMistakeTests.mistakes(phases).contains(.unfinishedTransition))
  }
}
