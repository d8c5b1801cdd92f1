import SceneFile
import SwiftScene
import TestSupport
import Testing
import TransitionEngine

/// Issue 32: what a protocol extension gives every adopter is found as Swift finds it: a
/// `static var` or `static func` default called on a conforming type (`Fade.gentle`), and a
/// property default read on a scene controller whose class adopts the protocol, reached
/// through a reference the app's object keeps (`owner?.cardAnimator`).
@Suite struct ProtocolDefaultTests {
  static let swift = """
    import UIKit

    protocol FadePresets {}

    extension FadePresets {
      static var gentle: Fade { Fade(seconds: 0.4) }
      static func quick() -> Fade { return Fade(seconds: 0.1) }
    }

    final class Fade: NSObject, UIViewControllerAnimatedTransitioning, FadePresets {
      var seconds = 0.0
      init(seconds: Double) {
        self.seconds = seconds
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

    protocol CardAnimating {}

    extension CardAnimating {
      var cardAnimator: UIViewControllerAnimatedTransitioning { Fade.gentle }
    }

    final class HomeViewController: UIViewController, CardAnimating {}

    final class OwnedTransitions: NSObject, UIViewControllerTransitioningDelegate {
      weak var owner: UIViewController?
      init(owner: UIViewController) {
        self.owner = owner
      }
      func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
      ) -> UIViewControllerAnimatedTransitioning? {
        (owner as? CardAnimating)?.cardAnimator
      }
    }

    final class QuickTransitions: NSObject, UIViewControllerTransitioningDelegate {
      func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
      ) -> UIViewControllerAnimatedTransitioning? {
        Fade.quick()
      }
    }
    """

  static func present(_ home: String, _ delegate: String) throws -> Step? {
    try FixtureTimelines.timeline(
      home,
      "  - present: Card\n    from: Home\n    style: fullScreen\n"
        + "    transitioningDelegate: \"\(delegate)\"\n", swift: swift
    ).last
  }

  static func asked(_ step: Step?) -> [String] {
    (step?.phases ?? []).flatMap(\.events).map(\.description).filter {
      $0.hasPrefix("Card.transitioningDelegate.")
    }
  }

  @Test func aPropertyDefaultIsReadOnTheControllerAndAStaticDefaultOnTheType() throws {
    let step = try #require(
      try Self.present("{ vc: Home, class: HomeViewController }", "OwnedTransitions(owner: Home)"))
    #expect(
      Self.asked(step) == [
        "Card.transitioningDelegate.animationController(forPresented: Card, presenting: Home, source: Home) → a Fade"
      ])
    #expect(step.phases.map(\.kind).contains(.completed))
    #expect(step.mistakes.isEmpty)
    #expect(
      step.phases.last.map { ViewTreeText.lines($0.window) } == [
        "UIWindow (0 0; 393 852)",
        "  UITransitionView (0 0; 393 852)",
        "    UIDropShadowView (0 0; 393 852)",
        "  UITransitionView (0 0; 393 852)",
        "    UIView (0 0; 393 852) <Card>",
      ])
  }

  @Test func aStaticMethodDefaultIsCalledOnTheType() throws {
    let step = try #require(try Self.present("{ vc: Home }", "QuickTransitions()"))
    #expect(
      Self.asked(step) == [
        "Card.transitioningDelegate.animationController(forPresented: Card, presenting: Home, source: Home) → a Fade"
      ])
    #expect(step.mistakes.isEmpty)
  }

  @Test func aControllerOfNoClassAdoptsNothingSoUIKitsAnimationPlays() throws {
    let step = try #require(try Self.present("{ vc: Home }", "OwnedTransitions(owner: Home)"))
    #expect(
      Self.asked(step) == [
        "Card.transitioningDelegate.animationController(forPresented: Card, presenting: Home, source: Home) → nil (UIKit's own animation for the style)"
      ])
  }
}
