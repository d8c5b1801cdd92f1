import UIKit

/// Slides the pushed controller's view up from the bottom edge.
final class RiseAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  {
    0.3
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    guard let riser = transitionContext.view(forKey: .to) else { return }
    let stage = transitionContext.containerView
    stage.addSubview(riser)
    riser.transform = CGAffineTransform(translationX: 0, y: 600)
    UIView.animate(
      withDuration: 0.3,
      animations: {
        riser.transform = .identity
      },
      completion: { _ in
        riser.alpha = 1
      })
  }
}
