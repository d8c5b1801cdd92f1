import UIKit

/// A child flow that presents its own navigation stack on the controller it is handed.
final class ChartsFlow {
  let presentedOn: UIViewController
  let navigationController = UINavigationController()

  init(presentedOn: UIViewController) {
    self.presentedOn = presentedOn
  }

  func start() {
    navigationController.pushViewController(ChartsViewController(), animated: false)
    presentedOn.present(navigationController, animated: true)
  }
}

final class ChartsViewController: UIViewController {}
