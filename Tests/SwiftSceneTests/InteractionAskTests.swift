import SceneFile
import SwiftScene
import TestSupport
import Testing
import TransitionEngine

/// X-7, §13.1 step 4: UIKit asks the delegate for an interaction controller at every
/// transition whose animator is not nil, a gesture driving it or not. A delegate that hands
/// over its interactor for a tap leaves the transition waiting for a finger: it never ends,
/// and the mistake is named at the line that returned the interactor.
@Suite struct InteractionAskTests {
  static let swift = """
    import UIKit

    final class Slide: NSObject, UIViewControllerAnimatedTransitioning {
      func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.3
      }
      func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        ctx.containerView.addSubview(ctx.view(forKey: .to)!)
        UIView.animate(withDuration: 0.3, animations: {
          ctx.view(forKey: .to)!.alpha = 1
        }, completion: { _ in
          ctx.completeTransition(!ctx.transitionWasCancelled)
        })
      }
    }

    final class Swipe: UIPercentDrivenInteractiveTransition {
      var active = false
    }

    final class Gated: NSObject, UINavigationControllerDelegate, UIViewControllerTransitioningDelegate {
      let swipe = Swipe()
      func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
      ) -> UIViewControllerAnimatedTransitioning? {
        return Slide()
      }
      func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
      ) -> UIViewControllerInteractiveTransitioning? {
        return swipe.active ? swipe : nil
      }
      func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
      ) -> UIViewControllerAnimatedTransitioning? {
        return Slide()
      }
      func interactionControllerForPresentation(
        using animator: UIViewControllerAnimatedTransitioning
      ) -> UIViewControllerInteractiveTransitioning? {
        swipe.active ? swipe : nil
      }
    }

    final class Eager: NSObject, UINavigationControllerDelegate, UIViewControllerTransitioningDelegate {
      let swipe = Swipe()
      func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
      ) -> UIViewControllerAnimatedTransitioning? {
        return Slide()
      }
      func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
      ) -> UIViewControllerInteractiveTransitioning? {
        return swipe
      }
      func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
      ) -> UIViewControllerAnimatedTransitioning? {
        return Slide()
      }
      func interactionControllerForPresentation(
        using animator: UIViewControllerAnimatedTransitioning
      ) -> UIViewControllerInteractiveTransitioning? {
        swipe
      }
    }

    final class OwnStart: NSObject, UIViewControllerInteractiveTransitioning {
      func startInteractiveTransition(_ ctx: UIViewControllerContextTransitioning) {
        ctx.containerView.addSubview(ctx.view(forKey: .to)!)
      }
      @objc func pan(_ gesture: UIPanGestureRecognizer) {
        ctx.finishInteractiveTransition()
      }
    }

    final class EagerOwn: NSObject, UINavigationControllerDelegate {
      func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
      ) -> UIViewControllerAnimatedTransitioning? {
        return Slide()
      }
      func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
      ) -> UIViewControllerInteractiveTransitioning? {
        return OwnStart()
      }
    }
    """

  static func steps(_ steps: String) throws -> [Step] {
    let yaml = """
      title: t
      swift: A.swift
      root:
        navigation: Nav
        stack: [List]
      steps:
      \(steps)
      """
    let scene = try SwiftSceneLoader.parse(
      yaml, path: "t.yaml", swiftFile: { $0 == "A.swift" ? ("A.swift", Self.swift) : nil })
    return Array(plan(scene).steps.dropFirst())
  }

  static func asks(_ step: Step) -> [String] {
    step.phases.flatMap(\.events).map(\.description).filter {
      $0.hasPrefix("Nav.delegate.") || $0.hasPrefix("interactionController.")
        || $0.contains("interactionControllerForPresentation")
    }
  }

  @Test func aTappedPushAsksForTheInteractionControllerAndRunsWithoutOne() throws {
    let steps = try Self.steps("  - push: Detail\n    navigationDelegate: \"Gated()\"")
    #expect(
      Self.asks(steps[0]) == [
        "Nav.delegate.navigationController(_:animationControllerFor: .push, from: List, to: Detail) → a Slide",
        "Nav.delegate.navigationController(_:interactionControllerFor:) → nil (the animator runs by itself)",
      ])
    #expect(steps[0].phases.map(\.kind).contains(.completed))
    #expect(steps[0].mistakes.isEmpty)
  }

  @Test func anInteractorHandedOverForATapWaitsForEver() throws {
    let steps = try Self.steps("  - push: Detail\n    navigationDelegate: \"Eager()\"")
    #expect(
      Self.asks(steps[0]) == [
        "Nav.delegate.navigationController(_:animationControllerFor: .push, from: List, to: Detail) → a Slide",
        "Nav.delegate.navigationController(_:interactionControllerFor:) → a Swipe",
        "interactionController.startInteractiveTransition(_:)",
      ])
    #expect(!steps[0].phases.map(\.kind).contains(.completed))
    #expect(steps[0].mistakes.first == StepMistake(.unfinishedTransition, place: "A.swift:62"))
    let after = steps[0].phases.last?.explanation ?? ""
    #expect(
      after.hasPrefix(
        "The mistake (A.swift:62, `return swipe`): navigationController(_:interactionControllerFor:) "
          + "returns a Swipe for push Detail on Nav, which no gesture drives"))
  }

  @Test func aPresentationsInteractionQuestionIsAskedTooAndAnImplicitReturnIsItsLine() throws {
    let steps = try Self.steps(
      "  - present: Sheet\n    from: Nav\n    transitioningDelegate: \"Eager()\"")
    #expect(
      Self.asks(steps[0]) == [
        "Sheet.transitioningDelegate.interactionControllerForPresentation(using:) → a Swipe",
        "interactionController.startInteractiveTransition(_:)",
      ])
    #expect(steps[0].mistakes.first == StepMistake(.unfinishedTransition, place: "A.swift:73"))
  }

  @Test func aGatedPresentationRunsAsBefore() throws {
    let steps = try Self.steps(
      "  - present: Sheet\n    from: Nav\n    transitioningDelegate: \"Gated()\"")
    #expect(
      Self.asks(steps[0]) == [
        "Sheet.transitioningDelegate.interactionControllerForPresentation(using:) → nil (the animator runs by itself)"
      ])
    #expect(steps[0].mistakes.isEmpty)
  }

  @Test func anOwnInteractionControllerNoGestureDrivesStartsAndWaits() throws {
    let steps = try Self.steps("  - push: Detail\n    navigationDelegate: \"EagerOwn()\"")
    let asks = Self.asks(steps[0])
    #expect(asks.last == "interactionController.startInteractiveTransition(_:)")
    #expect(!asks.contains("animator.animateTransition(using:)"))
    #expect(steps[0].mistakes.first == StepMistake(.unfinishedTransition, place: "A.swift:98"))
  }
}
