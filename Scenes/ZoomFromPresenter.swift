import UIKit

/// Seed 002's mistake in real Swift: in an "over" presentation the presenter's view never
/// leaves the window (view(forKey: .from) is nil), yet this animator reaches for
/// fromVC.view and puts it into the container, which UIKit removes at the dismissal.
final class ZoomFromPresenterAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
    0.4
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    guard let fromVC = transitionContext.viewController(forKey: .from),
      let toView = transitionContext.view(forKey: .to)
    else { return }
    let containerView = transitionContext.containerView
    // "So the zoom has something behind it": the presenter's view goes into the container.
    containerView.addSubview(fromVC.view)
    containerView.addSubview(toView)
    toView.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
    UIView.animate(withDuration: 0.4, animations: {
      toView.transform = .identity
    }, completion: { finished in
      transitionContext.completeTransition(finished)
    })
  }
}
