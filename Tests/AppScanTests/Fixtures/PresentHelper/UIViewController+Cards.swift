import UIKit

extension UIViewController {
  /// Every card of the app is presented here, with the app's own presentation controller.
  func presentAsCard(_ card: UIViewController, animated: Bool = true) {
    card.modalPresentationStyle = .custom
    card.transitioningDelegate = CardTransitions.shared
    present(card, animated: animated)
  }

  /// Never called: said, not dropped.
  func pushQuietly(_ next: UIViewController) {
    navigationController?.pushViewController(next, animated: false)
  }
}
