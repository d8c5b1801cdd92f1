import UIKit

/// Slides the top controller away to the right when the user swipes back, and always says
/// the pop happened: the classic mistake a cancelled swipe shows.
final class SlideBackAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  {
    0.35
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    guard let leaving = transitionContext.view(forKey: .from),
      let arriving = transitionContext.view(forKey: .to)
    else { return }
    transitionContext.containerView.insertSubview(arriving, belowSubview: leaving)
    UIView.animate(
      withDuration: transitionDuration(using: transitionContext),
      animations: {
        leaving.alpha = 0
      },
      completion: { _ in
        leaving.alpha = 1
        transitionContext.completeTransition(true)
      })
  }
}
