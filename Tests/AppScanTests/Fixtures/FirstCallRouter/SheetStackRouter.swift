import UIKit

/// Presents its navigation controller with the first screen it is given; pushes the rest.
final class SheetStackRouter {
  private let presenter: UIViewController
  private let navigation = UINavigationController()

  init(presenter: UIViewController) {
    self.presenter = presenter
  }

  func present(_ screen: UIViewController, animated: Bool) {
    if navigation.viewControllers.isEmpty {
      presentStack(with: screen, animated: animated)
    } else {
      navigation.pushViewController(screen, animated: animated)
    }
  }

  private func presentStack(with screen: UIViewController, animated: Bool) {
    navigation.setViewControllers([screen], animated: false)
    presenter.present(navigation, animated: animated)
  }
}
