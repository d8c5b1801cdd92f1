import UIKit

/// Slides the pushed controller in from the right edge, and the popped one back out.
final class EdgeSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let operation: UINavigationController.Operation

  init(operation: UINavigationController.Operation) {
    self.operation = operation
  }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
    return 0.35
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    guard let toView = transitionContext.view(forKey: .to) else { return }
    let container = transitionContext.containerView
    if operation == .push {
      container.addSubview(toView)
    } else if let fromView = transitionContext.view(forKey: .from) {
      container.insertSubview(toView, belowSubview: fromView)
    }
    UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
      toView.alpha = 1
    }, completion: { _ in
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    })
  }
}

/// The edge swipe that pops: it drives the pop while the finger is down.
final class EdgeSwipeInteractor: UIPercentDrivenInteractiveTransition {
  var isInteracting = false
  weak var navigationController: UINavigationController?

  @objc func handleEdgePan(_ pan: UIScreenEdgePanGestureRecognizer) {
    let progress = min(max(pan.translation(in: pan.view).x / 390, 0), 1)
    switch pan.state {
    case .began:
      isInteracting = true
      navigationController?.popViewController(animated: true)
    case .changed:
      update(progress)
    case .ended:
      isInteracting = false
      if progress > 0.5 {
        finish()
      } else {
        cancel()
      }
    default:
      isInteracting = false
      cancel()
    }
  }
}

/// Hands UIKit the interactor only while the edge swipe is under way.
final class CarefulNavigationDelegate: NSObject, UINavigationControllerDelegate {
  let interactor = EdgeSwipeInteractor()

  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    return EdgeSlideAnimator(operation: operation)
  }

  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
  ) -> UIViewControllerInteractiveTransitioning? {
    return interactor.isInteracting ? interactor : nil
  }
}

/// The same delegate with the check left out: it hands UIKit the interactor every time.
final class EagerNavigationDelegate: NSObject, UINavigationControllerDelegate {
  let interactor = EdgeSwipeInteractor()

  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    return EdgeSlideAnimator(operation: operation)
  }

  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
  ) -> UIViewControllerInteractiveTransitioning? {
    return interactor
  }
}
