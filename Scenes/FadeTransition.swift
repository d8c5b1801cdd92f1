import UIKit

/// A cross-fade used for both directions: the delegate tells it which one with `isPresenting`.
final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  private let isPresenting: Bool
  private let duration: TimeInterval = 0.35

  init(isPresenting: Bool) {
    self.isPresenting = isPresenting
    super.init()
  }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
    duration
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    let containerView = transitionContext.containerView
    if isPresenting {
      guard let toView = transitionContext.view(forKey: .to) else { return }
      toView.alpha = 0
      containerView.addSubview(toView)
      UIView.animate(withDuration: duration, animations: {
        toView.alpha = 1
      }) { _ in
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      }
    } else {
      guard let fromView = transitionContext.view(forKey: .from) else { return }
      UIView.animate(withDuration: duration) {
        fromView.alpha = 0
      } completion: { _ in
        fromView.removeFromSuperview()
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      }
    }
  }
}

/// The presented controller's transitioningDelegate: one animator for each direction.
final class FadeTransition: NSObject, UIViewControllerTransitioningDelegate {
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    FadeAnimator(isPresenting: true)
  }

  func animationController(forDismissed dismissed: UIViewController)
    -> UIViewControllerAnimatedTransitioning?
  {
    FadeAnimator(isPresenting: false)
  }
}
