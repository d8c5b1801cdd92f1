/// Swift written as tutorials and open-source apps write interactive dismissals: animators
/// whose work a cancelled swipe must undo, and pan handlers that live outside the interactor.
/// The tests load them without edits.
enum CancelFixtures {
  /// A slide-and-fade dismissal with `UIView.animate` whose completion only reports the end:
  /// nothing sets the from-view back on a cancel.
  static let forgetfulSlide = """
    import UIKit

    final class SlideDownAnimator: NSObject, UIViewControllerAnimatedTransitioning {
      func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.4
      }

      func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from) else { return }
        let duration = transitionDuration(using: transitionContext)
        UIView.animate(withDuration: duration, delay: 0, options: .curveLinear, animations: {
          fromView.transform = CGAffineTransform(translationX: 0, y: 400)
          fromView.alpha = 0.5
        }) { _ in
          transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
      }
    }
    """

  /// The same dismissal as tutorials teach it: the completion's cancel branch puts both
  /// values back.
  static let resettingSlide = """
    import UIKit

    final class SlideDownAnimator: NSObject, UIViewControllerAnimatedTransitioning {
      func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.4
      }

      func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from) else { return }
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
          fromView.transform = CGAffineTransform(translationX: 0, y: 400)
          fromView.alpha = 0.5
        }, completion: { _ in
          if transitionContext.transitionWasCancelled {
            fromView.transform = .identity
            fromView.alpha = 1
          } else {
            fromView.removeFromSuperview()
          }
          transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
      }
    }
    """

  /// The iOS 10 way: `interruptibleAnimator(using:)` returns one property animator for the
  /// whole transition; UIKit reverses it on a cancel.
  static let interruptibleFade = """
    import UIKit

    final class FadeAwayAnimator: NSObject, UIViewControllerAnimatedTransitioning {
      private var propertyAnimator: UIViewImplicitlyAnimating?

      func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.35
      }

      func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let animator = interruptibleAnimator(using: transitionContext)
        animator.startAnimation()
      }

      func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let propertyAnimator = propertyAnimator {
          return propertyAnimator
        }
        let fromView = transitionContext.view(forKey: .from)!
        let animator = UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext), curve: .easeOut) {
          fromView.alpha = 0
          fromView.transform = CGAffineTransform(scaleX: 0.85, y: 0.85)
        }
        animator.addCompletion { _ in
          transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        propertyAnimator = animator
        return animator
      }

      func animationEnded(_ transitionCompleted: Bool) {
        propertyAnimator = nil
      }
    }
    """

  /// The pan handler in the presented controller, calling an interactor the app hands it
  /// before presenting (`var pullInteractor: PullInteractor?`), with a threshold flag.
  static let handlerInController = """
    import UIKit

    final class PullInteractor: UIPercentDrivenInteractiveTransition {
      var isDragging = false
      var passedThreshold = false
    }

    final class ArticleViewController: UIViewController {
      var pullInteractor: PullInteractor?

      override func viewDidLoad() {
        super.viewDidLoad()
        view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(didPan(_:))))
      }

      @objc func didPan(_ recognizer: UIPanGestureRecognizer) {
        guard let pullInteractor = pullInteractor else { return }
        let distance = max(recognizer.translation(in: view).y, 0)
        let fraction = min(distance / view.bounds.height, 1)
        switch recognizer.state {
        case .began:
          pullInteractor.isDragging = true
          dismiss(animated: true)
        case .changed:
          pullInteractor.passedThreshold = fraction > 0.4
          pullInteractor.update(fraction)
        case .ended:
          pullInteractor.isDragging = false
          if pullInteractor.passedThreshold {
            pullInteractor.finish()
          } else {
            pullInteractor.cancel()
          }
        case .cancelled:
          pullInteractor.isDragging = false
          pullInteractor.cancel()
        default:
          break
        }
      }
    }

    final class PullDownAnimator: NSObject, UIViewControllerAnimatedTransitioning {
      func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.3
      }

      func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let articleView = transitionContext.view(forKey: .from) else { return }
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
          articleView.transform = CGAffineTransform(translationX: 0, y: 800)
        }, completion: { _ in
          if transitionContext.transitionWasCancelled {
            articleView.transform = .identity
          }
          transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
      }
    }
    """

  /// A helper object owns the recognizer's handler and a plain
  /// `UIPercentDrivenInteractiveTransition`; the animator forgets `completeTransition`.
  static let helperWithoutCompletion = """
    import UIKit

    final class DismissPanDriver: NSObject {
      let transition = UIPercentDrivenInteractiveTransition()
      private(set) var active = false

      @objc func onPan(_ gesture: UIPanGestureRecognizer) {
        let dy = gesture.translation(in: gesture.view).y
        let percent = max(0, min(1, dy / 500))
        switch gesture.state {
        case .began:
          active = true
        case .changed:
          transition.update(percent)
        case .ended, .cancelled:
          active = false
          percent > 0.5 ? transition.finish() : transition.cancel()
        default:
          break
        }
      }
    }

    final class DropAnimator: NSObject, UIViewControllerAnimatedTransitioning {
      func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.25
      }

      func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let card = transitionContext.view(forKey: .from)
        UIView.animate(withDuration: 0.25) {
          card?.alpha = 0
        }
      }
    }
    """
}
