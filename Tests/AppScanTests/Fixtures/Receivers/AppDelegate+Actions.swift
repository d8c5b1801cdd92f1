import UIKit

/// The app's global actions, written before the class in file order.
extension AppDelegate {
  var shell: ShellViewController? {
    window?.rootViewController as? ShellViewController
  }

  func showHelp() {
    let help = HelpViewController()
    help.modalPresentationStyle = .formSheet
    window?.rootViewController?.present(help, animated: true)
  }

  func startCheckout() {
    let storyboard = UIStoryboard.checkout()
    guard let checkout = storyboard.instantiateInitialViewController() as? CheckoutViewController
    else { return }
    shell?.present(checkout, animated: false)
  }
}

extension UIStoryboard {
  static func checkout() -> UIStoryboard { UIStoryboard(name: "Checkout", bundle: nil) }
}
