import UIKit

/// A pull-down dismissal with its own UIViewControllerInteractiveTransitioning: no
/// UIPercentDrivenInteractiveTransition. UIKit calls startInteractiveTransition(_:), never
/// the animator's animateTransition(using:); the pan handler below drives the context itself.
final class SwipeDownInteractor: NSObject, UIViewControllerInteractiveTransitioning {
  private var transitionContext: UIViewControllerContextTransitioning?
  private var animator: UIViewPropertyAnimator?

  func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
    self.transitionContext = transitionContext
    guard let fromView = transitionContext.view(forKey: .from) else { return }
    let animator = UIViewPropertyAnimator(duration: 0.35, curve: .easeOut) {
      fromView.transform = CGAffineTransform(translationX: 0, y: 700)
    }
    animator.addCompletion { position in
      if position == .end {
        fromView.removeFromSuperview()
      } else {
        fromView.transform = .identity
      }
      transitionContext.completeTransition(position == .end)
    }
    animator.pauseAnimation()
    self.animator = animator
  }

  @objc func handlePan(_ gesture: UIPanGestureRecognizer) {
    let translation = gesture.translation(in: gesture.view)
    let progress = max(0, min(1, translation.y / 400))
    switch gesture.state {
    case .changed:
      animator?.fractionComplete = progress
      transitionContext?.updateInteractiveTransition(progress)
    case .ended, .cancelled:
      if progress > 0.4 {
        transitionContext?.finishInteractiveTransition()
        animator?.continueAnimation(withTimingParameters: nil, durationFactor: 0)
      } else {
        animator?.isReversed = true
        transitionContext?.cancelInteractiveTransition()
        animator?.continueAnimation(withTimingParameters: nil, durationFactor: 0)
      }
    default:
      break
    }
  }
}

/// Vends the animator UIKit needs before it asks for an interaction controller, and the
/// interactor itself.
final class SwipeDownTransition: NSObject, UIViewControllerTransitioningDelegate {
  let interactor = SwipeDownInteractor()

  func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
    SwipeDownAnimator()
  }

  func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
    interactor
  }
}

/// The non-interactive animator: UIKit does not call it while the interactor drives.
final class SwipeDownAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
    0.35
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    transitionContext.view(forKey: .from)?.removeFromSuperview()
    transitionContext.completeTransition(true)
  }
}
