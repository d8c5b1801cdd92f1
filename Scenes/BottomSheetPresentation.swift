import UIKit

/// A bottom sheet: the presented controller sits in the lower part of the screen, a third of
/// it in landscape, over a dimming view. It keeps the dimming view and the sheet in place
/// through a rotation from viewWillTransition(to:with:), inside the rotation's animation.
final class BottomSheetPresentationController: UIPresentationController {
  private let dimmingView = UIView()

  private func sheetFrame(in size: CGSize) -> CGRect {
    let height = size.width > size.height ? size.height / 3 * 2 : size.height / 2
    return CGRect(x: 0, y: size.height - height, width: size.width, height: height)
  }

  override var frameOfPresentedViewInContainerView: CGRect {
    guard let containerView = containerView else { return .zero }
    return sheetFrame(in: containerView.bounds.size)
  }

  override func presentationTransitionWillBegin() {
    guard let containerView = containerView else { return }
    dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.5)
    dimmingView.frame = containerView.bounds
    dimmingView.alpha = 0
    containerView.insertSubview(dimmingView, at: 0)
    presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
      self.dimmingView.alpha = 1
    })
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

  override func viewWillTransition(
    to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    coordinator.animate(alongsideTransition: { [weak self] _ in
      guard let self = self else { return }
      self.dimmingView.frame = CGRect(origin: .zero, size: size)
      self.presentedView?.frame = self.sheetFrame(in: size)
      self.presentedView?.layer.cornerRadius = size.width > size.height ? 0 : 16
    }, completion: nil)
  }
}

/// Vends the bottom sheet's presentation controller; UIKit's own animation slides it up.
final class BottomSheetTransition: NSObject, UIViewControllerTransitioningDelegate {
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    BottomSheetPresentationController(presentedViewController: presented, presenting: presenting)
  }
}
