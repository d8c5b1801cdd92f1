/// Animators, a presentation controller and a navigation delegate written in the styles of
/// public tutorials and open-source apps (none copied): a template-method base animator, an
/// extension of the transition context with tuples, keyframes, snapshots, `defer` and
/// `[weak self]`, a presentation controller with its own `init` and `super.presentedView`, and
/// a generic box with a `UIViewPropertyAnimator(duration:dampingRatio:)`, `guard case`,
/// `CATransaction` and `concatenating`, a percent-driven interaction subclass, and segues on
/// the app's own base segue. RealStyleAuditTests loads each without edits.
enum RealStyleFixtures {
  /// A template-method base: `animateTransition` stores the context and calls an override.
  static let a = """
    import UIKit

    /// Template-method base: subclasses fill in transitionAnimation().
    class TransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
      var transitionContext: UIViewControllerContextTransitioning!
      var containerView: UIView!
      var fromViewController: UIViewController!
      var toViewController: UIViewController!
      var duration: TimeInterval = 0.4

      func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return duration
      }

      func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        self.transitionContext = transitionContext
        containerView = transitionContext.containerView
        fromViewController = transitionContext.viewController(forKey: .from)
        toViewController = transitionContext.viewController(forKey: .to)
        transitionAnimation()
      }

      func transitionAnimation() {}

      func completeTransition() {
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      }
    }

    final class SlideUpAnimator: TransitionAnimator {
      override func transitionAnimation() {
        containerView.addSubview(toViewController.view)
        toViewController.view.transform = CGAffineTransform(translationX: 0, y: 800)
        UIView.animate(withDuration: duration, animations: {
          self.fromViewController.view.transform = CGAffineTransform(scaleX: 0.95, y: 0.95)
          self.toViewController.view.transform = .identity
        }) { _ in
          self.fromViewController.view.transform = .identity
          self.completeTransition()
        }
      }
    }
    """

  /// An extension of the context protocol, a tuple, a snapshot, keyframes, `defer`.
  static let b = """
    import UIKit

    extension UIViewControllerContextTransitioning {
      var fromVC: UIViewController? { viewController(forKey: .from) }
      var toVC: UIViewController? { viewController(forKey: .to) }
    }

    protocol ZoomSource: AnyObject {
      var zoomFrame: CGRect { get }
    }

    final class ZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
      private let isPresenting: Bool
      private weak var snapshot: UIView?

      init(isPresenting: Bool) {
        self.isPresenting = isPresenting
        super.init()
      }

      func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.45 }

      func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toVC = transitionContext.toVC,
              let fromVC = transitionContext.fromVC else {
          transitionContext.completeTransition(false)
          return
        }
        let source = (isPresenting ? fromVC : toVC) as? ZoomSource
        let container = transitionContext.containerView
        let moving: UIViewController = isPresenting ? toVC : fromVC
        guard let snapshot = moving.view.snapshotView(afterScreenUpdates: isPresenting) else {
          transitionContext.completeTransition(false)
          return
        }
        self.snapshot = snapshot
        if isPresenting {
          container.addSubview(toVC.view)
          toVC.view.isHidden = true
        }
        container.addSubview(snapshot)
        let (start, end) = isPresenting ? (CGFloat(0.1), CGFloat(1)) : (CGFloat(1), CGFloat(0.1))
        snapshot.transform = CGAffineTransform(scaleX: start, y: start)
        if !isPresenting { fromVC.view.isHidden = true }
        UIView.animateKeyframes(withDuration: transitionDuration(using: transitionContext), delay: 0, options: .calculationModeCubic, animations: {
          UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.7) {
            snapshot.transform = CGAffineTransform(scaleX: end, y: end)
          }
          UIView.addKeyframe(withRelativeStartTime: 0.7, relativeDuration: 0.3) {
            snapshot.alpha = self.isPresenting ? 1 : 0
          }
        }, completion: { [weak self] _ in
          defer { transitionContext.completeTransition(!transitionContext.transitionWasCancelled) }
          guard let self else { return }
          toVC.view.isHidden = false
          self.snapshot?.removeFromSuperview()
          _ = source?.zoomFrame
        })
      }
    }
    """

  /// A presentation controller with an `init` of its own, `super.presentedView`, `size(forChildContentContainer:)`.
  static let c = """
    import UIKit

    enum SlideDirection { case bottom, right }

    class SlideInPresentationController: UIPresentationController {
      private var dimmingView: UIView!
      private let direction: SlideDirection

      init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?, direction: SlideDirection) {
        self.direction = direction
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        setupDimmingView()
      }

      override var frameOfPresentedViewInContainerView: CGRect {
        var frame: CGRect = .zero
        frame.size = size(forChildContentContainer: presentedViewController, withParentContainerSize: containerView!.bounds.size)
        switch direction {
        case .right:
          frame.origin.x = containerView!.frame.width * (1.0 / 3.0)
        case .bottom:
          frame.origin.y = containerView!.frame.height * (1.0 / 3.0)
        }
        return frame
      }

      override func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        switch direction {
        case .right:
          return CGSize(width: parentSize.width * (2.0 / 3.0), height: parentSize.height)
        case .bottom:
          return CGSize(width: parentSize.width, height: parentSize.height * (2.0 / 3.0))
        }
      }

      override var presentedView: UIView? {
        let view = super.presentedView
        view?.layer.cornerRadius = 12
        return view
      }

      override func presentationTransitionWillBegin() {
        guard let dimmingView = dimmingView else { return }
        containerView?.insertSubview(dimmingView, at: 0)
        guard let coordinator = presentedViewController.transitionCoordinator else {
          dimmingView.alpha = 1.0
          return
        }
        coordinator.animate(alongsideTransition: { _ in
          self.dimmingView.alpha = 1.0
        })
      }

      override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { [weak self] _ in
          self?.dimmingView.alpha = 0.0
        }, completion: nil)
      }

      override func containerViewWillLayoutSubviews() {
        presentedView?.frame = frameOfPresentedViewInContainerView
      }

      private func setupDimmingView() {
        dimmingView = UIView()
        dimmingView.translatesAutoresizingMaskIntoConstraints = false
        dimmingView.backgroundColor = UIColor(white: 0.0, alpha: 0.5)
        dimmingView.alpha = 0.0
      }
    }

    final class SlideInPresentationManager: NSObject, UIViewControllerTransitioningDelegate {
      var direction: SlideDirection = .bottom

      func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
        let presentationController = SlideInPresentationController(presentedViewController: presented, presenting: presenting, direction: direction)
        return presentationController
      }
    }
    """

