import UIKit

/// The list at the bottom of the stack makes itself the navigation controller's delegate as
/// soon as its view loads, so every later push and pop asks it for an animator.
final class InboxViewController: UIViewController, UINavigationControllerDelegate {
  override func viewDidLoad() {
    super.viewDidLoad()
    navigationController?.delegate = self
  }

  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    return operation == .push ? RiseAnimator() : nil
  }
}

/// Fades the pushed view in over the list.
final class RiseAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
    return 0.25
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    guard let toView = transitionContext.view(forKey: .to) else { return }
    transitionContext.containerView.addSubview(toView)
    toView.alpha = 0
    UIView.animate(withDuration: 0.25, animations: {
      toView.alpha = 1
    }, completion: { finished in
      transitionContext.completeTransition(finished)
    })
  }
}

/// A tab's first screen that makes itself the tab bar controller's delegate when it loads.
final class FeedViewController: UIViewController, UITabBarControllerDelegate {
  override func viewDidLoad() {
    super.viewDidLoad()
    self.tabBarController?.delegate = self
  }

  func tabBarController(
    _ tabBarController: UITabBarController,
    animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    return RiseAnimator()
  }
}
