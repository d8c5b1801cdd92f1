import UIKit

/// Signs in, then replaces the window's root with the main storyboard's tabs.
final class LoginViewController: UIViewController {
  func signedIn() {
    let tabs = UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController()
    view.window?.rootViewController = tabs
  }

  func openTerms() {
    let terms = UIStoryboard(name: "Main", bundle: nil)
      .instantiateViewController(withIdentifier: String(describing: RunDetailViewController.self))
    present(terms, animated: true)
  }

  func restart() {
    navigationController?.setViewControllers([LoginViewController()], animated: true)
  }
}
