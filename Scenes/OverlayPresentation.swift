import UIKit

/// A full-screen overlay, presented over the list with a custom presentation controller. It
/// was started from a full-screen template, so it keeps `shouldRemovePresentersView` true;
/// then the overlay was made see-through so the list would show behind it.
final class OverlayPresentationController: UIPresentationController {
  override var shouldRemovePresentersView: Bool {
    true
  }

  override var frameOfPresentedViewInContainerView: CGRect {
    containerView?.bounds ?? .zero
  }

  override func presentationTransitionWillBegin() {
    presentedView?.backgroundColor = UIColor.black.withAlphaComponent(0.4)
  }

  override func containerViewWillLayoutSubviews() {
    super.containerViewWillLayoutSubviews()
    presentedView?.frame = frameOfPresentedViewInContainerView
  }
}

/// The overlay's transitioningDelegate: UIKit asks it for the presentation controller.
final class OverlayTransition: NSObject, UIViewControllerTransitioningDelegate {
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    OverlayPresentationController(presentedViewController: presented, presenting: presenting)
  }
}
