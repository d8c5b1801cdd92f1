import Foundation
import SceneFile
import SwiftScene
import TestSupport
import Testing
import TransitionEngine

/// A custom `UIViewControllerInteractiveTransitioning` (not a percent-driven subclass): UIKit
/// runs its `startInteractiveTransition(_:)`, its gesture handler drives the context, and the
/// step's `interactive:` decides the handler's path.
@Suite struct SwiftCustomInteractionTests {
  static func file() throws -> String {
    try String(
      contentsOf: PresentationControllerTests.scenes.appendingPathComponent(
        "SwipeDownInteractor.swift"),
      encoding: .utf8)
  }

  static func scene(_ end: String) -> String {
    """
    title: custom interaction
    swift: SwipeDownInteractor.swift
    root: { vc: Home }
    steps:
      - present: Card
        from: Home
        style: overFullScreen
      - dismiss: Card
        transitioningDelegate: "SwipeDownTransition()"
        interactive: \(end)
    """
  }

  static func step(_ end: String, file: String? = nil) throws -> Step {
    let timeline = try PresentationControllerTests.timeline(
      scene(end), ["SwipeDownInteractor.swift": try file ?? Self.file()])
    return try #require(timeline.steps.first { $0.index == 2 })
  }

  static let start =
    "SwipeDownInteractor.swift:14: fromView.transform = CGAffineTransform(translationX: 0, y: 700)"
  static let steps = [
    "SwipeDownInteractor.swift:33: animator?.fractionComplete = progress",
    "SwipeDownInteractor.swift:34: transitionContext?.updateInteractiveTransition(progress)",
    "SwipeDownInteractor.swift:36: if progress > 0.4 { …",
  ]

  @Test func aCancelledPanRunsStartThenTheHandlersCancel() throws {
    let step = try Self.step("cancelled")
    #expect(
      step.phases.map(\.name) == [
        "before", "dismissal will begin", Self.start,
      ] + Self.steps + [
        "SwipeDownInteractor.swift:40: animator?.isReversed = true", "interaction",
        "SwipeDownInteractor.swift:20: fromView.transform = .identity", "cancelled", "after",
      ])
    // UIKit starts the interactor, never the animator's animateTransition(using:).
    let events = step.phases.flatMap(\.events).map(\.description)
    #expect(events.contains("interactionController.startInteractiveTransition(_:)"))
    #expect(!events.contains("animator.animateTransition(using:)"))
    let interaction = try #require(step.phases.first { $0.name == "interaction" })
    #expect(
      interaction.explanation.hasPrefix(
        "SwipeDownInteractor.swift:41 calls `transitionContext?.cancelInteractiveTransition()`"))
    let after = try #require(step.phases.last)
    #expect(
      ViewTreeText.lines(after.window) == [
        "UIWindow (0 0; 393 852)",
        "  UITransitionView (0 0; 393 852)",
        "    UIDropShadowView (0 0; 393 852)",
        "      UIView (0 0; 393 852) <Home>",
        "  UITransitionView (0 0; 393 852)",
        "    UIView (0 0; 393 852) <Card>",
      ])
    #expect(!step.phases.contains { $0.explanation.contains("The mistake") })
  }

  @Test func aCompletedPanFinishesAndTheCardLeaves() throws {
    let step = try Self.step("completed")
    #expect(
      step.phases.map(\.name) == [
        "before", "dismissal will begin", Self.start,
      ] + Self.steps + [
        "interaction", "SwipeDownInteractor.swift:18: fromView.removeFromSuperview()",
        "completed", "after",
      ])
    let after = try #require(step.phases.last)
    #expect(
      ViewTreeText.lines(after.window) == [
        "UIWindow (0 0; 393 852)",
        "  UITransitionView (0 0; 393 852)",
        "    UIDropShadowView (0 0; 393 852)",
        "      UIView (0 0; 393 852) <Home>",
      ])
    #expect(!step.phases.contains { $0.explanation.contains("The mistake") })
  }

  @Test func completingTrueOnACancelIsNamedAtItsLine() throws {
    let wrong = try Self.file().replacingOccurrences(
      of: "transitionContext.completeTransition(position == .end)",
      with: "transitionContext.completeTransition(true)")
    let step = try Self.step("cancelled", file: wrong)
    let text = step.phases.map(\.explanation).joined(separator: "\n")
    #expect(text.contains("The mistake (SwipeDownInteractor.swift:22): the user cancelled"))
  }

  @Test func neverCompletingIsNamedWhereTheHandlerReturns() throws {
    let wrong = try Self.file().replacingOccurrences(
      of: "transitionContext.completeTransition(position == .end)", with: "_ = position")
    let step = try Self.step("completed", file: wrong)
    let text = step.phases.map(\.explanation).joined(separator: "\n")
    #expect(text.contains("SwipeDownInteractor.swift:47"), "\(text)")
    #expect(!step.phases.contains { $0.name == "completed" })
  }

  /// A handler that cancels only in its `.cancelled` case is let go in that state when the
  /// step is cancelled, and in `.ended` when it is completed.
  @Test func theReleaseStateFollowsTheCaseThatCancels() throws {
    let file = """
      final class EdgeInteractor: NSObject, UIViewControllerInteractiveTransitioning {
        var context: UIViewControllerContextTransitioning?
        func startInteractiveTransition(_ c: UIViewControllerContextTransitioning) {
          context = c
        }
        @objc func pan(_ g: UIScreenEdgePanGestureRecognizer) {
          switch g.state {
          case .ended:
            context?.finishInteractiveTransition()
            context?.completeTransition(true)
          case .cancelled:
            context?.cancelInteractiveTransition()
            context?.completeTransition(false)
          default: break
          }
        }
      }
      final class SwipeDownTransition: NSObject, UIViewControllerTransitioningDelegate {
        func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { SwipeDownTransition() }
        func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { EdgeInteractor() }
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {}
      }
      """
    for (end, line, outcome) in [
      ("cancelled", "SwipeDownInteractor.swift:12", "cancelled"),
      ("completed", "SwipeDownInteractor.swift:9", "completed"),
    ] {
      let step = try Self.step(end, file: file)
      let interaction = try #require(step.phases.first { $0.name == "interaction" })
      #expect(interaction.explanation.hasPrefix(line + " calls"), "\(end)")
      #expect(step.phases.map(\.name).suffix(3) == ["interaction", outcome, "after"])
    }
  }
}
