/// Presentation controllers that set `isHidden` on their own views and on the presented view,
/// written as apps write them and loaded without edits. PresentationHiddenTests pins them.
enum ChromeHiddenFixtures {
  static let swift = #"""
    import UIKit

    /// A top banner with a dimming view behind it and a close button of its own. The button
    /// is hidden while the banner moves and shown once it has landed.
    final class BannerPresentationController: UIPresentationController {
      private lazy var dimmingView: UIView = {
        let view = UIView()
        view.backgroundColor = UIColor.black.withAlphaComponent(0.3)
        view.alpha = 0
        return view
      }()

      private let closeButton = UIButton(type: .close)

      override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: 0, width: bounds.width, height: 240)
      }

      override func presentationTransitionWillBegin() {
        guard let containerView = containerView else { return }
        dimmingView.frame = containerView.bounds
        containerView.insertSubview(dimmingView, at: 0)
        closeButton.frame = CGRect(x: containerView.bounds.width - 60, y: 250, width: 44, height: 44)
        closeButton.isHidden = true
        containerView.addSubview(closeButton)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
          self.dimmingView.alpha = 1
        }, completion: nil)
      }

      override func presentationTransitionDidEnd(_ completed: Bool) {
        if completed {
          closeButton.isHidden = false
        } else {
          dimmingView.removeFromSuperview()
          closeButton.removeFromSuperview()
        }
      }

      override func dismissalTransitionWillBegin() {
        closeButton.isHidden = true
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
          self.dimmingView.alpha = 0
        }, completion: nil)
      }

      override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed {
          dimmingView.removeFromSuperview()
          closeButton.removeFromSuperview()
        } else {
          closeButton.isHidden = false
        }
      }
    }

    final class BannerTransition: NSObject, UIViewControllerTransitioningDelegate {
      func presentationController(forPresented presented: UIViewController,
                                  presenting: UIViewController?,
                                  source: UIViewController) -> UIPresentationController? {
        BannerPresentationController(presentedViewController: presented, presenting: presenting)
      }
    }

    /// A full-screen reveal that hides the presented view until "the animator" shows it, and
    /// takes the presenter's view away. No animator is vended, so nothing shows it again.
    final class RevealPresentationController: UIPresentationController {
      override var shouldRemovePresentersView: Bool { true }

      override func presentationTransitionWillBegin() {
        // The reveal animation unhides it.
        presentedView?.isHidden = true
      }
    }

    final class RevealTransition: NSObject, UIViewControllerTransitioningDelegate {
      func presentationController(forPresented presented: UIViewController,
                                  presenting: UIViewController?,
                                  source: UIViewController) -> UIPresentationController? {
        return RevealPresentationController(presentedViewController: presented, presenting: presenting)
      }
    }

    /// A centred alert-like card that dims the presenter with a plain UIView.animate and takes
    /// the dimming away directly when the dismissal begins (the audit's tutorial style).
    class PopupPresentationController: UIPresentationController {
        private let dimmingView = UIView()

        override func presentationTransitionWillBegin() {
            super.presentationTransitionWillBegin()
            dimmingView.backgroundColor = UIColor(white: 0.0, alpha: 0.5)
            dimmingView.alpha = 0
            dimmingView.frame = containerView?.bounds ?? .zero
            containerView?.addSubview(dimmingView)
            UIView.animate(withDuration: 0.3) {
                self.dimmingView.alpha = 1
            }
        }

        override func dismissalTransitionWillBegin() {
            super.dismissalTransitionWillBegin()
            dimmingView.alpha = 0
        }
    }

    class PopupTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
        func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
            let controller = PopupPresentationController(presentedViewController: presented, presenting: presenting)
            return controller
        }
    }

    /// A sheet whose dimming view is hidden "for now" and never shown: it dims nothing. Its
    /// layout hides the dimming view on wide screens, which the tool cannot know.
    final class QuietSheetPresentationController: UIPresentationController {
      let dimmingView = UIView()

      override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView = containerView else { return .zero }
        let bounds = containerView.bounds
        return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
      }

      override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.4)
        dimmingView.frame = containerView.bounds
        dimmingView.isHidden = true
        containerView.insertSubview(dimmingView, at: 0)
      }

      override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        dimmingView.isHidden = traitCollection.horizontalSizeClass == .regular
        presentedView?.frame = frameOfPresentedViewInContainerView
      }
    }

    final class QuietSheetTransition: NSObject, UIViewControllerTransitioningDelegate {
      func presentationController(forPresented presented: UIViewController,
                                  presenting: UIViewController?,
                                  source: UIViewController) -> UIPresentationController? {
        QuietSheetPresentationController(presentedViewController: presented, presenting: presenting)
      }
    }
    """#
}
