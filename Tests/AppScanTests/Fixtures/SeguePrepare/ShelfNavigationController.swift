import UIKit

/// Logs every push, then lets UIKit do it: not a transition of its own.
final class ShelfNavigationController: UINavigationController {
  override func pushViewController(_ viewController: UIViewController, animated: Bool) {
    print("pushing", viewController)
    super.pushViewController(viewController, animated: animated)
  }
}
