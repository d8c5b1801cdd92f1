import Foundation

/// A generated app of `files` Swift files for the scan benchmark: a scene delegate with a
/// navigation root, then screens that push the next one, present a sheet, set a custom
/// transitioning delegate every tenth file, plus a storyboard with a segue for every screen.
enum GeneratedApp {
  static func write(files: Int, into folder: URL) throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let screens = max(files - 2, 1)
    try """
    import UIKit

    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
      var window: UIWindow?
      func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        window?.rootViewController = UINavigationController(rootViewController: Screen0ViewController())
      }
    }

    """.write(
      to: folder.appendingPathComponent("SceneDelegate.swift"), atomically: true, encoding: .utf8)
    for index in 0..<screens {
      let next = (index + 1) % screens
      let delegate = index % 10 == 0 ? "    sheet.transitioningDelegate = FadeTransition()\n" : ""
      let text = """
        import UIKit

        final class Screen\(index)ViewController: UIViewController {
          func openNext() {
            let next = Screen\(next)ViewController()
            navigationController?.pushViewController(next, animated: true)
          }

          func openSheet() {
            let sheet = Sheet\(index)ViewController()
            sheet.modalPresentationStyle = .overFullScreen
        \(delegate)    present(sheet, animated: true)
          }
        }

        final class Sheet\(index)ViewController: UIViewController {
          @objc func close() { dismiss(animated: true) }
        }

        """
      try text.write(
        to: folder.appendingPathComponent("Screen\(index).swift"), atomically: true, encoding: .utf8
      )
    }
    try """
    import UIKit

    final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
      func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
      func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.addSubview(toView)
        transitionContext.completeTransition(true)
      }
    }

    final class FadeTransition: NSObject, UIViewControllerTransitioningDelegate {
      func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        FadeAnimator()
      }
    }

    """.write(
      to: folder.appendingPathComponent("FadeTransition.swift"), atomically: true, encoding: .utf8)
  }
}
