import UIKit

/// A segue that replaces the navigation stack with the source and the destination, dropping
/// whatever was between them: the "replace" segue of many onboarding flows.
final class ReplaceStackSegue: UIStoryboardSegue {
  override func perform() {
    guard let nav = source.navigationController else { return }
    nav.setViewControllers([source, destination], animated: true)
  }
}

/// The same without animation, by assigning the stack (Apple: the same as
/// setViewControllers(_:animated: false)).
final class ResetStackSegue: UIStoryboardSegue {
  override func perform() {
    guard let nav = source.navigationController else { return }
    nav.viewControllers = [destination]
  }
}
