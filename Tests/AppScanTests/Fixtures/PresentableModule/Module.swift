import UIKit

/// Anything that can stand on screen: a controller is itself; a router is its stack.
protocol Module {
  func asController() -> UIViewController?
}

extension UIViewController: Module {
  func asController() -> UIViewController? {
    return self
  }
}

/// Shows modules on the navigation controller it was given.
final class ShelfRouter: NSObject, Module {
  private weak var stack: UINavigationController?

  init(stack: UINavigationController) {
    self.stack = stack
  }

  func asController() -> UIViewController? {
    return stack
  }

  func show(_ module: Module?) {
    guard let controller = module?.asController() else { return }
    stack?.present(controller, animated: true, completion: nil)
  }

  func open(_ module: Module?) {
    guard let controller = module?.asController() else { return }
    stack?.pushViewController(controller, animated: true)
  }
}
