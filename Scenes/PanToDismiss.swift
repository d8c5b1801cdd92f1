import UIKit

/// A dismissal a pan gesture drives through a UIPercentDrivenInteractiveTransition. The
/// animator must undo its work when the user lets go too early.
final class PanDismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
    0.3
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    guard let fromView = transitionContext.view(forKey: .from) else { return }
    UIView.animate(
      withDuration: transitionDuration(using: transitionContext),
      animations: {
        fromView.transform = CGAffineTransform(translationX: 0, y: 600)
      },
      completion: { _ in
        if transitionContext.transitionWasCancelled {
          fromView.transform = .identity
        } else {
          fromView.removeFromSuperview()
        }
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
  }
}
