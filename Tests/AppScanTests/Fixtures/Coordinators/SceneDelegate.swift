import UIKit

/// The app's coordinator sets the window's root and starts the first screen.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  var coordinator: AppCoordinator?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    let coordinator = AppCoordinator(navigationController: UINavigationController())
    coordinator.start()
    window.rootViewController = coordinator.navigationController
    self.window = window
    self.coordinator = coordinator
    window.makeKeyAndVisible()
  }
}
