import UIKit

/// Another enum with a case named `bed`, with other labels: `.bed(name:)` is not this one.
enum GreenhouseRoute {
  case bed(row: Int)
}

struct GreenhouseBuilder {
  func controller(for route: GreenhouseRoute) -> UIViewController {
    switch route {
    case .bed:
      return SeedlingsViewController()
    }
  }
}

final class SeedlingsViewController: UIViewController {}

/// A second router behind the same protocol: a call of `push` is still one transition.
final class SheetRouter: Routing {
  let navigation = UINavigationController()

  func setRoot(_ screen: Screen) {
    navigation.setViewControllers([screen.controller], animated: false)
  }

  func push(_ screen: Screen, animated: Bool) {
    navigation.pushViewController(screen.controller, animated: animated)
  }

  func present(_ screen: Screen, animated: Bool) {
    navigation.present(screen.controller, animated: animated)
  }
}

extension Routing {
  /// Hands its parameter on: not a transition of its own.
  func push(_ screen: Screen) {
    push(screen, animated: true)
  }
}
