import UIKit

/// A swipe-down dismissal built on UIViewPropertyAnimator, the iOS 10 way: UIKit drives the
/// animator that interruptibleAnimator(using:) returns, and reverses it when the user lets go
/// too early. Nothing to undo by hand.
final class SheetDismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  private var runningAnimator: UIViewImplicitlyAnimating?

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
    return 0.35
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    interruptibleAnimator(using: transitionContext).startAnimation()
  }

  func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
    if let runningAnimator = runningAnimator {
      return runningAnimator
    }
    let sheetView = transitionContext.view(forKey: .from)!
    let animator = UIViewPropertyAnimator(
      duration: transitionDuration(using: transitionContext), dampingRatio: 1) {
        sheetView.transform = CGAffineTransform(translationX: 0, y: 700)
        sheetView.alpha = 0.6
      }
    animator.addCompletion { position in
      if position == .end {
        sheetView.removeFromSuperview()
      }
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
    runningAnimator = animator
    return animator
  }

  func animationEnded(_ transitionCompleted: Bool) {
    runningAnimator = nil
  }
}

/// The same dismissal with UIView.animate: the percent-driven interaction runs the block back
/// on screen, but the view keeps what the block set. This completion forgets to put it back.
final class PhotoDismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
    return 0.3
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    guard let photoView = transitionContext.view(forKey: .from) else { return }
    UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveEaseIn]) {
      photoView.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
      photoView.alpha = 0
    } completion: { _ in
      let finished = !transitionContext.transitionWasCancelled
      if finished {
        photoView.removeFromSuperview()
      }
      transitionContext.completeTransition(finished)
    }
  }
}

/// The percent-driven interaction controller both dismissals share. The photo screen sets it
/// before it dismisses and drives it from its own pan handler.
final class SwipeInteraction: UIPercentDrivenInteractiveTransition {
  var inProgress = false
  var shouldComplete = false
}

final class PhotoViewController: UIViewController {
  var swipeInteraction: SwipeInteraction?

  @objc func handleSwipe(_ pan: UIPanGestureRecognizer) {
    guard let interaction = swipeInteraction else { return }
    let progress = min(max(pan.translation(in: view).y / view.bounds.height, 0), 1)
    switch pan.state {
    case .began:
      interaction.inProgress = true
      dismiss(animated: true, completion: nil)
    case .changed:
      interaction.shouldComplete = progress > 0.35 || pan.velocity(in: view).y > 900
      interaction.update(progress)
    case .ended, .cancelled:
      interaction.inProgress = false
      if interaction.shouldComplete && pan.state == .ended {
        interaction.finish()
      } else {
        interaction.cancel()
      }
    default:
      break
    }
  }
}
