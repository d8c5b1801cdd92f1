import TestSupport
import Testing
import TransitionEngine

/// A tab bar delegate of real Swift on an interactive `select` (TB-14): its interaction
/// controller, and a pan handler that sets `selectedIndex`, drive its animator; a delegate
/// whose `tabBarController(_:interactionControllerFor:)` returns nil, or that has none, gets
/// the animator run without the finger.
@Suite struct SwiftInteractiveTabTests {
  static let swift = """
    import UIKit

    final class PanTabs: NSObject, UITabBarControllerDelegate {
      let interactor = TabPan()
      func tabBarController(
        _ tabBarController: UITabBarController,
        animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
      ) -> UIViewControllerAnimatedTransitioning? {
        Fade()
      }
      func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
      ) -> UIViewControllerInteractiveTransitioning? {
        interactor
      }
    }

    final class NilInteraction: NSObject, UITabBarControllerDelegate {
      func tabBarController(
        _ tabBarController: UITabBarController,
        animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
      ) -> UIViewControllerAnimatedTransitioning? {
        Fade()
      }
      func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
      ) -> UIViewControllerInteractiveTransitioning? {
        nil
      }
    }

    final class AnimatorOnly: NSObject, UITabBarControllerDelegate {
      func tabBarController(
        _ tabBarController: UITabBarController,
        animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
      ) -> UIViewControllerAnimatedTransitioning? {
        Fade()
      }
    }

    final class Fade: NSObject, UIViewControllerAnimatedTransitioning {
      func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
      func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.addSubview(toView)
        UIView.animate(withDuration: 0.3) {
          toView.alpha = 1
        } completion: { _ in
          transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
      }
    }

    final class TabPan: UIPercentDrivenInteractiveTransition {
      weak var tabBarController: UITabBarController?
      @objc func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
          tabBarController?.selectedIndex += 1
        case .changed:
          update(0.3)
        case .ended:
          if pan.velocity(in: pan.view).x < 0 {
            finish()
          } else {
            cancel()
          }
        default:
          cancel()
        }
      }
    }
    """

  static let root = "{ tab: Tabs, tabs: [First, Second, Third] }"

  @Test func thePanHandlerCancelsThenFinishesTheSwitch() throws {
    let steps = try FixtureTimelines.timeline(
      Self.root,
      """
        - select: Second
          tabBarDelegate: "PanTabs()"
          interactive: cancelled
        - select: Second
          interactive: completed
      """, swift: Self.swift)
    let cancelled = steps[1]
    #expect(
      cancelled.allEvents.filter { $0.contains("interaction") || $0.contains("delegate") } == [
        "Tabs.delegate.tabBarController(_:animationControllerForTransitionFrom: First, to: Second)"
          + " → a Fade",
        "Tabs.delegate.tabBarController(_:interactionControllerFor:) → a TabPan",
        "interactionController.startInteractiveTransition(_:)",
        "interactionController.update(0.3)",
        "interactionController.cancel()",
      ])
    #expect(
      cancelled.phase("cancelled")?.eventLines == [
        "Second.viewWillDisappear(animated: true)", "Second.viewDidDisappear(animated: true)",
        "First.viewWillAppear(animated: true)", "First.viewIsAppearing(animated: true)",
        "First.viewDidAppear(animated: true)",
      ])
    #expect(cancelled.phase("after")?.owners == ["Tabs", "First"])
    let completed = steps[2]
    #expect(completed.allEvents.contains("interactionController.finish()"))
    #expect(completed.phase("after")?.owners == ["Tabs", "Second"])
  }

  @Test func aNilInteractionControllerRunsTheAnimatorWithoutTheFinger() throws {
    let steps = try FixtureTimelines.timeline(
      Self.root,
      """
        - select: Third
          tabBarDelegate: "NilInteraction()"
          interactive: cancelled
      """, swift: Self.swift)
    #expect(
      steps[1].allEvents.filter { $0.contains("interaction") || $0.contains("delegate") } == [
        "Tabs.delegate.tabBarController(_:animationControllerForTransitionFrom: First, to: Third)"
          + " → a Fade",
        "Tabs.delegate.tabBarController(_:interactionControllerFor:)"
          + " → nil (the switch runs without the finger)",
      ])
    #expect(steps[1].phase("after")?.owners == ["Tabs", "Third"])
    #expect(steps[1].phase("container ready")?.explanation.contains("returned nil from") == true)
  }

  @Test func aDelegateWithoutTheMethodIsNotAskedAndTheSwitchCompletes() throws {
    let steps = try FixtureTimelines.timeline(
      Self.root,
      """
        - select: Third
          tabBarDelegate: "AnimatorOnly()"
          interactive: cancelled
      """, swift: Self.swift)
    #expect(!steps[1].allEvents.contains { $0.contains("interaction") })
    #expect(steps[1].phase("after")?.owners == ["Tabs", "Third"])
    #expect(
      steps[1].phase("container ready")?.explanation.contains(
        "does not implement the interaction method")
        == true)
  }
}
