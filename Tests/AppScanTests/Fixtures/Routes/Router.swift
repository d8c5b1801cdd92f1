import UIKit

protocol Routing: AnyObject {
  func setRoot(_ screen: Screen)
  func push(_ screen: Screen, animated: Bool)
  func present(_ screen: Screen, animated: Bool)
}

/// The router owns the navigation controller and shows the screens it is handed.
final class StackRouter: Routing {
  let navigation = UINavigationController()

  func setRoot(_ screen: Screen) {
    navigation.setViewControllers([screen.controller], animated: false)
  }

  func push(_ screen: Screen, animated: Bool) {
    navigation.pushViewController(screen.controller, animated: animated, then: nil)
  }

  func present(_ screen: Screen, animated: Bool) {
    navigation.present(screen.controller, animated: animated)
  }

  func open(_ route: ShedRoute) {
    navigation.pushViewController(route.controller, animated: true)
  }
}

extension UINavigationController {
  /// UIKit's push, with a block run after it.
  func pushViewController(
    _ controller: UIViewController, animated: Bool, then done: (() -> Void)?
  ) {
    pushViewController(controller, animated: animated)
    done?()
  }
}
