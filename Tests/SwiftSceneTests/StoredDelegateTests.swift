import SceneFile
import SwiftScene
import TestSupport
import Testing
import TransitionEngine

/// N-24, TB-14 (issue 32): a container subclass whose `viewDidLoad` says
/// `delegate = someObject` (a stored property holding an app object), and a controller that
/// says `navigationController?.delegate = helper`, make that object the delegate; UIKit asks
/// it, and the same object each time, so its stored properties keep their values.
@Suite struct StoredDelegateTests {
  static let swift = """
    import UIKit

    final class Fade: NSObject, UIViewControllerAnimatedTransitioning {
      func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.2
      }
      func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        ctx.containerView.addSubview(ctx.view(forKey: .to)!)
        ctx.completeTransition(true)
      }
    }

    final class FirstSwitchFader: NSObject, UITabBarControllerDelegate {
      var switches = 0
      func tabBarController(
        _ tabBarController: UITabBarController,
        animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
      ) -> UIViewControllerAnimatedTransitioning? {
        switches += 1
        return switches == 1 ? Fade() : nil
      }
    }

    final class PopFader: NSObject, UINavigationControllerDelegate {
      func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
      ) -> UIViewControllerAnimatedTransitioning? {
        operation == .pop ? Fade() : nil
      }
    }

    final class FadingTabBarController: UITabBarController {
      let fader = FirstSwitchFader()
      override func viewDidLoad() {
        super.viewDidLoad()
        delegate = fader
      }
    }

    final class PopFadingNavigationController: UINavigationController {
      var transitions: PopFader!
      override func viewDidLoad() {
        super.viewDidLoad()
        transitions = PopFader()
        self.delegate = self.transitions
      }
    }

    final class InboxViewController: UIViewController {
      private let helper = PopFader()
      override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.delegate = helper
      }
    }
    """

  static func events(_ root: String, _ steps: String, prefix: String) throws -> [String] {
    try FixtureTimelines.timeline(root, steps, swift: swift).flatMap(\.phases).flatMap(\.events)
      .map(\.description).filter { $0.hasPrefix(prefix) }
  }

  @Test func aTabBarSubclassDelegatesToTheObjectItsPropertyHolds() throws {
    let asked = try Self.events(
      "{ tab: Tabs, class: FadingTabBarController, tabs: [A, B] }",
      "  - select: B\n  - select: A\n", prefix: "Tabs.delegate.")
    // The same FirstSwitchFader both times: its count makes the second answer nil.
    #expect(
      asked == [
        "Tabs.delegate.tabBarController(_:animationControllerForTransitionFrom: A, to: B) → a Fade",
        "Tabs.delegate.tabBarController(_:animationControllerForTransitionFrom: B, to: A) → nil (UIKit switches tabs without an animation)",
      ])
  }

  @Test func aPropertyAssignedInViewDidLoadIsTheDelegate() throws {
    let asked = try Self.events(
      "{ navigation: Nav, class: PopFadingNavigationController, stack: [List] }",
      "  - push: Detail\n  - pop: Nav\n", prefix: "Nav.delegate.")
    #expect(
      asked == [
        "Nav.delegate.navigationController(_:animationControllerFor: .push, from: List, to: Detail) → nil (UIKit's default slide)",
        "Nav.delegate.navigationController(_:animationControllerFor: .pop, from: Detail, to: List) → a Fade",
      ])
  }

  @Test func aControllerHandsItsContainerAHelper() throws {
    let steps = try FixtureTimelines.timeline(
      "{ navigation: Nav, stack: [{ vc: Inbox, class: InboxViewController }] }",
      "  - push: Detail\n  - pop: Nav\n", swift: Self.swift)
    #expect(
      steps.flatMap(\.phases).flatMap(\.events).map(\.description).filter {
        $0.hasPrefix("Nav.delegate.")
      } == [
        "Nav.delegate.navigationController(_:animationControllerFor: .push, from: Inbox, to: Detail) → nil (UIKit's default slide)",
        "Nav.delegate.navigationController(_:animationControllerFor: .pop, from: Detail, to: Inbox) → a Fade",
      ])
    // The assignment is modelled now: no `not modelled` line for it.
    #expect(!steps.flatMap(\.phases).map(\.explanation).joined().contains("not modelled"))
  }
}
