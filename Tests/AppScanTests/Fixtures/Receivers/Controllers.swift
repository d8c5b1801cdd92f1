import UIKit

final class ShellViewController: UIViewController {}
final class HelpViewController: UIViewController {}

/// The checkout: a container whose navigation controller the storyboard embeds.
final class CheckoutViewController: UIViewController {
  required init?(coder: NSCoder) {
    super.init(coder: coder)
    modalPresentationStyle = .overCurrentContext
  }
}

final class CartViewController: UITableViewController {}
final class PaymentViewController: UIViewController {}
