import UIKit

/// The app's router: replaces the navigation stack with the controller it is handed.
final class StackRouter {
  private let navigation: UINavigationController

  init(navigation: UINavigationController) {
    self.navigation = navigation
  }

  func replaceStack(with screen: UIViewController) {
    navigation.setViewControllers([screen], animated: false)
  }
}
