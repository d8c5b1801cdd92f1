import UIKit

/// Fades the photo in over the gallery, and out again.
final class DissolveAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let appearing: Bool

  init(appearing: Bool) {
    self.appearing = appearing
    super.init()
  }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  {
    0.25
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    if appearing {
      guard let photo = transitionContext.view(forKey: .to) else { return }
      photo.alpha = 0
      transitionContext.containerView.addSubview(photo)
      UIView.animate(withDuration: 0.25, animations: { photo.alpha = 1 }) { _ in
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      }
    } else {
      guard let photo = transitionContext.view(forKey: .from) else { return }
      UIView.animate(withDuration: 0.25, animations: { photo.alpha = 0 }) { _ in
        photo.removeFromSuperview()
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      }
    }
  }
}

final class DissolveTransition: NSObject, UIViewControllerTransitioningDelegate {
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    DissolveAnimator(appearing: true)
  }

  func animationController(forDismissed dismissed: UIViewController)
    -> UIViewControllerAnimatedTransitioning?
  {
    DissolveAnimator(appearing: false)
  }
}
