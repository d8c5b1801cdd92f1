import UIKit

/// A zoom that animates a snapshot of the presented view, as many tutorials do, with two
/// mistakes left in: the snapshot is never removed, and the dismissal removes the from-view
/// even when the user lets go too early.
final class SnapshotZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let presenting: Bool

  init(presenting: Bool) {
    self.presenting = presenting
  }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
    0.4
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    let container = transitionContext.containerView
    if presenting {
      guard let toView = transitionContext.view(forKey: .to),
        let snapshot = toView.snapshotView(afterScreenUpdates: true)
      else {
        transitionContext.completeTransition(false)
        return
      }
      snapshot.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
      container.addSubview(toView)
      container.addSubview(snapshot)
      toView.isHidden = true
      UIView.animate(withDuration: 0.4, animations: {
        snapshot.transform = .identity
      }, completion: { _ in
        toView.isHidden = false
        // The mistake: `snapshot.removeFromSuperview()` is missing here.
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
    } else {
      guard let fromView = transitionContext.view(forKey: .from) else { return }
      UIView.animate(withDuration: 0.4, animations: {
        fromView.alpha = 0
      }, completion: { _ in
        // The mistake: removed whether or not the user cancelled.
        fromView.removeFromSuperview()
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
    }
  }
}
