import UIKit

/// The tab bar controller's delegate: every switch cross-fades, and while the user pans across
/// the tabs the fade follows the finger through the delegate's interaction controller.
final class PanTabsDelegate: NSObject, UITabBarControllerDelegate {
  let interactor = TabPanInteractor()

  func tabBarController(
    _ tabBarController: UITabBarController,
    animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    return CrossfadeTabAnimator()
  }

  func tabBarController(
    _ tabBarController: UITabBarController,
    interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
  ) -> UIViewControllerInteractiveTransitioning? {
    return interactor
  }
}

/// The same fade for taps only: no interaction controller, so UIKit runs the animator
/// without the finger even when the user pans.
final class TapTabsDelegate: NSObject, UITabBarControllerDelegate {
  func tabBarController(
    _ tabBarController: UITabBarController,
    animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    return CrossfadeTabAnimator()
  }

  func tabBarController(
    _ tabBarController: UITabBarController,
    interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
  ) -> UIViewControllerInteractiveTransitioning? {
    return nil
  }
}

/// Fades the new tab in over the old one.
final class CrossfadeTabAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
    return 0.3
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    guard let toView = transitionContext.view(forKey: .to) else { return }
    transitionContext.containerView.addSubview(toView)
    toView.alpha = 0
    UIView.animate(withDuration: transitionDuration(using: transitionContext)) {
      toView.alpha = 1
    } completion: { _ in
      toView.alpha = 1
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
  }
}

/// The pan across the tab bar controller's view: it starts the switch by setting
/// selectedIndex, and the finger then drives the fade.
final class TabPanInteractor: UIPercentDrivenInteractiveTransition {
  weak var tabBarController: UITabBarController?

  @objc func handlePan(_ pan: UIPanGestureRecognizer) {
    let progress = min(max(-pan.translation(in: pan.view).x / 320, 0), 1)
    switch pan.state {
    case .began:
      tabBarController?.selectedIndex += 1
    case .changed:
      update(progress)
    case .ended:
      if progress > 0.5 {
        finish()
      } else {
        cancel()
      }
    default:
      cancel()
    }
  }
}
