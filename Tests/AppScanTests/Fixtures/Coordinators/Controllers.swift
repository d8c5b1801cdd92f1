import UIKit

protocol PantryScreen: UIViewController {}

final class RecipesViewController: UITableViewController {
  weak var coordinator: Coordinating?
  var onAbout: (() -> Void)?
  var pantry: PantryScreen?

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    coordinator?.showRecipe(named: "Soup")
  }

  @objc func openPantry() {
    if let pantry { present(pantry, animated: true) }
  }
}

final class RecipeViewController: UIViewController {
  weak var coordinator: Coordinating?
  let name: String

  init(name: String) {
    self.name = name
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  @objc func startTimer() {
    coordinator?.showTimer()
  }
}

final class TimerViewController: UIViewController {}
final class AboutViewController: UIViewController {}
final class ShortPantryViewController: UIViewController, PantryScreen {}
final class FullPantryViewController: UIViewController, PantryScreen {}
