import SceneFile
import SwiftScene
import TestSupport
import Testing
import TransitionEngine

/// W-1, §7.1 (issue 32): `UIScreen.main.bounds` answers the scene device's screen in its
/// orientation, the new one during a rotation, so a presentation controller's
/// `frameOfPresentedViewInContainerView` built from it is known and laid out again.
@Suite struct ScreenBoundsTests {
  static let swift = """
    import UIKit

    final class LowerHalf: UIPresentationController {
      override var frameOfPresentedViewInContainerView: CGRect {
        let screen = UIScreen.main.bounds
        return CGRect(x: 0, y: screen.height / 2, width: screen.width, height: screen.height / 2)
      }
    }

    final class LowerHalfTransitions: NSObject, UIViewControllerTransitioningDelegate {
      func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
      ) -> UIPresentationController? {
        LowerHalf(presentedViewController: presented, presenting: presenting)
      }
    }
    """

  @Test func theScreensBoundsPlaceTheCardAndFollowTheRotation() throws {
    let steps = try FixtureTimelines.timeline(
      "{ vc: Home }",
      "  - present: Card\n    from: Home\n    style: custom\n"
        + "    transitioningDelegate: \"LowerHalfTransitions()\"\n  - rotate: landscape\n",
      swift: Self.swift)
    #expect(
      steps.dropFirst().first?.phases.last.map { ViewTreeText.lines($0.window) } == [
        "UIWindow (0 0; 393 852)",
        "  UITransitionView (0 0; 393 852)",
        "    UIDropShadowView (0 0; 393 852)",
        "      UIView (0 0; 393 852) <Home>",
        "  UITransitionView (0 0; 393 852)",
        "    UIView (0 426; 393 426) <Card>",
      ])
    #expect(
      steps.last?.phases.last.map { ViewTreeText.lines($0.window) } == [
        "UIWindow (0 0; 852 393)",
        "  UITransitionView (0 0; 852 393)",
        "    UIDropShadowView (0 0; 852 393)",
        "      UIView (0 0; 852 393) <Home>",
        "  UITransitionView (0 0; 852 393)",
        "    UIView (0 196.5; 852 196.5) <Card>",
      ])
    #expect(
      steps.dropFirst().first?.phases.map(\.explanation).joined().contains(
        "Its frameOfPresentedViewInContainerView (App.swift:4) gives Card the frame "
          + "(0 426; 393 426) (PC-4).") == true)
  }
}
