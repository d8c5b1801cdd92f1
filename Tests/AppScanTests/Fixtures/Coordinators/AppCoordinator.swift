import UIKit

protocol Coordinating: AnyObject {
  func showRecipe(named name: String)
  func showTimer()
}

/// Every transition of the app is a method here; the controllers only call them.
final class AppCoordinator: Coordinating {
  let navigationController: UINavigationController

  init(navigationController: UINavigationController) {
    self.navigationController = navigationController
  }

  func start() {
    let list = RecipesViewController()
    list.coordinator = self
    list.onAbout = { [weak self] in self?.showAbout() }
    navigationController.pushViewController(list, animated: false)
  }

  func showRecipe(named name: String) {
    let recipe = RecipeViewController(name: name)
    recipe.coordinator = self
    navigationController.pushViewController(recipe, animated: true)
  }

  func showTimer() {
    let timer = TimerViewController()
    timer.modalPresentationStyle = .pageSheet
    navigationController.present(timer, animated: true)
  }

  private func showAbout() {
    navigationController.present(AboutViewController(), animated: true)
  }

  func showRemote() {
    navigationController.present(RemoteScreens.make(), animated: true)
  }
}
