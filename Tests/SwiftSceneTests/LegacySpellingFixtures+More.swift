extension LegacySpellingFixtures {
  static let edgePop = Pair(
    name: "a Swift 2 navigation delegate and percent-driven pan",
    root: "{ navigation: Nav, stack: [{ vc: List }, { vc: Detail }] }",
    steps: """
        - pop: Nav
          navigationDelegate: "Edges()"
          interactive: cancelled
        - pop: Nav
          navigationDelegate: "Edges()"
          interactive: completed

      """,
    old: """
      import UIKit
      class Pan: UIPercentDrivenInteractiveTransition {
        func handle(gesture: UIScreenEdgePanGestureRecognizer) {
          let progress = gesture.translationInView(gesture.view!).x / 300
          switch gesture.state {
          case .Changed:
            updateInteractiveTransition(progress)
          case .Ended:
            if progress > 0.5 { finishInteractiveTransition() } else { cancelInteractiveTransition() }
          default:
            break
          }
        }
      }
      class Dim: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(context: UIViewControllerContextTransitioning?) -> NSTimeInterval { return 0.4 }
        func animateTransition(context: UIViewControllerContextTransitioning) {
          let from = context.viewForKey(UITransitionContextFromViewKey)!
          context.containerView()!.insertSubview(context.viewForKey(UITransitionContextToViewKey)!, belowSubview: from)
          UIView.animateWithDuration(0.4, animations: { from.alpha = 0 }, completion: { _ in
            from.alpha = 1
            context.completeTransition(!context.transitionWasCancelled())
          })
        }
      }
      class Edges: NSObject, UINavigationControllerDelegate {
        let pan = Pan()
        func navigationController(navigationController: UINavigationController, animationControllerForOperation operation: UINavigationControllerOperation, fromViewController fromVC: UIViewController, toViewController toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
          return operation == .Pop ? Dim() : nil
        }
        func navigationController(navigationController: UINavigationController, interactionControllerForAnimationController animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
          return pan
        }
      }
      """,
    today: """
      import UIKit
      class Pan: UIPercentDrivenInteractiveTransition {
        @objc func handle(_ gesture: UIScreenEdgePanGestureRecognizer) {
          let progress = gesture.translation(in: gesture.view!).x / 300
          switch gesture.state {
          case .changed:
            update(progress)
          case .ended:
            if progress > 0.5 { finish() } else { cancel() }
          default:
            break
          }
        }
      }
      class Dim: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval { return 0.4 }
        func animateTransition(using context: UIViewControllerContextTransitioning) {
          let from = context.view(forKey: .from)!
          context.containerView.insertSubview(context.view(forKey: .to)!, belowSubview: from)
          UIView.animate(withDuration: 0.4, animations: { from.alpha = 0 }, completion: { _ in
            from.alpha = 1
            context.completeTransition(!context.transitionWasCancelled)
          })
        }
      }
      class Edges: NSObject, UINavigationControllerDelegate {
        let pan = Pan()
        func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
          return operation == .pop ? Dim() : nil
        }
        func navigationController(_ navigationController: UINavigationController, interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
          return pan
        }
      }
      """)

  static let children = Pair(
    name: "Swift 4.1 containment in viewDidLoad",
    root: "{ navigation: Nav, stack: [{ vc: Start }] }",
    steps: "  - push: { vc: Board, class: BoardViewController }\n    on: Nav\n",
    old: """
      import UIKit
      class BoardViewController: UIViewController {
        let header = UIViewController()
        override func viewDidLoad() {
          super.viewDidLoad()
          addChildViewController(header)
          view.addSubview(header.view)
          header.didMove(toParentViewController: self)
        }
      }
      """,
    today: """
      import UIKit
      class BoardViewController: UIViewController {
        let header = UIViewController()
        override func viewDidLoad() {
          super.viewDidLoad()
          addChild(header)
          view.addSubview(header.view)
          header.didMove(toParent: self)
        }
      }
      """)
}
