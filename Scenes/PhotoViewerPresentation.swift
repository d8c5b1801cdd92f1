import UIKit

/// A photo viewer over a black backdrop, with a toolbar of its own along the bottom. The
/// toolbar stays hidden while the photo moves and appears once it has landed.
final class PhotoViewerPresentationController: UIPresentationController {
  private let backdrop = UIView()
  private let toolbar = UIView()

  override func presentationTransitionWillBegin() {
    guard let containerView = containerView else { return }
    backdrop.backgroundColor = .black
    backdrop.frame = containerView.bounds
    backdrop.alpha = 0
    containerView.insertSubview(backdrop, at: 0)

    toolbar.frame = CGRect(x: 0, y: containerView.bounds.height - 83, width: containerView.bounds.width, height: 83)
    toolbar.isHidden = true
    containerView.addSubview(toolbar)

    presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
      self.backdrop.alpha = 1
    })
  }

  override func presentationTransitionDidEnd(_ completed: Bool) {
    toolbar.isHidden = !completed
  }

  override func dismissalTransitionWillBegin() {
    toolbar.isHidden = true
    presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
      self.backdrop.alpha = 0
    })
  }

  override func dismissalTransitionDidEnd(_ completed: Bool) {
    guard completed else { return }
    backdrop.removeFromSuperview()
    toolbar.removeFromSuperview()
  }
}

final class PhotoViewerTransition: NSObject, UIViewControllerTransitioningDelegate {
  func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
    PhotoViewerPresentationController(presentedViewController: presented, presenting: presenting)
  }
}

/// The same viewer written for a zoom animator that was never hooked up: it hides the photo
/// until "the animator" reveals it, and lets UIKit take the gallery's view away.
final class ZoomReadyPresentationController: UIPresentationController {
  override var shouldRemovePresentersView: Bool {
    return true
  }

  override func presentationTransitionWillBegin() {
    // The zoom animator shows the real view once the snapshot has landed.
    presentedViewController.view.isHidden = true
  }
}

final class ZoomReadyTransition: NSObject, UIViewControllerTransitioningDelegate {
  func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
    ZoomReadyPresentationController(presentedViewController: presented, presenting: presenting)
  }
}
