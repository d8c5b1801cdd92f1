import UIKit

/// A kitchen app: a launch screen in a navigation controller, whose coordinator replaces it
/// with the main tab bar once the pantry has loaded.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = UINavigationController(rootViewController: LaunchViewController())
    window.makeKeyAndVisible()
    self.window = window
  }
}

final class LaunchViewController: UIViewController {
  var coordinator: KitchenCoordinator?

  func pantryLoaded() {
    coordinator?.showKitchen()
  }
}
