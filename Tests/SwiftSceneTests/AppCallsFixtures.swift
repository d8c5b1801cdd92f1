/// Realistic animators, segues and controllers of the kinds tutorials and open-source apps
/// write, as the audit of issue 20 loaded them: without edits. Each one's behaviour is pinned
/// by SwiftAppCallsTests.
enum AppCallsFixtures {
  static let swift = #"""
    import UIKit

    /// A zoom-in presentation that hides the real view behind a snapshot while it animates.
    final class SnapshotRevealAnimator: NSObject, UIViewControllerAnimatedTransitioning {
      func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.35
      }

      func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to),
              let snapshot = toView.snapshotView(afterScreenUpdates: true) else {
          transitionContext.completeTransition(false)
          return
        }
        let containerView = transitionContext.containerView
        containerView.addSubview(toView)
        toView.isHidden = true
        containerView.addSubview(snapshot)
        snapshot.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
          snapshot.transform = .identity
        }) { _ in
          toView.isHidden = false
          snapshot.removeFromSuperview()
          transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
      }
    }

    /// A navigation delegate whose animator cross-dissolves with UIView.transition(from:to:).
    final class DissolveNavigationDelegate: NSObject, UINavigationControllerDelegate {
      func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
      ) -> UIViewControllerAnimatedTransitioning? {
        return DissolveAnimator()
      }
    }

    final class DissolveAnimator: NSObject, UIViewControllerAnimatedTransitioning {
      func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

      func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to) else { return }
        UIView.transition(from: fromView, to: toView, duration: 0.3, options: .transitionCrossDissolve) { finished in
          transitionContext.completeTransition(finished)
        }
      }
    }

    /// A flip that keeps both views in the container and shows one at a time.
    final class FlipAnimator: NSObject, UIViewControllerAnimatedTransitioning {
      func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

      func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to) else { return }
        container.addSubview(toView)
        toView.isHidden = true
        UIView.transition(from: fromView, to: toView, duration: 0.5,
                          options: [.transitionFlipFromRight, .showHideTransitionViews]) { _ in
          fromView.isHidden = false
          transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
      }
    }

    /// A custom presentation over the presenter that tells the presenter it disappears.
    final class OverlayAnimator: NSObject, UIViewControllerAnimatedTransitioning {
      let isPresenting: Bool

      init(isPresenting: Bool) {
        self.isPresenting = isPresenting
        super.init()
      }

      func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.25 }

      func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromVC = transitionContext.viewController(forKey: .from),
              let toVC = transitionContext.viewController(forKey: .to) else { return }
        if isPresenting {
          let toView = transitionContext.view(forKey: .to)!
          transitionContext.containerView.addSubview(toView)
          toView.alpha = 0
          fromVC.beginAppearanceTransition(false, animated: true)
          UIView.animate(withDuration: 0.25, animations: {
            toView.alpha = 1
          }, completion: { _ in
            fromVC.endAppearanceTransition()
            transitionContext.completeTransition(true)
          })
        } else {
          toVC.beginAppearanceTransition(true, animated: true)
          UIView.animate(withDuration: 0.25) {
            fromVC.view.alpha = 0
          } completion: { _ in
            fromVC.view.removeFromSuperview()
            toVC.endAppearanceTransition()
            transitionContext.completeTransition(true)
          }
        }
      }
    }

    final class OverlayTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
      func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        OverlayAnimator(isPresenting: true)
      }

      func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        OverlayAnimator(isPresenting: false)
      }
    }

    /// A segue that presents over the source without UIKit's animation, after its own fade.
    final class FadeOverSegue: UIStoryboardSegue {
      override func perform() {
        destination.modalPresentationStyle = .overFullScreen
        destination.modalTransitionStyle = .crossDissolve
        source.present(destination, animated: true, completion: nil)
      }
    }

    /// The snapshot zoom with its mistake: the real view is never shown again.
    final class ForgetfulRevealAnimator: NSObject, UIViewControllerAnimatedTransitioning {
      func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.35 }

      func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        let snapshot = toView.snapshotView(afterScreenUpdates: true)!
        transitionContext.containerView.addSubview(toView)
        toView.isHidden = true
        transitionContext.containerView.addSubview(snapshot)
        UIView.animate(withDuration: 0.35, animations: {
          snapshot.alpha = 1
        }, completion: { _ in
          snapshot.removeFromSuperview()
          transitionContext.completeTransition(true)
        })
      }
    }

    /// An unwind segue that dismisses through the presenter, as many apps write it.
    final class DismissUnwindSegue: UIStoryboardSegue {
      override func perform() {
        source.presentingViewController?.dismiss(animated: true, completion: nil)
      }
    }

    /// A segue that swaps the source's child for the destination by hand.
    final class SwapChildSegue: UIStoryboardSegue {
      override func perform() {
        let parent = source.parent!
        source.willMove(toParent: nil)
        parent.addChild(destination)
        destination.view.frame = source.view.frame
        UIView.transition(from: source.view, to: destination.view, duration: 0.3, options: .transitionCrossDissolve) { _ in
          self.source.removeFromParent()
          self.destination.didMove(toParent: parent)
        }
      }
    }

    /// A card that asks to be shown over the screen, as many apps configure it in init.
    final class CardViewController: UIViewController {
      init() {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .overFullScreen
        modalTransitionStyle = .crossDissolve
      }

      required init?(coder: NSCoder) {
        super.init(coder: coder)
      }
    }
    """#
}
