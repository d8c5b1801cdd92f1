import SceneFile
import SwiftScene
import TestSupport
import Testing
import TransitionEngine

/// A presentation controller's `viewWillTransition(to:with:)` override runs at a rotation
/// (PC-9): it hears the call before the presented controller, and what its
/// `coordinator.animate(alongsideTransition:)` block sets is where the rotation ends. The frame
/// still comes from `frameOfPresentedViewInContainerView` through the one layout path (PC-7).
@Suite struct PresentationSizeTransitionTests {
  static let swift = """
    import UIKit
    final class SheetController: UIPresentationController {
      private let dimmingView = UIView()
      override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView = containerView else { return .zero }
        let bounds = containerView.bounds
        return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
      }
      override func presentationTransitionWillBegin() {
        dimmingView.frame = containerView!.bounds
        containerView?.insertSubview(dimmingView, at: 0)
      }
      override func viewWillTransition(
        to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator
      ) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { _ in
          self.dimmingView.frame = CGRect(origin: .zero, size: size)
          self.dimmingView.layer.cornerRadius = 0
        })
      }
    }
    final class StaleSheetController: UIPresentationController {
      private let dimmingView = UIView()
      override func presentationTransitionWillBegin() {
        dimmingView.frame = containerView!.bounds
        containerView?.insertSubview(dimmingView, at: 0)
      }
    }
    final class SheetDelegate: NSObject, UIViewControllerTransitioningDelegate {
      var stale = false
      func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
      ) -> UIPresentationController? {
        if stale {
          return StaleSheetController(presentedViewController: presented, presenting: presenting)
        }
        return SheetController(presentedViewController: presented, presenting: presenting)
      }
    }
    """

  static func rotation(_ delegate: String) throws -> Step {
    let yaml = """
      title: t
      swift: A.swift
      root: { vc: Home }
      steps:
        - present: Sheet
          from: Home
          style: custom
          transitioningDelegate: "\(delegate)"
        - rotate: landscape
      """
    let scene = try SwiftSceneLoader.parse(
      yaml, path: "t.yaml", swiftFile: { $0 == "A.swift" ? ("A.swift", Self.swift) : nil })
    return try #require(plan(scene).steps.last)
  }

  @Test func theOverrideRunsBeforeThePresentedControllerAndItsBlockSetsTheChrome() throws {
    let rotate = try Self.rotation("SheetDelegate()")
    let after = try #require(rotate.phases.last)
    let sizeCalls = after.eventLines.filter { $0.contains("viewWillTransition") }
    #expect(
      sizeCalls == [
        "Home.viewWillTransition(to: 852×393, with: coordinator)",
        "Sheet.presentationController.viewWillTransition(to: 852×393, with: coordinator)",
        "Sheet.viewWillTransition(to: 852×393, with: coordinator)",
      ])
    #expect(
      after.tree == [
        "UIWindow (0 0; 852 393)",
        "  UITransitionView (0 0; 852 393)",
        "    UIDropShadowView (0 0; 852 393)",
        "      UIView (0 0; 852 393) <Home>",
        "  UITransitionView (0 0; 852 393)",
        "    UIView (0 0; 852 393)",
        "    UIView (0 196.5; 852 196.5) <Sheet>",
      ])
    #expect(
      after.explanation.contains(
        "SheetController's viewWillTransition(to:with:) (A.swift:13) ran before the size "
          + "changed (PC-9); the block it gave coordinator.animate(alongsideTransition:) runs "
          + "inside the rotation's animation"))
    #expect(
      after.explanation.contains(
        "not modelled: A.swift:19 self.dimmingView.layer.cornerRadius = 0."))
    #expect(!after.explanation.contains("A.swift:18"))
  }

  @Test func withoutTheOverrideTheChromeKeepsItsFrameAndNothingIsCalled() throws {
    let rotate = try Self.rotation("{ let d = SheetDelegate(); d.stale = true; return d }()")
    let after = try #require(rotate.phases.last)
    #expect(!after.eventLines.contains { $0.hasPrefix("Sheet.presentationController.viewWill") })
    #expect(!after.explanation.contains("PC-9"))
    #expect(
      after.tree == [
        "UIWindow (0 0; 852 393)",
        "  UITransitionView (0 0; 852 393)",
        "    UIDropShadowView (0 0; 852 393)",
        "      UIView (0 0; 852 393) <Home>",
        "  UITransitionView (0 0; 852 393)",
        "    UIView (0 0; 393 852)",
        "    UIView (0 0; 852 393) <Sheet>",
      ])
  }
}
