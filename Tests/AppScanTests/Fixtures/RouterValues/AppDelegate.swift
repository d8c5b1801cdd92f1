import UIKit

/// A recipe box whose screens are routed by a coordinator framework that is not in the folder:
/// its `prepareTransition(for:)` returns transition values the framework performs.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let window = UIWindow()
    window.rootViewController = UINavigationController(rootViewController: ShelfViewController())
    window.makeKeyAndVisible()
    self.window = window
    return true
  }
}

final class ShelfViewController: UIViewController {
  @objc func share() {
    present(UIActivityViewController(activityItems: [], applicationActivities: nil), animated: true)
  }
}