  /// A property animator with a damping ratio, `guard case`, `CATransaction`, `concatenating`.
  static let d = """
    import UIKit

    final class Box<Value> {
      var value: Value
      init(_ value: Value) { self.value = value }
    }

    final class SpringPushAnimator: NSObject, UIViewControllerAnimatedTransitioning {
      enum Direction { case push, pop }

      private let direction: Direction
      private lazy var shrink = CGAffineTransform(scaleX: 0.9, y: 0.9).concatenating(CGAffineTransform(translationX: -40, y: 0))
      private var runningAnimator: UIViewPropertyAnimator?
      let finished = Box(false)

      init(operation: UINavigationController.Operation) {
        direction = operation == .push ? .push : .pop
        super.init()
      }

      func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.5
      }

      func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let animator = interruptibleAnimator(using: transitionContext)
        animator.startAnimation()
      }

      func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let runningAnimator { return runningAnimator }
        guard case .push = direction,
              let toView = transitionContext.view(forKey: .to),
              let fromView = transitionContext.view(forKey: .from) else {
          let animator = UIViewPropertyAnimator(duration: 0.3, curve: .linear)
          animator.addCompletion { _ in transitionContext.completeTransition(true) }
          return animator
        }
        transitionContext.containerView.addSubview(toView)
        toView.transform = CGAffineTransform(translationX: 400, y: 0)
        let animator = UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext), dampingRatio: 0.8)
        animator.addAnimations { [weak self] in
          guard let self = self else { return }
          fromView.transform = self.shrink
          toView.transform = .identity
        }
        animator.addCompletion { [weak self] position in
          CATransaction.begin()
          CATransaction.setDisableActions(true)
          fromView.transform = .identity
          CATransaction.commit()
          self?.finished.value = position == .end
          self?.runningAnimator = nil
          transitionContext.completeTransition(position == .end)
        }
        runningAnimator = animator
        return animator
      }
    }

    final class SpringNavigationDelegate: NSObject, UINavigationControllerDelegate {
      func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SpringPushAnimator(operation: operation)
      }
    }
    """

  /// A `UIPercentDrivenInteractiveTransition` subclass: `override init`, `super.startInteractiveTransition`.
  static let e = """
    import UIKit

    class PanInteraction: UIPercentDrivenInteractiveTransition {
      var interactionInProgress = false
      private(set) weak var transitionContext: UIViewControllerContextTransitioning?

      override init() {
        super.init()
        completionSpeed = 0.8
      }

      override func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        self.transitionContext = transitionContext
        interactionInProgress = true
        super.startInteractiveTransition(transitionContext)
      }

      @objc func handlePan(_ gesture: UIPanGestureRecognizer) {
        guard let view = gesture.view else { return }
        let progress = max(0, min(1, gesture.translation(in: view).y / view.bounds.height))
        switch gesture.state {
        case .changed:
          update(progress)
        case .ended:
          interactionInProgress = false
          progress > 0.3 || gesture.velocity(in: view).y > 800 ? finish() : cancel()
        case .cancelled:
          interactionInProgress = false
          cancel()
        default:
          break
        }
      }
    }

    final class DismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {
      func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

      func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from) else { return }
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveLinear) {
          fromView.transform = CGAffineTransform(translationX: 0, y: 852)
        } completion: { _ in
          if !transitionContext.transitionWasCancelled {
            fromView.removeFromSuperview()
          }
          transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
      }
    }

    final class CardTransitioning: NSObject, UIViewControllerTransitioningDelegate {
      let interaction = PanInteraction()

      func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        DismissAnimator()
      }

      func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        interaction.interactionInProgress ? interaction : nil
      }
    }
    """

  /// Segues on the app's own base segue: an overridden style, a template method, `UIView.transition(with:)`.
  static let f = """
    import UIKit

    class AnimatedSegue: UIStoryboardSegue {
      var presentationStyle: UIModalPresentationStyle { .fullScreen }

      override func perform() {
        destination.modalPresentationStyle = presentationStyle
        animate()
      }

      func animate() {
        source.present(destination, animated: true)
      }
    }

    final class OverlaySegue: AnimatedSegue {
      override var presentationStyle: UIModalPresentationStyle { .overFullScreen }

      override func animate() {
        destination.view.alpha = 0
        UIView.transition(with: source.view, duration: 0.25, options: .transitionCrossDissolve, animations: {
          self.destination.view.alpha = 1
        }) { [weak self] _ in
          guard let self else { return }
          self.source.present(self.destination, animated: false)
        }
      }
    }

    final class PlainSegue: AnimatedSegue {}
    """
}
