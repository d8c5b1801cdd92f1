import SceneFile
import SwiftScene
import TestSupport
import Testing
import TransitionEngine

/// A controller that is its own `transitioningDelegate` (`transitioningDelegate: self`) and
/// vends a presentation controller: UIKit asks the one object for the presentation
/// controller, then for the animator (PC-1, X-1), and the controller's overrides run. A
/// navigation delegate's `fromVC` has the class the scene gives the popped controller.
@Suite struct SelfVendedPresentationTests {
  static let swift = """
    import UIKit

    protocol Closing {}

    final class GalleryViewController: UIViewController, UIViewControllerTransitioningDelegate {
      var vended = 0
      func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
      ) -> UIPresentationController? {
        vended += 1
        return ShadeController(presentedViewController: presented, presenting: presenting)
      }
      func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
      ) -> UIViewControllerAnimatedTransitioning? {
        vended > 0 ? Rise() : nil
      }
    }

    final class ShadeController: UIPresentationController {
      private let shade = UIView()
      override func presentationTransitionWillBegin() {
        shade.frame = containerView?.bounds ?? .zero
        containerView?.insertSubview(shade, at: 0)
      }
    }

    final class Rise: NSObject, UIViewControllerAnimatedTransitioning {
      func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.3
      }
      func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        let toView = ctx.view(forKey: .to)!
        ctx.containerView.addSubview(toView)
        ctx.completeTransition(true)
      }
    }

    final class ClosingViewController: UIViewController, Closing {}

    final class BackDelegate: NSObject, UINavigationControllerDelegate {
      func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
      ) -> UIViewControllerAnimatedTransitioning? {
        guard operation == .pop, fromVC is Closing else { return nil }
        return Rise()
      }
    }
    """

  static func steps(_ yaml: String) throws -> [Step] {
    let scene = try SwiftSceneLoader.parse(
      yaml, path: "t.yaml", swiftFile: { $0 == "A.swift" ? ("A.swift", Self.swift) : nil })
    return plan(scene).steps
  }

  @Test func theControllerItselfVendsItsPresentationControllerAndItsAnimator() throws {
    let steps = try Self.steps(
      """
      title: t
      swift: A.swift
      root: { vc: Home, class: GalleryViewController }
      steps:
        - present: Photo
          from: Home
          style: custom
          transitioningDelegate: self
      """)
    let phases = steps[1].phases
    let willBegin = try #require(phases.first { $0.name == "presentation will begin" })
    // ShadeController's presentationTransitionWillBegin puts its view at the container's back.
    #expect(
      ViewTreeText.lines(willBegin.window).suffix(2) == [
        "  UITransitionView (0 0; 393 852) [containerView]",
        "    UIView (0 0; 393 852)",
      ])
    #expect(
      willBegin.events.map(\.description).first
        == "Photo.presentationController.presentationTransitionWillBegin()")
    // The same object answers the animator question: `vended` is 1 there, so Rise runs.
    #expect(phases.contains { $0.name == "A.swift:36: ctx.containerView.addSubview(toView)" })
    let ready = try #require(phases.first { $0.name == "container ready" })
    #expect(
      ready.events.map(\.description).prefix(2) == [
        "Photo.transitioningDelegate.presentationController(forPresented: Photo, presenting: Home, source: Home) → a ShadeController",
        "Photo.transitioningDelegate.animationController(forPresented: Photo, presenting: Home, source: Home) → a Rise",
      ])
  }

  @Test func aPopsFromControllerHasTheClassTheSceneGivesIt() throws {
    func answer(_ detailClass: String) throws -> [String] {
      let steps = try Self.steps(
        """
        title: t
        swift: A.swift
        root:
          navigation: Nav
          stack:
            - vc: List
            - vc: Detail
              class: \(detailClass)
        steps:
          - pop: Nav
            navigationDelegate: "BackDelegate()"
        """)
      return steps[1].phases.flatMap(\.events).map(\.description).filter {
        $0.hasPrefix("Nav.delegate.")
      } + steps[1].phases.map { $0.explanation }.filter { $0.contains("cannot know") }
    }
    #expect(
      try answer("ClosingViewController") == [
        "Nav.delegate.navigationController(_:animationControllerFor: .pop, from: Detail, to: List) → a Rise"
      ])
    #expect(
      try answer("GalleryViewController") == [
        "Nav.delegate.navigationController(_:animationControllerFor: .pop, from: Detail, to: List) → nil (UIKit's default slide)"
      ])
  }
}
