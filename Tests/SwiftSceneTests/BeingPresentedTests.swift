import SceneFile
import SwiftScene
import TestSupport
import Testing
import TransitionEngine

/// Issue 32 (brief R9), K-7: one animator for both directions that tells them apart with
/// `toVC.isBeingPresented` / `fromVC.isBeingDismissed` (and a navigation one with
/// `isMovingToParent` / `isMovingFromParent`). The world answers them: true for the controller
/// the transition moves that way, false for its other controller. Before, each was unknown and
/// taken as true, so a dismissal also ran the presenting branch and put the presenter's view
/// into the container.
@Suite struct BeingPresentedTests {
  static let swift = """
    import UIKit

    final class Both: NSObject, UIViewControllerTransitioningDelegate,
      UIViewControllerAnimatedTransitioning
    {
      func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
      ) -> UIViewControllerAnimatedTransitioning? { self }

      func animationController(forDismissed dismissed: UIViewController)
        -> UIViewControllerAnimatedTransitioning? { self }

      func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.3
      }

      func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        guard let fromVC = ctx.viewController(forKey: .from),
          let toVC = ctx.viewController(forKey: .to)
        else { return }
        if toVC.isBeingPresented {
          ctx.containerView.addSubview(toVC.view)
          toVC.view.alpha = 0
        }
        UIView.animate(withDuration: 0.3, animations: {
          if fromVC.isBeingDismissed { fromVC.view.alpha = 0 } else { toVC.view.alpha = 1 }
        }) { _ in
          ctx.completeTransition(true)
        }
      }
    }

    final class Steps: NSObject, UINavigationControllerDelegate,
      UIViewControllerAnimatedTransitioning
    {
      func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
      ) -> UIViewControllerAnimatedTransitioning? { self }

      func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.3
      }

      func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        guard let fromVC = ctx.viewController(forKey: .from),
          let toVC = ctx.viewController(forKey: .to)
        else { return }
        ctx.containerView.addSubview(toVC.view)
        if toVC.isMovingToParent { toVC.view.alpha = 0.5 }
        if fromVC.isMovingFromParent { fromVC.view.alpha = 0.25 }
        ctx.completeTransition(true)
      }
    }
    """

  /// Swift 2 wrote them as methods: `toVC.isBeingPresented()`.
  static let swift2 = swift.replacingOccurrences(
    of: "isBeingPresented {", with: "isBeingPresented() {"
  )
  .replacingOccurrences(of: "isBeingDismissed {", with: "isBeingDismissed() {")

  @Test(arguments: [false, true]) func theDismissalTakesOnlyItsOwnBranch(swift2: Bool) throws {
    let steps = try FixtureTimelines.timeline(
      "{ vc: Home }",
      "  - present: Panel\n    from: Home\n    style: overFullScreen\n"
        + "    transitioningDelegate: \"Both()\"\n  - dismiss: Panel\n",
      swift: swift2 ? Self.swift2 : Self.swift)
    #expect(
      steps[1].phases.map(\.name).filter { $0.hasPrefix("App.swift") } == [
        "App.swift:23: ctx.containerView.addSubview(toVC.view)",
        "App.swift:24: toVC.view.alpha = 0",
        "App.swift:27: toVC.view.alpha = 1",
      ])
    #expect(
      steps[2].phases.map(\.name).filter { $0.hasPrefix("App.swift") } == [
        "App.swift:27: fromVC.view.alpha = 0"
      ])
    for step in steps.dropFirst() {
      #expect(!step.phases.map(\.explanation).joined().contains("not modelled"))
    }
    #expect(steps[2].mistakes.isEmpty)
    #expect(
      steps[2].phases.last.map { ViewTreeText.lines($0.window) } == [
        "UIWindow (0 0; 393 852)",
        "  UITransitionView (0 0; 393 852)",
        "    UIDropShadowView (0 0; 393 852)",
        "      UIView (0 0; 393 852) <Home>",
      ])
  }

  @Test func aPushMovesTheNewTopToItsParentAndAPopMovesTheOldOneFromIt() throws {
    let steps = try FixtureTimelines.timeline(
      "{ navigation: Nav, stack: [Root] }",
      "  - push: Leaf\n    navigationDelegate: \"Steps()\"\n  - pop: Nav\n", swift: Self.swift)
    #expect(
      steps[1].phases.map(\.name).filter { $0.hasPrefix("App.swift") } == [
        "App.swift:51: ctx.containerView.addSubview(toVC.view)",
        "App.swift:52: toVC.view.alpha = 0.5",
      ])
    #expect(
      steps[2].phases.map(\.name).filter { $0.hasPrefix("App.swift") } == [
        "App.swift:51: ctx.containerView.addSubview(toVC.view)",
        "App.swift:53: fromVC.view.alpha = 0.25",
      ])
    for step in steps.dropFirst() {
      #expect(!step.phases.map(\.explanation).joined().contains("not modelled"))
    }
  }
}
