import UIKit

/// The window's root comes from a helper: a tab bar of two navigation controllers.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = makeRootController()
    self.window = window
    window.makeKeyAndVisible()
  }

  private func makeRootController() -> UIViewController {
    let tabs = UITabBarController()
    let library = UINavigationController(rootViewController: LibraryViewController.make())
    let shelves = UINavigationController(rootViewController: ShelvesViewController.instantiate())
    tabs.viewControllers = [library, shelves]
    return tabs
  }
}
