import UIKit

/// The app's own base classes. Every sheet of the app dims what is behind it, and every
/// animator of the app adds the presented view and completes the same way; subclasses
/// override only what differs (SheetTransition.swift).
class DimmingPresentationController: UIPresentationController {
  private(set) lazy var dimmingView: UIView = {
    let view = UIView()
    view.backgroundColor = UIColor.black.withAlphaComponent(0.5)
    view.alpha = 0
    return view
  }()

  /// How dark the dimming gets; a subclass may say otherwise.
  var dimmedAlpha: CGFloat { 1 }

  override func presentationTransitionWillBegin() {
    super.presentationTransitionWillBegin()
    guard let containerView else { return }
    dimmingView.frame = containerView.bounds
    containerView.insertSubview(dimmingView, at: 0)
    presentedViewController.transitionCoordinator?.animate(alongsideTransition: { [weak self] _ in
      self?.dimmingView.alpha = self?.dimmedAlpha ?? 1
    })
  }

  override func dismissalTransitionWillBegin() {
    super.dismissalTransitionWillBegin()
    presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
      self.dimmingView.alpha = 0
    })
  }

  override func dismissalTransitionDidEnd(_ completed: Bool) {
    super.dismissalTransitionDidEnd(completed)
    if completed {
      dimmingView.removeFromSuperview()
    }
  }
}

class BaseAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let isPresenting: Bool
  let duration: TimeInterval

  init(presenting: Bool, duration: TimeInterval = 0.35) {
    self.isPresenting = presenting
    self.duration = duration
    super.init()
  }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
    duration
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    guard isPresenting, let toView = transitionContext.view(forKey: .to) else { return }
    transitionContext.containerView.addSubview(toView)
  }

  func finish(_ transitionContext: UIViewControllerContextTransitioning) {
    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
  }
}
