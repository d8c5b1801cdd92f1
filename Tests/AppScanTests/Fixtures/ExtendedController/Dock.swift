import UIKit

/// A coordinator whose public method hands its work to a private overload.
final class Dock {
  let navigationController: UINavigationController

  init(navigationController: UINavigationController) {
    self.navigationController = navigationController
  }

  func showLock() {
    showLock(with: .setup)
  }

  private func showLock(with mode: PasscodeMode) {
    navigationController.present(LockViewController(), animated: true)
  }
}

final class LockViewController: UIViewController {}

final class AccountViewController: UIViewController {
  var dock: Dock?

  @objc func lockTapped() {
    dock?.showLock()
  }
}
