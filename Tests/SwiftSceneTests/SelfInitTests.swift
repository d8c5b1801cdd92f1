import SceneFile
import SwiftScene
import TestSupport
import Testing
import TransitionEngine

/// Issue 32 (brief R7): `Self()` and `self.init()` in a static method, `static let shared =
/// Self()`, and `class func … -> Self { self.init(…) }` make a new instance of the type they
/// name there, as Swift does; before, the call was `not modelled` and UIKit's own animation
/// played.
@Suite struct SelfInitTests {
  static let swift = """
    import UIKit

    class Dissolve: NSObject, UIViewControllerAnimatedTransitioning {
      static let shared = Self()
      var seconds = 0.3

      required override init() {
        super.init()
      }

      static func make() -> Self { Self() }

      class func slow() -> Self {
        let made = self.init()
        made.seconds = 0.9
        return made
      }

      func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval {
        seconds
      }

      func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        guard let card = ctx.view(forKey: .to) else { return }
        ctx.containerView.addSubview(card)
        card.alpha = 0
        UIView.animate(withDuration: seconds, animations: { card.alpha = 1 }) { _ in
          ctx.completeTransition(true)
        }
      }
    }

    final class Vendor: NSObject, UIViewControllerTransitioningDelegate {
      let pick: Int
      init(pick: Int) {
        self.pick = pick
      }
      func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
      ) -> UIViewControllerAnimatedTransitioning? {
        switch pick {
        case 0: return Dissolve.make()
        case 1: return Dissolve.shared
        default: return Dissolve.slow()
        }
      }
    }
    """

  static func present(_ pick: Int) throws -> Step? {
    try FixtureTimelines.timeline(
      "{ vc: Home }",
      "  - present: Card\n    from: Home\n    style: fullScreen\n"
        + "    transitioningDelegate: \"Vendor(pick: \(pick))\"\n", swift: swift
    ).last
  }

  @Test(arguments: [0, 1, 2]) func eachStaticSpellingMakesTheAnimator(pick: Int) throws {
    let step = try #require(try Self.present(pick))
    #expect(
      step.phases.flatMap(\.events).map(\.description).filter {
        $0.hasPrefix("Card.transitioningDelegate.")
      } == [
        "Card.transitioningDelegate.animationController(forPresented: Card, presenting: Home, source: Home) → a Dissolve"
      ])
    #expect(
      step.phases.map(\.name).filter { $0.hasPrefix("App.swift") } == [
        "App.swift:25: ctx.containerView.addSubview(card)",
        "App.swift:26: card.alpha = 0",
        "App.swift:27: card.alpha = 1",
      ])
    #expect(!step.phases.map(\.explanation).joined().contains("not modelled"))
    #expect(
      step.phases.last.map { ViewTreeText.lines($0.window) } == [
        "UIWindow (0 0; 393 852)",
        "  UITransitionView (0 0; 393 852)",
        "    UIDropShadowView (0 0; 393 852)",
        "  UITransitionView (0 0; 393 852)",
        "    UIView (0 0; 393 852) <Card>",
      ])
  }
}
