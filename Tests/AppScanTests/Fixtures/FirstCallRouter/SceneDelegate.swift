import UIKit

/// A clinic's check-in: the lobby starts an intake flow whose router presents its own
/// navigation controller on the first screen and pushes every later one.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = UINavigationController(rootViewController: LobbyViewController())
    window.makeKeyAndVisible()
    self.window = window
  }
}
