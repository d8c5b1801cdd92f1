import UIKit

/// A door-camera app: the window's root is the dashboard; links opened from outside show the
/// camera over it through a helper that hands the dashboard to a closure.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = DashboardViewController()
    window.makeKeyAndVisible()
    self.window = window
  }
}

final class DashboardViewController: UIViewController {}

final class CameraViewController: UIViewController {}
