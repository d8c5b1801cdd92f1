import UIKit

/// Builds the tab bar with its flow object (a pair the factory returns) and selects tabs
/// through the tab bar it keeps.
final class KitchenCoordinator {
  private let navigation: UINavigationController
  private let factory = KitchenFactory()
  private var tabs: KitchenTabBarController?

  init(navigation: UINavigationController) {
    self.navigation = navigation
  }

  func showKitchen() {
    let (flow, tabs) = factory.makeKitchen()
    self.tabs = tabs
    flow.start()
    navigation.setViewControllers([tabs], animated: false)
  }

  func openRecipes() {
    tabs?.selectedIndex = 0
  }

  func openShoppingList() {
    tabs?.selectedIndex = 2
  }
}

struct KitchenFactory {
  func makeKitchen() -> (KitchenFlow, KitchenTabBarController) {
    let tabs = KitchenTabBarController()
    return (KitchenFlow(tabs: tabs), tabs)
  }
}

final class KitchenFlow {
  let tabs: KitchenTabBarController

  init(tabs: KitchenTabBarController) {
    self.tabs = tabs
  }

  func start() {}
}
