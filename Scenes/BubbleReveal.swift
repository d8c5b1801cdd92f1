import UIKit

/// A circle that grows from the tapped button and reveals the presented screen: the bubble is
/// a plain UIView the animator makes itself and adds to the container.
final class BubbleRevealAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  var origin = CGPoint(x: 196, y: 700)
  var bubbleColor = UIColor.systemIndigo

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
    0.5
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    let containerView = transitionContext.containerView
    guard let presentedView = transitionContext.view(forKey: .to) else { return }
    let bubble = UIView(frame: CGRect(x: 156, y: 660, width: 80, height: 80))
    bubble.backgroundColor = bubbleColor
    bubble.layer.cornerRadius = 40
    bubble.transform = CGAffineTransform(scaleX: 0.01, y: 0.01)
    containerView.addSubview(bubble)
    presentedView.alpha = 0
    containerView.addSubview(presentedView)
    UIView.animate(withDuration: 0.5, animations: {
      bubble.transform = CGAffineTransform(scaleX: 24, y: 24)
      presentedView.alpha = 1
    }) { _ in
      bubble.removeFromSuperview()
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
  }
}

/// The presented screen's delegate: the bubble on the way in, UIKit's own on the way out.
final class BubbleTransition: NSObject, UIViewControllerTransitioningDelegate {
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    BubbleRevealAnimator()
  }
}
