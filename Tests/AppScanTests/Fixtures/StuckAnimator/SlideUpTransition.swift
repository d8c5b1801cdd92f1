import UIKit

/// The bug: the to-view slides in, but completeTransition is never called, so the app
/// freezes with the transition's container on screen.
final class SlideUpAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  {
    0.3
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    guard let toView = transitionContext.view(forKey: .to) else { return }
    transitionContext.containerView.addSubview(toView)
    UIView.animate(withDuration: 0.3) {
      toView.alpha = 1
    }
  }
}

final class SlideUpTransition: NSObject, UIViewControllerTransitioningDelegate {
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    SlideUpAnimator()
  }
}
