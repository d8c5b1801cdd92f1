import UIKit

/// Pins a "sent" badge over the screen that presents, by adding it to that screen's superview
/// (UIKit's wrapper around it), then fades the presented screen in over it.
final class SourceBadgeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
    0.25
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    guard let source = transitionContext.viewController(forKey: .from),
      let destination = transitionContext.view(forKey: .to)
    else { return }
    let badge = UILabel(frame: CGRect(x: 16, y: 24, width: 120, height: 32))
    badge.backgroundColor = .systemGreen
    source.view.superview?.addSubview(badge)
    destination.alpha = 0
    transitionContext.containerView.addSubview(destination)
    UIView.animate(withDuration: 0.25, animations: {
      destination.alpha = 1
    }) { _ in
      transitionContext.completeTransition(true)
    }
  }
}

/// The confirmation's transitioning delegate.
final class SourceBadgeTransition: NSObject, UIViewControllerTransitioningDelegate {
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    SourceBadgeAnimator()
  }
}
