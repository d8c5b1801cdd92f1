import UIKit

final class ForecastViewController: UIViewController {
  @objc func openRadar() {
    navigationController?.pushViewController(RadarViewController(), animated: true)
  }
}

final class RadarViewController: UIViewController {}

final class StormNoticeViewController: UIViewController {}

/// Shows a storm notice over the first screen of the window's stack.
final class WarningCentre {
  weak var window: UIWindow?

  func announceStorm() {
    var rootViewController = window?.rootViewController
    if let navigation = rootViewController as? UINavigationController {
      rootViewController = navigation.viewControllers.first
    }
    rootViewController?.present(StormNoticeViewController(), animated: true)
  }
}
