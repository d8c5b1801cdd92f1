import SwiftScene
import TestSupport
import Testing
import TransitionEngine

/// The `not modelled` lines of a presentation controller name each source line once: a colour
/// made inside an assignment the model does not hold is not a line of its own, and a helper two
/// overrides call is named at its first run only.
@Suite struct PresentationNotModelledTests {
  static let source = """
    import UIKit

    final class DimmingController: UIPresentationController {
      private let dimmingView = UIView()
      private func round() {
        dimmingView.layer.cornerRadius = 12
      }
      override func presentationTransitionWillBegin() {
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.5)
        round()
        containerView?.insertSubview(dimmingView, at: 0)
      }
      override func dismissalTransitionWillBegin() {
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.2)
        round()
      }
    }

    struct Vendor {
      func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? { DimmingController(presentedViewController: presented, presenting: presenting) }
    }
    """

  @Test func eachUnmodelledLineIsNamedOnce() throws {
    let custom = try PresentationControllerReadingTests.vended("Dim.swift", Self.source)
    #expect(
      custom?.code?.notModelled == [
        "Dim.swift:9 dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.5). "
          + "a UIView the code made's backgroundColor is not part of the model.",
        "Dim.swift:6 dimmingView.layer.cornerRadius = 12. "
          + "a UIView the code made.layer's cornerRadius is not part of the model.",
        "Dim.swift:14 dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.2). "
          + "a UIView the code made's backgroundColor is not part of the model.",
      ])
  }
}

/// The same in an app's dismissal animator: the line that gives the from-view a colour is one
/// phase with one `not modelled` reason, not a phase and its `(run 2)`.
@Suite struct AnimatorNotModelledTests {
  static let source = """
    import UIKit

    final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
      func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
      func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from) else { return }
        UIView.animate(withDuration: 0.3) {
          fromView.backgroundColor = UIColor(white: 0, alpha: 0.5)
          fromView.alpha = 0
        } completion: { _ in
          fromView.removeFromSuperview()
          transitionContext.completeTransition(true)
        }
      }
    }
    """

  @Test func aColourInTheAnimatorIsOnePhaseWithOneReason() throws {
    let yaml = """
      title: t
      swift: Fade.swift
      root: { vc: Home }
      steps:
        - present: Photo
          from: Home
          style: overFullScreen
        - dismiss: Photo
          animator: "FadeAnimator()"
      """
    let timeline = try PresentationControllerTests.timeline(yaml, ["Fade.swift": Self.source])
    let step = try #require(timeline.steps.first { $0.index == 2 })
    #expect(
      step.phases.map(\.name) == [
        "before", "dismissal will begin",
        "Fade.swift:8: fromView.backgroundColor = UIColor(white: 0, alpha: 0.5)",
        "Fade.swift:9: fromView.alpha = 0", "Fade.swift:11: fromView.removeFromSuperview()",
        "completed", "after",
      ])
    #expect(
      step.phases.filter { $0.explanation.contains("not modelled") }.map(\.explanation) == [
        "not modelled: Fade.swift:8 fromView.backgroundColor = UIColor(white: 0, alpha: 0.5). "
          + "fromView's backgroundColor is not part of the model."
      ])
  }
}
