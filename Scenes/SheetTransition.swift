import UIKit

/// A sheet over the bottom two thirds of the screen, built on the app's base classes
/// (AppBaseClasses.swift): the presentation controller keeps its base's dimming and changes
/// only the frame and how dark it dims; the animator calls its base to add the view, then
/// slides it.
final class SheetPresentationController: DimmingPresentationController {
  override var dimmedAlpha: CGFloat { 0.6 }

  override var frameOfPresentedViewInContainerView: CGRect {
    var frame = super.frameOfPresentedViewInContainerView
    frame.origin.y = frame.height / 3
    frame.size.height -= frame.origin.y
    return frame
  }

  override func presentationTransitionWillBegin() {
    super.presentationTransitionWillBegin()
    presentedView?.layer.cornerRadius = 16
  }
}

final class SheetAnimator: BaseAnimator {
  override func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    super.animateTransition(using: transitionContext)
    let key: UITransitionContextViewKey = isPresenting ? .to : .from
    guard let sheet = transitionContext.view(forKey: key) else { return }
    let below = CGAffineTransform(translationX: 0, y: 600)
    if isPresenting {
      sheet.transform = below
    }
    UIView.animate(
      withDuration: transitionDuration(using: transitionContext), delay: 0,
      usingSpringWithDamping: 0.9, initialSpringVelocity: 0, options: [.curveEaseOut],
      animations: {
        sheet.transform = self.isPresenting ? .identity : below
      },
      completion: { _ in
        self.finish(transitionContext)
      })
  }
}

final class SheetTransition: NSObject, UIViewControllerTransitioningDelegate {
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    SheetPresentationController(presentedViewController: presented, presenting: presenting)
  }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    SheetAnimator(presenting: true)
  }

  func animationController(forDismissed dismissed: UIViewController)
    -> UIViewControllerAnimatedTransitioning?
  {
    SheetAnimator(presenting: false, duration: 0.25)
  }
}
