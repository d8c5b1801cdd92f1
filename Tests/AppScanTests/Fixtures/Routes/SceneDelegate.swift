import UIKit

/// The router's navigation controller is the window's root; the coordinator fills it.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  var coordinator: GardenCoordinator?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let router = StackRouter()
    let coordinator = GardenCoordinator(
      router: router, screens: ScreenBox(builder: GardenBuilder()))
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = router.navigation
    coordinator.start()
    self.window = window
    self.coordinator = coordinator
    window.makeKeyAndVisible()
  }
}
