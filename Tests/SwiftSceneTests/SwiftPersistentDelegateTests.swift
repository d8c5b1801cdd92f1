import TestSupport
import Testing
import TransitionEngine

/// A navigation or tab bar controller's `delegate` stays set until a step sets another, and
/// UIKit asks the same object each time, with the values it kept (N-24, TB-14).
@Suite struct SwiftPersistentDelegateTests {
  static let swift = """
    import UIKit

    final class CountingNavigationDelegate: NSObject, UINavigationControllerDelegate {
      private var transitions = 0

      func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
      ) -> UIViewControllerAnimatedTransitioning? {
        transitions += 1
        // The first transition is UIKit's slide; the later ones fade.
        return transitions == 1 ? nil : CrossFadeAnimator()
      }
    }

    final class CrossFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
      func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval { 0.25 }
      func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.addSubview(toView)
        transitionContext.completeTransition(true)
      }
    }

    final class SlideTabDelegate: NSObject, UITabBarControllerDelegate {
      func tabBarController(
        _ tabBarController: UITabBarController,
        animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
      ) -> UIViewControllerAnimatedTransitioning? {
        CrossFadeAnimator()
      }
    }
    """

  @Test func theNavigationDelegateIsAskedAgainWithItsOwnState() throws {
    let steps = try FixtureTimelines.timeline(
      "{ navigation: Nav, stack: [List] }",
      """
        - push: Detail
          navigationDelegate: "CountingNavigationDelegate()"
        - push: More
        - pop: Nav
      """, swift: Self.swift)
    #expect(
      SwiftDelegateAnswerTests.delegateEvents(steps) == [
        [],
        [
          "Nav.delegate.navigationController(_:animationControllerFor: .push, from: List, to: Detail)"
            + " → nil (UIKit's default slide)"
        ],
        [
          "Nav.delegate.navigationController(_:animationControllerFor: .push, from: Detail, to: More)"
            + " → a CrossFadeAnimator"
        ],
        [
          "Nav.delegate.navigationController(_:animationControllerFor: .pop, from: More, to: Detail)"
            + " → a CrossFadeAnimator"
        ],
      ])
    #expect(
      steps[2].phaseNames.contains(
        "App.swift:21: transitionContext.containerView.addSubview(toView)"))
  }

  @Test func theTabBarDelegateStaysSetForTheNextSwitch() throws {
    let steps = try FixtureTimelines.timeline(
      "{ tab: Tabs, tabs: [First, Second] }",
      """
        - select: 1
          tabBarDelegate: "SlideTabDelegate()"
        - select: 0
      """, swift: Self.swift)
    #expect(
      SwiftDelegateAnswerTests.delegateEvents(steps) == [
        [],
        [
          "Tabs.delegate.tabBarController(_:animationControllerForTransitionFrom: First, to: Second)"
            + " → a CrossFadeAnimator"
        ],
        [
          "Tabs.delegate.tabBarController(_:animationControllerForTransitionFrom: Second, to: First)"
            + " → a CrossFadeAnimator"
        ],
      ])
  }
}
