import UIKit

/// A seed library: the catalogue lends a seed through a borrowing flow whose router is
/// handed to `show(_:)` as a module; what UIKit presents is the router's own navigation
/// controller, which its `asController()` gives.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    let catalogue = CatalogueViewController()
    window.rootViewController = UINavigationController(rootViewController: catalogue)
    window.makeKeyAndVisible()
    self.window = window
  }
}
