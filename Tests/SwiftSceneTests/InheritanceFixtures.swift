/// The developer's own class hierarchies, written the way apps write them, loaded without
/// edits by SwiftInheritanceTests: an animator on the app's base animator (default arguments,
/// a convenience init, an overridden computed property read by the base), a protocol
/// extension's default implementation, a controller on the app's BaseViewController, and two
/// wrong programs (a cycle, a recursion through super).
enum InheritanceFixtures {
  static let base = """
    import UIKit

    class BaseAnimator: NSObject, UIViewControllerAnimatedTransitioning {
      let duration: TimeInterval
      var isPresenting = true

      init(duration: TimeInterval = 0.35) {
        self.duration = duration
        super.init()
      }

      convenience init(presenting: Bool) {
        self.init(duration: 0.5)
        isPresenting = presenting
      }

      var startAlpha: CGFloat { 0 }

      func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
      }

      func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard isPresenting, let toView = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.addSubview(toView)
        toView.alpha = startAlpha
      }

      func finish(_ transitionContext: UIViewControllerContextTransitioning) {
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      }
    }
    """

  static let fade = """
    import UIKit

    final class FadeAnimator: BaseAnimator {
      override var startAlpha: CGFloat { 0.2 }

      override func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        super.animateTransition(using: transitionContext)
        let view = transitionContext.view(forKey: isPresenting ? .to : .from)
        UIView.animate(withDuration: duration, animations: {
          view?.alpha = self.isPresenting ? 1 : 0
        }, completion: { _ in
          self.finish(transitionContext)
        })
      }
    }

    final class PlainAnimator: BaseAnimator {}
    """

  /// A protocol whose extension gives the animator its whole animateTransition.
  static let protocolDefault = """
    import UIKit

    protocol SlideAnimating: UIViewControllerAnimatedTransitioning {
      var offset: CGFloat { get }
    }

    extension SlideAnimating {
      func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

      func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.addSubview(toView)
        toView.transform = CGAffineTransform(translationX: offset, y: 0)
        UIView.animate(withDuration: 0.3) {
          toView.transform = .identity
        } completion: { finished in
          transitionContext.completeTransition(finished)
        }
      }
    }

    final class SlideFromRight: NSObject, SlideAnimating {
      var offset: CGFloat { 390 }
    }
    """

  static let controllers = """
    import UIKit

    class BaseViewController: UIViewController {
      private var hasShownOnboarding = false
      var showsOnboarding: Bool { false }

      override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
      }

      override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard showsOnboarding, !hasShownOnboarding else { return }
        hasShownOnboarding = true
        let onboarding = OnboardingViewController()
        onboarding.modalPresentationStyle = .fullScreen
        DispatchQueue.main.async {
          self.present(onboarding, animated: true)
        }
      }
    }

    final class HomeViewController: BaseViewController {
      override var showsOnboarding: Bool { true }

      override func viewDidLoad() {
        super.viewDidLoad()
        title = "Home"
      }
    }

    final class OnboardingViewController: BaseViewController {}
    """

  static let cycle = """
    class A: B {}
    class B: C {}
    class C: B {}
    """

  static let superRecursion = """
    class Base: NSObject {
      func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        self.animateTransition(using: transitionContext)
      }
    }

    final class Loop: Base {
      override func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        super.animateTransition(using: transitionContext)
      }
    }
    """
}
