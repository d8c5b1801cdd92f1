/// The same app code spelled as Swift 2 (and Swift 3 / 4) wrote it and as today writes it, in
/// pairs: a fade animator, a presentation controller with its delegate, a navigation delegate
/// with a percent-driven interaction controller, and children added in `viewDidLoad`.
/// Written for these tests.
enum LegacySpellingFixtures {
  /// One program in two spellings, with the scene that runs it.
  struct Pair: CustomStringConvertible, Sendable {
    var name: String
    var root: String
    var steps: String
    var old: String
    var today: String
    var description: String { name }
  }

  static let pairs = [fade, card, edgePop, children]

  static let fade = Pair(
    name: "a Swift 2 fade animator",
    root: "{ navigation: Nav, stack: [{ vc: List }] }",
    steps: "  - push: { vc: Detail }\n    on: Nav\n    animator: \"Fade()\"\n",
    old: """
      import UIKit
      class Fade: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(transitionContext: UIViewControllerContextTransitioning?) -> NSTimeInterval {
          return 0.3
        }
        func animateTransition(transitionContext: UIViewControllerContextTransitioning) {
          let container = transitionContext.containerView()!
          let toView = transitionContext.viewForKey(UITransitionContextToViewKey)!
          container.addSubview(toView)
          container.bringSubviewToFront(toView)
          toView.alpha = 0
          toView.transform = CGAffineTransformMakeScale(0.5, 0.5)
          UIView.animateWithDuration(transitionDuration(transitionContext), animations: {
            toView.alpha = 1
            toView.transform = CGAffineTransformIdentity
          }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled())
          })
        }
      }
      """,
    today: """
      import UIKit
      class Fade: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
          return 0.3
        }
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
          let container = transitionContext.containerView
          let toView = transitionContext.view(forKey: .to)!
          container.addSubview(toView)
          container.bringSubviewToFront(toView)
          toView.alpha = 0
          toView.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
          UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            toView.alpha = 1
            toView.transform = .identity
          }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
          })
        }
      }
      """)

  static let card = Pair(
    name: "a Swift 2 presentation controller and its delegate",
    root: "{ vc: Home }",
    steps: """
        - present: { vc: Sheet }
          from: Home
          style: custom
          transitioningDelegate: "Vendor()"
        - dismiss: Sheet

      """,
    old: """
      import UIKit
      class Lower: UIPresentationController {
        let shade = UIView()
        override func frameOfPresentedViewInContainerView() -> CGRect {
          let bounds = containerView!.bounds
          return CGRectMake(0, CGRectGetHeight(bounds) / 2, CGRectGetWidth(bounds), CGRectGetHeight(bounds) / 2)
        }
        override func presentationTransitionWillBegin() {
          shade.frame = containerView!.bounds
          shade.alpha = 0
          containerView!.insertSubview(shade, atIndex: 0)
          presentedViewController.transitionCoordinator()?.animateAlongsideTransition({ _ in
            self.shade.alpha = 1
          }, completion: nil)
        }
        override func dismissalTransitionDidEnd(completed: Bool) {
          if completed {
            shade.removeFromSuperview()
          }
        }
      }
      class Vendor: NSObject, UIViewControllerTransitioningDelegate {
        func presentationControllerForPresentedViewController(presented: UIViewController, presentingViewController presenting: UIViewController, sourceViewController source: UIViewController) -> UIPresentationController? {
          return Lower(presentedViewController: presented, presentingViewController: presenting)
        }
      }
      """,
    today: """
      import UIKit
      class Lower: UIPresentationController {
        let shade = UIView()
        override var frameOfPresentedViewInContainerView: CGRect {
          let bounds = containerView!.bounds
          return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
        }
        override func presentationTransitionWillBegin() {
          shade.frame = containerView!.bounds
          shade.alpha = 0
          containerView!.insertSubview(shade, at: 0)
          presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.shade.alpha = 1
          }, completion: nil)
        }
        override func dismissalTransitionDidEnd(_ completed: Bool) {
          if completed {
            shade.removeFromSuperview()
          }
        }
      }
      class Vendor: NSObject, UIViewControllerTransitioningDelegate {
        func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
          return Lower(presentedViewController: presented, presenting: presenting)
        }
      }
      """)
}
