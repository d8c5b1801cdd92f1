import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let tabs = UITabBarController()
    tabs.viewControllers = [
      UINavigationController(rootViewController: FeedViewController()),
      UINavigationController(rootViewController: ProfileViewController()),
    ]
    window = UIWindow(frame: UIScreen.main.bounds)
    window?.rootViewController = tabs
    window?.makeKeyAndVisible()
    return true
  }
}
