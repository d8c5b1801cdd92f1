import UIKit

/// A list whose row handler pushes the item it is handed, and whose back button pops it.
final class ListViewController: UIViewController {
  func showDetails(for item: UIViewController) {
    guard let nav = navigationController else { return }
    nav.pushViewController(item, animated: true)
  }

  func closeDetails() {
    guard let nav = navigationController else { return }
    nav.popViewController(animated: true)
  }
}

/// A shell that shows one child at a time: setting `current` swaps the child in its observers,
/// and its own addChild(_:) does the rest of the containment for every child it is given.
final class ShellViewController: UIViewController {
  var current: UIViewController? {
    willSet {
      guard newValue !== current else { return }
      current?.willMove(toParent: nil)
    }
    didSet {
      oldValue?.view.removeFromSuperview()
      oldValue?.removeFromParent()
      if let current {
        addChild(current)
      }
    }
  }

  /// Every child added to the shell gets its view at once; UIKit's own addChild links it.
  override func addChild(_ child: UIViewController) {
    super.addChild(child)
    view.addSubview(child.view)
    child.didMove(toParent: self)
  }
}

extension UIViewController {
  /// Containment in one call, on any controller.
  func embed(_ child: UIViewController) {
    addChild(child)
    view.addSubview(child.view)
    child.didMove(toParent: self)
  }
}
