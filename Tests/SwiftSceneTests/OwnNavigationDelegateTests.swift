import SceneFile
import SwiftScene
import TestSupport
import Testing
import TransitionEngine

/// `navigationDelegate: self` on a navigation controller whose class the files declare: the
/// subclass is its own delegate (`delegate = self` in its `viewDidLoad`), asked at every push
/// and pop of later steps too (N-24).
@Suite struct OwnNavigationDelegateTests {
  static let swift = """
    import UIKit

    class ShelfNavigationController: UINavigationController {
      var pushes = 0
    }

    final class SelfDelegatingNavigationController: ShelfNavigationController {
      override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
      }
    }

    final class MaybeDelegatingNavigationController: ShelfNavigationController {
      var wantsFade = false
      override func viewDidLoad() {
        super.viewDidLoad()
        if wantsFade { delegate = self }
      }
    }

    extension ShelfNavigationController: UINavigationControllerDelegate {
      func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
      ) -> UIViewControllerAnimatedTransitioning? {
        guard operation == .push else { return nil }
        pushes += 1
        return pushes == 1 ? Fade() : nil
      }
    }

    final class Fade: NSObject, UIViewControllerAnimatedTransitioning {
      func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.2
      }
      func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        ctx.containerView.addSubview(ctx.view(forKey: .to)!)
        ctx.completeTransition(true)
      }
    }
    """

  static func answers(root: String, firstKey: String = "\n    navigationDelegate: self")
    throws -> [String]
  {
    let yaml = """
      title: t
      swift: A.swift
      root:
      \(root)
        stack: [List]
      steps:
        - push: Detail\(firstKey)
        - push: More
        - pop: Nav
      """
    let scene = try SwiftSceneLoader.parse(
      yaml, path: "t.yaml", swiftFile: { $0 == "A.swift" ? ("A.swift", Self.swift) : nil })
    return plan(scene).steps.flatMap(\.phases).flatMap(\.events).map(\.description).filter {
      $0.hasPrefix("Nav.delegate.")
    }
  }

  @Test func aSubclassIsItsOwnDelegateFromStepToStep() throws {
    #expect(
      try Self.answers(root: "  navigation: Nav\n  class: ShelfNavigationController") == [
        "Nav.delegate.navigationController(_:animationControllerFor: .push, from: List, to: Detail) → a Fade",
        "Nav.delegate.navigationController(_:animationControllerFor: .push, from: Detail, to: More) → nil (UIKit's default slide)",
        "Nav.delegate.navigationController(_:animationControllerFor: .pop, from: More, to: Detail) → nil (UIKit's default slide)",
      ])
  }

  /// Its `viewDidLoad` says `delegate = self`: no step key is needed, the subclass is asked
  /// from the first push on.
  @Test func aSubclassThatSetsItselfAsDelegateInViewDidLoadIsAsked() throws {
    #expect(
      try Self.answers(
        root: "  navigation: Nav\n  class: SelfDelegatingNavigationController", firstKey: "")
        == [
          "Nav.delegate.navigationController(_:animationControllerFor: .push, from: List, to: Detail) → a Fade",
          "Nav.delegate.navigationController(_:animationControllerFor: .push, from: Detail, to: More) → nil (UIKit's default slide)",
          "Nav.delegate.navigationController(_:animationControllerFor: .pop, from: More, to: Detail) → nil (UIKit's default slide)",
        ])
  }

  /// An assignment behind a branch is not taken as made: nothing is asked.
  @Test func anAssignmentInABranchIsNotRead() throws {
    #expect(
      try Self.answers(
        root: "  navigation: Nav\n  class: MaybeDelegatingNavigationController", firstKey: ""
      ).isEmpty)
  }

  @Test func selfOnANavigationControllerOfNoDeclaredClassIsAnError() {
    #expect(throws: SceneError.self) { try Self.answers(root: "  navigation: Nav") }
  }
}
