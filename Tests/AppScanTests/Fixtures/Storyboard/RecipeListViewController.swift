import UIKit

final class RecipeListViewController: UITableViewController {
  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    performSegue(withIdentifier: "openRecipe", sender: nil)
  }

  @IBAction func backToList(_ segue: UIStoryboardSegue) {}

  @objc func openShoppingList() {
    performSegue(withIdentifier: "shoppingList", sender: nil)
  }
}

final class RecipeViewController: UIViewController {}

final class TimerViewController: UIViewController {}
