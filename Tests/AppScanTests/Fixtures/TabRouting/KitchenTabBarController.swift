import UIKit

/// Two tabs, each a navigation stack; the pantry tab can be chosen by the tab bar itself.
final class KitchenTabBarController: UITabBarController {
  let recipes = UINavigationController(rootViewController: RecipesViewController())
  let pantry = UINavigationController(rootViewController: PantryViewController())

  override func viewDidLoad() {
    super.viewDidLoad()
    viewControllers = [recipes, pantry]
  }

  func showPantry() {
    selectedViewController = pantry
  }
}

final class RecipesViewController: UIViewController {
  func open() {
    navigationController?.pushViewController(RecipeViewController(), animated: true)
  }
}

final class RecipeViewController: UIViewController {}
final class PantryViewController: UIViewController {}
