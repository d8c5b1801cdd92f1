import SceneFile
import SwiftScene
import TestSupport
import Testing
import TransitionEngine

/// N-24, TB-14: a controller that says `navigationController?.delegate = self` (or
/// `tabBarController?.delegate = self`) in its `viewDidLoad` or `viewWillAppear` is its
/// container's delegate once its view has loaded there; no step names a delegate.
@Suite struct ChildSetsDelegateTests {
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

    final class ListViewController: UIViewController, UINavigationControllerDelegate {
      var asked = 0
      override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.delegate = self
      }
      func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
      ) -> UIViewControllerAnimatedTransitioning? {
        asked += 1
        return asked == 1 ? Fade() : nil
      }
    }

    final class DetailViewController: UIViewController, UINavigationControllerDelegate {
      override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        self.navigationController!.delegate = self
      }
      func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
      ) -> UIViewControllerAnimatedTransitioning? {
        return operation == .pop ? Fade() : nil
      }
    }

    final class FeedViewController: UIViewController, UITabBarControllerDelegate {
      override func viewDidLoad() {
        super.viewDidLoad()
        self.tabBarController?.delegate = self
      }
      func tabBarController(
        _ tabBarController: UITabBarController,
        animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
      ) -> UIViewControllerAnimatedTransitioning? {
        return Fade()
      }
    }

    final class MaybeViewController: UIViewController, UINavigationControllerDelegate {
      var wants = false
      override func viewDidLoad() {
        super.viewDidLoad()
        if wants { navigationController?.delegate = self }
      }
      func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
      ) -> UIViewControllerAnimatedTransitioning? {
        return Fade()
      }
    }
    """

  static func asks(_ yaml: String, prefix: String = "Nav.delegate.") throws -> [String] {
    let scene = try SwiftSceneLoader.parse(
      "title: t\nswift: A.swift\n" + yaml, path: "t.yaml",
      swiftFile: { $0 == "A.swift" ? ("A.swift", Self.swift) : nil })
    return plan(scene).steps.flatMap(\.phases).flatMap(\.events).map(\.description).filter {
      $0.hasPrefix(prefix)
    }
  }

  @Test func theFirstControllerIsTheDelegateFromItsViewDidLoadOn() throws {
    let asks = try Self.asks(
      """
      root:
        navigation: Nav
        stack: [{ vc: List, class: ListViewController }]
      steps:
        - push: Detail
        - pop: Nav
      """)
    #expect(
      asks == [
        "Nav.delegate.navigationController(_:animationControllerFor: .push, from: List, to: Detail) → a Fade",
        "Nav.delegate.navigationController(_:animationControllerFor: .pop, from: Detail, to: List) → nil (UIKit's default slide)",
      ])
  }

  @Test func aPushedControllerTakesOverOnceItIsLoadedAndLeavesWithItsPop() throws {
    let asks = try Self.asks(
      """
      root:
        navigation: Nav
        stack: [{ vc: List, class: ListViewController }]
      steps:
        - push: { vc: Detail, class: DetailViewController }
        - pop: Nav
        - push: More
      """)
    #expect(
      asks == [
        "Nav.delegate.navigationController(_:animationControllerFor: .push, from: List, to: Detail) → a Fade",
        "Nav.delegate.navigationController(_:animationControllerFor: .pop, from: Detail, to: List) → a Fade",
        "Nav.delegate.navigationController(_:animationControllerFor: .push, from: List, to: More) → nil (UIKit's default slide)",
      ])
  }

  @Test func aTabsFirstScreenIsTheTabBarDelegate() throws {
    let asks = try Self.asks(
      """
      root:
        tab: Tabs
        tabs: [{ vc: Feed, class: FeedViewController }, Profile]
      steps:
        - select: Profile
      """, prefix: "Tabs.delegate.")
    #expect(
      asks == [
        "Tabs.delegate.tabBarController(_:animationControllerForTransitionFrom: Feed, to: Profile) → a Fade"
      ])
  }

  @Test func anAssignmentInABranchAndAControllerOutsideTheStackAreNotTheDelegate() throws {
    #expect(
      try Self.asks(
        """
        root:
          navigation: Nav
          stack: [{ vc: List, class: MaybeViewController }]
        steps:
          - push: Detail
        """
      ).isEmpty)
    #expect(
      try Self.asks(
        """
        root:
          tab: Tabs
          tabs: [{ navigation: Nav, stack: [Home] }, { vc: Side, class: ListViewController }]
        steps:
          - push: Detail
            on: Nav
        """
      ).isEmpty)
  }
}
