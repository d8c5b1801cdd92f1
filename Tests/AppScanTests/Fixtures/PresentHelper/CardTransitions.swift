#if os(iOS)
  import UIKit

  /// One delegate for every card, shared.
  final class CardTransitions: NSObject, UIViewControllerTransitioningDelegate {
    static let shared = CardTransitions()

    func presentationController(
      forPresented presented: UIViewController, presenting: UIViewController?,
      source: UIViewController
    ) -> UIPresentationController? {
      CardPresentationController(presentedViewController: presented, presenting: presenting)
    }
  }

  /// The card covers the lower half of the container.
  final class CardPresentationController: UIPresentationController {
    override var frameOfPresentedViewInContainerView: CGRect {
      guard let bounds = containerView?.bounds else { return .zero }
      return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
    }
  }
#endif
