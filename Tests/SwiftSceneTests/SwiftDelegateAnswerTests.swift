import TestSupport
import Testing
import TransitionEngine

/// Every delegate call UIKit makes to the app's Swift is an event with its answer: the class of
/// the animator returned, or nil and the animation UIKit plays instead (N-4, TB-4, §13.1).
@Suite struct SwiftDelegateAnswerTests {
  static let swift = """
    import UIKit

    final class PopOnlyNavigationDelegate: NSObject, UINavigationControllerDelegate {
      func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
      ) -> UIViewControllerAnimatedTransitioning? {
        guard operation == .pop else { return nil }
        return FadePopAnimator()
      }
    }

    final class FadePopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
      func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval { 0.25 }
      func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.insertSubview(toView, at: 0)
        transitionContext.completeTransition(true)
      }
    }

    final class SelectionOnlyTabDelegate: NSObject, UITabBarControllerDelegate {
      func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
    }
    """

  static func delegateEvents(_ steps: [Step]) -> [[String]] {
    steps.map { $0.allEvents.filter { $0.contains("delegate") } }
  }

  @Test func aNilAnswerIsAnEventAndUIKitsSlidePlays() throws {
    let root = "{ navigation: Nav, stack: [List] }"
    let swift = try FixtureTimelines.timeline(
      root,
      """
        - push: Detail
          navigationDelegate: "PopOnlyNavigationDelegate()"
        - pop: Nav
          navigationDelegate: "PopOnlyNavigationDelegate()"
      """, swift: Self.swift)
    #expect(
      Self.delegateEvents(swift) == [
        [],
        [
          "Nav.delegate.navigationController(_:animationControllerFor: .push, from: List, to: Detail)"
            + " → nil (UIKit's default slide)"
        ],
        [
          "Nav.delegate.navigationController(_:animationControllerFor: .pop, from: Detail, to: List)"
            + " → a FadePopAnimator"
        ],
      ])
    // The push is UIKit's own slide, phase for phase.
    let plain = try FixtureTimelines.timeline(root, "  - push: Detail\n", swift: nil)
    #expect(swift[1].phaseNames == plain[1].phaseNames)
    #expect(swift[1].phases.map(\.tree) == plain[1].phases.map(\.tree))
  }

  @Test func aDelegateWithoutTheMethodIsNotAsked() throws {
    let steps = try FixtureTimelines.timeline(
      "{ tab: Tabs, tabs: [First, Second] }",
      """
        - select: 1
          tabBarDelegate: "SelectionOnlyTabDelegate()"
      """, swift: Self.swift)
    #expect(Self.delegateEvents(steps) == [[], []])
  }
}
