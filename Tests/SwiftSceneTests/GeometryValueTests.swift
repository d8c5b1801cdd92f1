import SceneFile
import SwiftScene
import TestSupport
import Testing
import TransitionEngine

/// PC-4 (issue 32, brief R8): `CGRect.zero` written through its type is a rect whose parts
/// can be set, and the standard library's `round`, `floor`, `ceil` and `abs` of a known
/// number are known, as a side menu's presentation controller computes its width (a
/// production app's pattern: `var frame = CGRect.zero; frame.size = …`).
@Suite struct GeometryValueTests {
  static let swift = """
    import UIKit

    final class SideMenu: UIPresentationController {
      override var frameOfPresentedViewInContainerView: CGRect {
        var frame = CGRect.zero
        guard let bounds = containerView?.bounds else { return frame }
        frame.size = CGSize(width: min(round(bounds.width * 0.75), 260), height: bounds.height)
        frame.origin.y = floor(abs(-10.5)) + ceil(0.2)
        return frame
      }
    }

    final class SideMenus: NSObject, UIViewControllerTransitioningDelegate {
      func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
      ) -> UIPresentationController? {
        SideMenu(presentedViewController: presented, presenting: presenting)
      }
    }
    """

  @Test func theMenusFrameIsBuiltFromAZeroRect() throws {
    let steps = try FixtureTimelines.timeline(
      "{ vc: Home }",
      "  - present: Menu\n    from: Home\n    style: custom\n"
        + "    transitioningDelegate: \"SideMenus()\"\n",
      swift: Self.swift)
    let step = steps.dropFirst().first
    #expect(
      step?.phases.last.map { ViewTreeText.lines($0.window) } == [
        "UIWindow (0 0; 393 852)",
        "  UITransitionView (0 0; 393 852)",
        "    UIDropShadowView (0 0; 393 852)",
        "      UIView (0 0; 393 852) <Home>",
        "  UITransitionView (0 0; 393 852)",
        "    UIView (0 11; 260 852) <Menu>",
      ])
    #expect(!(step?.phases.map(\.explanation).joined().contains("not modelled") ?? true))
  }
}
