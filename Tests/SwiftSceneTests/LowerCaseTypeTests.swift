import SceneFile
import SwiftScene
import TestSupport
import Testing
import TransitionEngine

/// Issue 32, brief R8: two constructs real transition files use that the interpreter read
/// wrong. An enum the files declare with a lower-case name (`kind.fade`, common in Swift 2
/// era projects) is a type, so a `switch` on it picks its case instead of taking the first
/// one; and a unary `+` (`+UIScreen.main.bounds.width`) is the number itself.
@Suite struct LowerCaseTypeTests {
  static let swift = """
    import UIKit

    enum kSlideKind {
      case none
      case slide
    }

    final class PlusSlide: NSObject, UIViewControllerAnimatedTransitioning {
      func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.3
      }

      func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        guard let toView = ctx.view(forKey: .to) else { return }
        toView.transform = CGAffineTransform(translationX: +UIScreen.main.bounds.width, y: 0)
        ctx.containerView.addSubview(toView)
        UIView.animate(withDuration: 0.3, animations: {
          toView.transform = .identity
        }, completion: { _ in
          ctx.completeTransition(true)
        })
      }
    }

    final class KindPicker: NSObject, UIViewControllerTransitioningDelegate {
      var kind: kSlideKind = .none

      func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
      ) -> UIViewControllerAnimatedTransitioning? {
        switch kind {
        case kSlideKind.none: return nil
        case kSlideKind.slide: return PlusSlide()
        }
      }
    }
    """

  static func present(_ kind: String) throws -> Step? {
    try FixtureTimelines.timeline(
      "{ vc: Home }",
      "  - present: Card\n    from: Home\n    style: fullScreen\n"
        + "    transitioningDelegate: \"{ let d = KindPicker(); d.kind = .\(kind); return d }()\"\n",
      swift: swift
    ).dropFirst().first
  }

  @Test func theSwitchPicksTheCaseTheDelegateWasGiven() throws {
    #expect(
      try Self.present("slide")?.allEvents.first { $0.contains("transitioningDelegate") }
        == "Card.transitioningDelegate.animationController(forPresented: Card, presenting: "
        + "Home, source: Home) → a PlusSlide")
    #expect(
      try Self.present("none")?.allEvents.first { $0.contains("transitioningDelegate") }
        == "Card.transitioningDelegate.animationController(forPresented: Card, presenting: "
        + "Home, source: Home) → nil (UIKit's own animation for the style)")
  }

  @Test func aUnaryPlusIsTheNumber() throws {
    let phases = try Self.present("slide")?.phases ?? []
    #expect(
      phases.first { $0.name.hasPrefix("App.swift:15") }?.explanation
        == "`toView.transform = CGAffineTransform(translationX: +UIScreen.main.bounds.width, "
        + "y: 0)`: Card's view (it is the to-view) has transform [1, 0, 0, 1, 393, 0] now; "
        + "around its centre its frame becomes (393 0; 393 852) (its bounds do not change). It "
        + "is in no window yet, so nothing on screen changes.")
    #expect(!phases.map(\.explanation).joined().contains("not modelled"))
  }
}
