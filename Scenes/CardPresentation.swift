import UIKit

/// Shows the presented controller as a card over the bottom half of the screen, on a dimming
/// view that fades in with the presentation and dismisses the card when tapped.
final class CardPresentationController: UIPresentationController {
  private let dimmingView: UIView = {
    let view = UIView()
    view.backgroundColor = UIColor.black.withAlphaComponent(0.4)
    view.alpha = 0
    return view
  }()

  override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
    super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
    let tap = UITapGestureRecognizer(target: self, action: #selector(dimmingViewTapped))
    dimmingView.addGestureRecognizer(tap)
  }

  @objc private func dimmingViewTapped() {
    presentedViewController.dismiss(animated: true)
  }

  override var frameOfPresentedViewInContainerView: CGRect {
    guard let containerView = containerView else { return .zero }
    let bounds = containerView.bounds
    let height = bounds.height / 2
    return CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
  }

  override func presentationTransitionWillBegin() {
    guard let containerView = containerView else { return }
    dimmingView.frame = containerView.bounds
    containerView.insertSubview(dimmingView, at: 0)
    guard let coordinator = presentedViewController.transitionCoordinator else {
      dimmingView.alpha = 1
      return
    }
    coordinator.animate(alongsideTransition: { _ in
      self.dimmingView.alpha = 1
    })
  }

  override func presentationTransitionDidEnd(_ completed: Bool) {
    if !completed {
      dimmingView.removeFromSuperview()
    }
  }

  override func dismissalTransitionWillBegin() {
    presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
      self.dimmingView.alpha = 0
    })
  }

  override func dismissalTransitionDidEnd(_ completed: Bool) {
    if completed {
      dimmingView.removeFromSuperview()
    }
  }

  override func containerViewWillLayoutSubviews() {
    super.containerViewWillLayoutSubviews()
    presentedView?.frame = frameOfPresentedViewInContainerView
    dimmingView.frame = containerView?.bounds ?? .zero
  }

}

/// The presented controller's transitioningDelegate: UIKit asks it for the presentation
/// controller; the card slides up with UIKit's own animation (no animator is vended).
final class CardTransition: NSObject, UIViewControllerTransitioningDelegate {
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    CardPresentationController(presentedViewController: presented, presenting: presenting)
  }
}
