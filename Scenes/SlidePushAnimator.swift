import UIKit

/// A navigation controller delegate whose push and pop slide with a UIViewPropertyAnimator.
final class SlideNavigationDelegate: NSObject, UINavigationControllerDelegate {
  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    switch operation {
    case .push: return SlideAnimator(pushing: true)
    case .pop: return SlideAnimator(pushing: false)
    default: return nil
    }
  }
}

final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let pushing: Bool
  var offset: CGFloat { pushing ? 80 : -80 }

  init(pushing: Bool) {
    self.pushing = pushing
  }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
    0.4
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    guard let fromView = transitionContext.view(forKey: .from),
      let toView = transitionContext.view(forKey: .to)
    else {
      transitionContext.completeTransition(false)
      return
    }
    let container = transitionContext.containerView
    if pushing {
      container.addSubview(toView)
    } else {
      container.insertSubview(toView, belowSubview: fromView)
    }
    toView.transform = CGAffineTransform(translationX: offset, y: 0)
    toView.alpha = 0
    let animator = UIViewPropertyAnimator(duration: 0.4, curve: .easeInOut)
    animator.addAnimations {
      toView.transform = .identity
      toView.alpha = 1
    }
    animator.addCompletion { position in
      transitionContext.completeTransition(position == .end)
    }
    animator.startAnimation()
  }
}
