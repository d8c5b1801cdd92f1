import SwiftScene
import Testing
import TransitionEngine

/// A `CAAnimationDelegate` that holds the only `completeTransition`: UIKit's layer animation
/// ends at its duration and calls `animationDidStop(_:finished:)`, so the transition completes
///
@Suite struct SwiftLayerAnimationTests {
  static let fade = """
    import UIKit

    final class LayerFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning, CAAnimationDelegate {
      private var context: UIViewControllerContextTransitioning?

      func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval { 0.35 }

      func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext
        guard let toView = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.addSubview(toView)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = transitionDuration(using: transitionContext)
        fade.delegate = self
        toView.layer.add(fade, forKey: "fade")
      }

      func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        context?.completeTransition(flag)
        context = nil
      }
    }
    """

  @Test func theDelegateHearsTheAnimationEndAndCompletes() throws {
    let block = try SwiftSceneTests.program(["Fade.swift": Self.fade]).animatorBlock(
      expression: SwiftSource(name: "scene.yaml", text: "LayerFadeAnimator()", lineOffset: 9),
      role: .animator, inputs: SwiftTransitionInputs(cancelled: nil))
    #expect(
      SwiftSceneTests.trace(block) == [
        "Fade.swift:11 transitionContext.containerView.addSubview(toView)",
        "Fade.swift:17 not modelled: toView.layer.add(fade, forKey: \"fade\")",
        "Fade.swift:21 context?.completeTransition(flag)",
      ])
    #expect(block?.completes == true)
    // The call comes when the animation ends, after animateTransition(using:) returned.
    #expect(block?.lines.last?.atEnd == true)
  }
}
