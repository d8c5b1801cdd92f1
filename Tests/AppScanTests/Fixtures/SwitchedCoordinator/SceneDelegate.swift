import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  let harbour = Harbour()

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    let logbook = LogbookViewController()
    logbook.harbour = harbour
    window.rootViewController = UINavigationController(rootViewController: logbook)
    harbour.window = window
    self.window = window
    window.makeKeyAndVisible()
  }
}
