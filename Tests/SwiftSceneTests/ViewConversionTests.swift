import SceneFile
import SwiftScene
import TestSupport
import Testing
import TransitionEngine

/// M-4, M-16 (issue 32, brief R8): `convert(_:to:)` / `convert(_:from:)` of
/// rects and points between the views of an animator's run, from the chain of superviews
/// and frames, and a snapshot's own frame (the source's bounds, at zero). On an iPad a form
/// sheet's card of 600 × 500 sits at (117 347) in the container; a rect converted out of the
/// card moves by that much, a point converted into it moves back, and `to: nil` is the
/// window. A view whose superview the tool does not know makes the answer unknown, said so.
@Suite struct ViewConversionTests {
  static let swift = """
    import UIKit

    final class CardEcho: NSObject, UIViewControllerAnimatedTransitioning {
      func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.3
      }

      func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        guard let card = ctx.view(forKey: .to), let toVC = ctx.viewController(forKey: .to) else {
          return
        }
        let container = ctx.containerView
        container.addSubview(card)
        let echo = card.snapshotView(afterScreenUpdates: true)!
        container.addSubview(echo)
        let shotSize = echo.frame
        echo.frame = card.convert(card.bounds.insetBy(dx: 100, dy: 100), to: container)
        let corner = container.convert(CGPoint(x: 0, y: 0), to: card)
        let badge = UIView(frame: CGRect(origin: corner, size: CGSize(width: 44, height: 44)))
        card.addSubview(badge)
        let pin = UIView()
        container.addSubview(pin)
        pin.frame = badge.convert(badge.bounds, to: nil)
        let lost = UIView(frame: shotSize.insetBy(dx: 250, dy: 200))
        container.addSubview(lost)
        lost.frame = toVC.view.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: container)
        UIView.animate(withDuration: 0.3, animations: {
          echo.alpha = 0
        }, completion: { _ in
          echo.removeFromSuperview()
          pin.removeFromSuperview()
          lost.removeFromSuperview()
          ctx.completeTransition(true)
        })
      }
    }

    final class EchoTransitions: NSObject, UIViewControllerTransitioningDelegate {
      func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
      ) -> UIViewControllerAnimatedTransitioning? {
        CardEcho()
      }
    }
    """

  static func steps() throws -> [Step] {
    try FixtureTimelines.timeline(
      "{ vc: Home }",
      "  - present: { vc: Settings, preferredContentSize: [600, 500] }\n    from: Home\n"
        + "    style: formSheet\n    transitioningDelegate: \"EchoTransitions()\"\n",
      swift: swift, device: "ipad-pro-11")
  }

  @Test func rectsAndPointsConvertThroughTheCardAndTheWindow() throws {
    let phases = try Self.steps().dropFirst().first?.phases ?? []
    #expect(
      phases.first { $0.name.hasPrefix("App.swift:23") }.map { ViewTreeText.lines($0.window) }
        == [
          "UIWindow (0 0; 834 1194)",
          "  UITransitionView (0 0; 834 1194)",
          "    UIDropShadowView (0 0; 834 1194)",
          "      UIView (0 0; 834 1194) <Home>",
          "  UITransitionView (0 0; 834 1194) [containerView]",
          "    UIDimmingView (-834 -1194; 2502 3582)",
          "    UIDropShadowView (117 347; 600 500)",
          "      _UIRoundedRectShadowView (0 0; 600 500) alpha = 0",
          "      UIView (0 0; 600 500)",
          "        UIView (0 0; 600 500)",
          "          UIView (0 0; 600 500) <Settings>",
          "      UIView (-117 -347; 44 44) {made by App.swift:19}",
          "    UIView (217 447; 400 300)",
          "    UIView (0 0; 44 44) {made by App.swift:21}",
        ])
    #expect(
      phases.first { $0.name.hasPrefix("App.swift:14") }?.explanation
        == "`let echo = card.snapshotView(afterScreenUpdates: true)!`: a snapshot of the "
        + "UIDropShadowView (the to-view) is made: a plain UIView of size 600 × 500 that shows "
        + "how the view looks now, in no superview yet.")
    // The snapshot's own frame is the card's bounds at zero: the inset of it is known.
    #expect(
      phases.first { $0.name.hasPrefix("App.swift:24") }?.explanation.contains(
        "the code makes a new UIView of frame (250 200; 100 100)") == true)
  }

  @Test func aViewInsideTheCardTheToolCannotPlaceIsUnknownAndSaidSo() throws {
    let phases = try Self.steps().dropFirst().first?.phases ?? []
    #expect(
      phases.first { $0.name.hasPrefix("App.swift:26") }?.explanation
        == "not modelled: App.swift:26 lost.frame = toVC.view.convert(CGRect(x: 0, y: 0, "
        + "width: 10, height: 10), to: container). the tool cannot know the frame "
        + "(toVC.view.convert(…, to: …): the two views are in different trees); the view keeps "
        + "its own.")
    #expect(phases.map(\.explanation).joined().components(separatedBy: "not modelled").count == 2)
  }
}
