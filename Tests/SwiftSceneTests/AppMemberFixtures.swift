/// The app's Swift that `code:` lines call into (issue 32): a method that pushes, a property
/// whose observers swap a child, an `addChild(_:)` override and an extension of
/// `UIViewController`.
enum AppMemberFixtures {
  static let swift = """
    import UIKit

    final class InboxScreen: UIViewController {
      var opened = 0

      func open(_ message: UIViewController) {
        opened += 1
        navigationController?.pushViewController(message, animated: true)
      }

      func back() {
        navigationController?.popViewController(animated: true)
      }
    }

    final class FrameScreen: UIViewController {
      var shown: UIViewController? {
        willSet {
          newValue?.view.isHidden = false
        }
        didSet {
          oldValue?.willMove(toParent: nil)
          oldValue?.view.removeFromSuperview()
          oldValue?.removeFromParent()
          guard let shown else { return }
          addChild(shown)
          shown.didMove(toParent: self)
        }
      }

      override func addChild(_ child: UIViewController) {
        super.addChild(child)
        view.addSubview(child.view)
      }
    }

    extension UIViewController {
      func hold(_ child: UIViewController) {
        addChild(child)
        view.addSubview(child.view)
        child.didMove(toParent: self)
      }
    }
    """

  /// A frame whose `shown` swaps two children, its own `addChild`, and an extension's.
  static let frameSteps =
    "  - code: |\n      Frame.shown = One\n      Frame.shown = Two\n"
    + "  - code: |\n      Frame.addChild(Three)\n"
    + "  - code: |\n      Two.hold(Four)\n"
}
