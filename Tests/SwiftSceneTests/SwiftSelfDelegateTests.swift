import SceneFile
import SwiftScene
import Testing
import TransitionEngine

/// `transitioningDelegate: self`: `self` is the controller whose `class:` the Swift files
/// declare (the presenting one, or the presented one that is its own delegate).
@Suite struct SwiftSelfDelegateTests {
  static let swift = """
    import UIKit
    final class CardViewController: UIViewController, UIViewControllerTransitioningDelegate {
      var fades = true
      func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
      ) -> UIViewControllerAnimatedTransitioning? {
        fades ? Fade() : nil
      }
      func animationController(forDismissed dismissed: UIViewController)
        -> UIViewControllerAnimatedTransitioning?
      {
        nil
      }
    }
    final class Fade: NSObject, UIViewControllerAnimatedTransitioning {
      func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        let toView = ctx.view(forKey: .to)!
        ctx.containerView.addSubview(toView)
        ctx.completeTransition(true)
      }
    }
    """

  static func phaseNames(presented: String, presenting: String) throws -> [[String]] {
    let yaml = """
      title: t
      swift: A.swift
      root: { vc: Home\(presenting) }
      steps:
        - present: { vc: Card\(presented) }
          from: Home
          style: custom
          transitioningDelegate: self
        - dismiss: Card
      """
    let scene = try SwiftSceneLoader.parse(
      yaml, path: "t.yaml", swiftFile: { $0 == "A.swift" ? ("A.swift", Self.swift) : nil })
    var planner = TimelinePlanner(scene)
    var steps: [[String]] = []
    while let step = planner.next() { steps.append(step.phases.map(\.name)) }
    return steps
  }

  @Test func thePresentedControllerIsItsOwnDelegate() throws {
    let steps = try Self.phaseNames(presented: ", class: CardViewController", presenting: "")
    #expect(steps.count == 3)
    // The delegate's animator runs its lines at the present; the dismissal's delegate method
    // returns nil, so UIKit's own animation plays.
    #expect(steps[1].contains("A.swift:19: ctx.containerView.addSubview(toView)"))
    #expect(!steps[2].contains { $0.hasPrefix("A.swift:") })
  }

  @Test func selfWithoutADeclaredClassIsAnError() throws {
    #expect(throws: SceneError.self) {
      _ = try Self.phaseNames(presented: "", presenting: "")
    }
  }
}
