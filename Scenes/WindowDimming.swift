import UIKit

/// A dark overlay behind a card, put straight into the key window so that it also covers the
/// tab bar. The animator never takes it out again: UIKit will not either.
final class WindowDimmingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
    0.3
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    guard let card = transitionContext.view(forKey: .to),
      let window = UIApplication.shared.keyWindow
    else { return }
    let overlay = OverlayView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    overlay.backgroundColor = UIColor.black.withAlphaComponent(0.4)
    overlay.alpha = 0
    window.addSubview(overlay)
    transitionContext.containerView.addSubview(card)
    UIView.animate(withDuration: 0.3, animations: {
      overlay.alpha = 1
    }) { finished in
      transitionContext.completeTransition(finished)
    }
  }
}

/// The card's transitioning delegate.
final class WindowDimmingTransition: NSObject, UIViewControllerTransitioningDelegate {
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    WindowDimmingAnimator()
  }
}
