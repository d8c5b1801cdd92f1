import SceneFile
import SwiftScene
import TestSupport
import Testing
import TransitionEngine

/// X-2, P-2 (issue 32, brief R8): in a presentation, `viewController(forKey: .from)` is the
/// presenting controller UIKit resolves, not the controller `present` was called on. Called
/// on a navigation controller's child, a full-screen presentation is presented by the
/// navigation controller, so an animator that casts the from-controller to the child's class
/// fails its `guard` and never completes: the classic crash-or-freeze of tutorial code that
/// worked until the list moved into a navigation controller.
@Suite struct PresentingControllerTests {
  static let swift = """
    import UIKit

    final class ListController: UIViewController {}

    final class RiseFromList: NSObject, UIViewControllerAnimatedTransitioning {
      func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.3
      }

      func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        guard let list = ctx.viewController(forKey: .from) as? ListController,
          let toView = ctx.view(forKey: .to)
        else { return }
        list.view.alpha = 0.5
        ctx.containerView.addSubview(toView)
        ctx.completeTransition(true)
      }
    }

    final class Rises: NSObject, UIViewControllerTransitioningDelegate {
      func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
      ) -> UIViewControllerAnimatedTransitioning? {
        RiseFromList()
      }
    }
    """

  static func present(root: String) throws -> Step? {
    try FixtureTimelines.timeline(
      root,
      "  - present: Detail\n    from: List\n    style: fullScreen\n"
        + "    transitioningDelegate: \"Rises()\"\n",
      swift: swift
    ).dropFirst().first
  }

  @Test func insideANavigationControllerTheCastFailsAndTheTransitionNeverEnds() throws {
    let step = try Self.present(
      root: "{ navigation: Nav, stack: [{ vc: List, class: ListController }] }")
    #expect(
      step?.mistakes.map(\.description) == [
        "unfinished transition (App.swift:13)", "appearance out of step: Detail",
        "appearance out of step: Nav", "appearance out of step: List",
      ])
    #expect(step?.phases.last?.name == "after")
  }

  @Test func presentedByTheListItselfTheCastSucceeds() throws {
    let step = try Self.present(root: "{ vc: List, class: ListController }")
    #expect(step?.mistakes.isEmpty == true)
    #expect(
      step?.phases.map(\.name).filter { $0.hasPrefix("App.swift") } == [
        "App.swift:14: list.view.alpha = 0.5", "App.swift:15: ctx.containerView.addSubview(toView)",
      ])
  }
  static let sides = """
    import UIKit

    final class Rise: NSObject, UIViewControllerAnimatedTransitioning {
      func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.3
      }

      func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        guard let toVC = ctx.viewController(forKey: .to) else { return }
        if toVC.isBeingPresented {
          guard let under = ctx.view(forKey: .from), let card = ctx.view(forKey: .to) else {
            return
          }
          under.alpha = 0.5
          ctx.containerView.addSubview(card)
        } else {
          ctx.view(forKey: .from)?.removeFromSuperview()
        }
        ctx.completeTransition(true)
      }
    }

    final class Risers: NSObject, UIViewControllerTransitioningDelegate {
      func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
      ) -> UIViewControllerAnimatedTransitioning? {
        Rise()
      }

      func animationController(forDismissed dismissed: UIViewController)
        -> UIViewControllerAnimatedTransitioning?
      {
        Rise()
      }
    }
    """

  static func sides(style: String) throws -> [Step] {
    try FixtureTimelines.timeline(
      "{ vc: Home }",
      "  - present: Card\n    from: Home\n    style: \(style)\n"
        + "    transitioningDelegate: \"Risers()\"\n  - dismiss: Card\n",
      swift: sides)
  }

  /// X-3, T-4: a page sheet leaves the presenter's view where it is, so `view(forKey: .from)`
  /// is nil and the `guard` returns before `completeTransition`: the presentation never ends.
  @Test func aPageSheetsFromViewIsNilAndTheGuardReturns() throws {
    let presented = try Self.sides(style: "pageSheet").dropFirst().first
    #expect(presented?.mistakes.first?.description == "unfinished transition (App.swift:12)")
  }

  /// `isBeingPresented` is true for the presented controller while it is presented and
  /// false for the presenter being returned to, so the dismissal takes its own branch.
  @Test func isBeingPresentedTellsThePresentationFromTheDismissal() throws {
    let steps = try Self.sides(style: "fullScreen")
    #expect(
      steps[1].phases.map(\.name).filter { $0.hasPrefix("App.swift") } == [
        "App.swift:14: under.alpha = 0.5", "App.swift:15: ctx.containerView.addSubview(card)",
      ])
    #expect(
      steps[2].phases.map(\.name).filter { $0.hasPrefix("App.swift") } == [
        "App.swift:17: ctx.view(forKey: .from)?.removeFromSuperview()"
      ])
    #expect(steps.allSatisfy { $0.mistakes.isEmpty })
  }
}
