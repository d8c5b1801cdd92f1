import UIKit

/// Controllers that make themselves from a storyboard of their own name.
protocol Storyboarded {
  static func instantiate() -> Self
}

extension Storyboarded where Self: UIViewController {
  static func instantiate() -> Self {
    let storyboard = UIStoryboard(name: String(describing: self), bundle: nil)
    return storyboard.instantiateInitialViewController() as? Self ?? Self()
  }
}

final class ShelvesViewController: UIViewController, Storyboarded {
  @objc func addShelf() {
    show(NewShelfViewController.instantiate(), sender: self)
  }
}

final class NewShelfViewController: UIViewController, Storyboarded {}

enum SettingsFactory {
  static func makeSettings() -> UINavigationController {
    UINavigationController(rootViewController: SettingsViewController())
  }
}

final class SettingsViewController: UIViewController {}
