import SceneFile
import SwiftScene
import TestSupport
import Testing
import TransitionEngine

/// Issue 32 (brief R9): `if #available(iOS 13, *)` and `#unavailable` in an animator are
/// decided against the scene's `ios:`, as the device decides them. Before, every such
/// condition was `not modelled` and taken as holding, also on an `ios: 12` scene.
@Suite struct AvailabilityConditionTests {
  static let swift = """
    import UIKit

    final class Versioned: NSObject, UIViewControllerAnimatedTransitioning {
      func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.3
      }

      func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        guard let card = ctx.view(forKey: .to) else { return }
        ctx.containerView.addSubview(card)
        if #available(iOS 13, *) {
          card.alpha = 0.5
        } else {
          card.alpha = 0.2
        }
        if #unavailable(iOS 17) {
          card.isHidden = false
        }
        ctx.completeTransition(true)
      }
    }
    """

  static func lines(ios: Int) throws -> [String] {
    let yaml =
      "title: t\nios: \(ios)\nswift: App.swift\nroot: { vc: Home }\nsteps:\n"
      + "  - present: Card\n    from: Home\n    style: fullScreen\n"
      + "    animator: \"Versioned()\"\n"
    let scene = try SwiftSceneLoader.parse(
      yaml, path: "t.yaml", swiftFile: { $0 == "App.swift" ? ("App.swift", swift) : nil })
    let step = try #require(plan(scene).steps.last)
    #expect(!step.phases.map(\.explanation).joined().contains("not modelled"))
    return step.phases.map(\.name).filter { $0.hasPrefix("App.swift") }
  }

  @Test func eachVersionTakesItsBranch() throws {
    #expect(
      try Self.lines(ios: 17) == [
        "App.swift:10: ctx.containerView.addSubview(card)", "App.swift:12: card.alpha = 0.5",
      ])
    #expect(
      try Self.lines(ios: 12) == [
        "App.swift:10: ctx.containerView.addSubview(card)", "App.swift:14: card.alpha = 0.2",
        "App.swift:17: card.isHidden = false",
      ])
  }
}
