import Foundation
import SceneFile
import SwiftScene
import Testing
import TransitionEngine

/// An interactive pan-to-dismiss written the ordinary way: the transitioningDelegate vends a
/// `UIPercentDrivenInteractiveTransition` subclass from `interactionControllerForDismissal`,
/// and a pan handler calls `update`, `finish` and `cancel`. The handler is the app's logic:
/// the step's `interactive:` says how the pan ends. The file loads without edits.
@Suite struct SwiftInteractionControllerTests {
  static let delegate = """
    final class SwipeInteractor: UIPercentDrivenInteractiveTransition {
      var hasStarted = false
      var shouldFinish = false

      @objc func handlePan(_ gesture: UIPanGestureRecognizer) {
        let translation = gesture.translation(in: gesture.view)
        let progress = min(max(translation.y / 600, 0), 1)
        switch gesture.state {
        case .began:
          hasStarted = true
        case .changed:
          shouldFinish = progress > 0.3
          update(progress)
        case .cancelled:
          hasStarted = false
          cancel()
        case .ended:
          hasStarted = false
          shouldFinish ? finish() : cancel()
        default:
          break
        }
      }
    }

    final class PanTransition: NSObject, UIViewControllerTransitioningDelegate {
      let interactor = SwipeInteractor()

      func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        PanDismissAnimator()
      }

      func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        interactor.hasStarted ? interactor : nil
      }
    }
    """

  static let scene = """
    title: pan
    swift: PanToDismiss.swift
    root: { vc: Home }
    steps:
      - present: Card
        from: Home
        style: overFullScreen
        transitioningDelegate: "PanTransition()"
      - dismiss: Card
        interactive: cancelled
      - dismiss: Card
        interactive: completed
    """

  @Test func aPercentDrivenPanCancelsThenFinishes() throws {
    let animator = try String(
      contentsOf: PresentationControllerTests.scenes.appendingPathComponent("PanToDismiss.swift"),
      encoding: .utf8)
    let timeline = try PresentationControllerTests.timeline(
      Self.scene, ["PanToDismiss.swift": animator + "\n" + Self.delegate])
    let cancelled = try #require(timeline.steps.first { $0.index == 2 })
    #expect(
      cancelled.phases.map(\.name) == [
        "before", "dismissal will begin",
        "PanToDismiss.swift:15: fromView.transform = CGAffineTransform(translationX: 0, y: 600)",
        // the interactor's own pan handler runs, its calls at their lines.
        "PanToDismiss.swift:40: update(progress)",
        "PanToDismiss.swift:46: shouldFinish ? finish() : cancel()", "interaction",
        "PanToDismiss.swift:19: fromView.transform = .identity", "cancelled", "after",
      ])
    #expect(
      cancelled.phases[1].events.map(\.description).prefix(2) == [
        "Card.transitioningDelegate.animationController(forDismissed: Card) → a PanDismissAnimator",
        "Card.transitioningDelegate.interactionControllerForDismissal(using:)",
      ])
    #expect(cancelled.phases[3].events.map(\.description) == ["interactionController.update(0.4)"])
    #expect(cancelled.phases[5].events.map(\.description) == ["interactionController.cancel()"])
    #expect(
      cancelled.phases[5].explanation.hasPrefix(
        "PanToDismiss.swift:46 calls `shouldFinish ? finish() : cancel()`"))
    #expect(
      PresentationControllerTests.tree(cancelled.phases.last) == PresentationControllerTests.home
        + ["  UITransitionView (0 0; 393 852)", "    UIView (0 0; 393 852) <Card>"])
    let completed = try #require(timeline.steps.first { $0.index == 3 })
    #expect(completed.phases.map(\.name).contains("completed"))
    #expect(
      completed.phases.first { $0.name == "interaction" }?.events.map(\.description).last
        == "interactionController.finish()")
    #expect(
      PresentationControllerTests.tree(completed.phases.last) == PresentationControllerTests.home)
  }
}
