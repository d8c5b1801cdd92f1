import UIKit

/// A weather station: the window's root is the forecast's stack; a warning centre shows its
/// notice over whatever the stack's first screen is, through a local it calls
/// `rootViewController` (not the window's).
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = UINavigationController(rootViewController: ForecastViewController())
    window.makeKeyAndVisible()
    self.window = window
  }
}
