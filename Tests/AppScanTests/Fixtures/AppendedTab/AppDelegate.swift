import UIKit

/// A bulletin board: the storyboard's tab bar has one tab, and the launch appends a second
/// copy of the same stack (filtered differently at run time).
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
  ) -> Bool {
    if let tabBarController = window?.rootViewController as? UITabBarController {
      let storyboard = UIStoryboard(name: "Main", bundle: nil)
      let latest = storyboard.instantiateViewController(withIdentifier: "BulletinsNav")
      latest.tabBarItem = UITabBarItem(tabBarSystemItem: .mostRecent, tag: 1)
      tabBarController.viewControllers?.append(latest)
    }
    return true
  }
}
