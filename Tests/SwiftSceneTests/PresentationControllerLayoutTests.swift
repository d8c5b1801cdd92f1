import Foundation
import SceneFile
import SwiftScene
import Testing
import TransitionEngine

/// PC-7: after a rotation the developer's presentation controller lays the container out
/// again: its layout callbacks run, the presented view goes to what its
/// `frameOfPresentedViewInContainerView` returns for the new bounds, and chrome keeps its frame
/// unless the code sets it again.
@Suite struct PresentationControllerLayoutTests {
  typealias Fixture = PresentationControllerTests

  static let rotating = """
    title: rotate
    swift: CardPresentation.swift
    root: { vc: Home }
    steps:
      - present: Card
        from: Home
        style: custom
        transitioningDelegate: "CardTransition()"
      - rotate: landscape
      - rotate: portrait
    """

  static let landscapeHome = [
    "UIWindow (0 0; 852 393)",
    "  UITransitionView (0 0; 852 393)",
    "    UIDropShadowView (0 0; 852 393)",
    "      UIView (0 0; 852 393) <Home>",
  ]

  @Test func theCardIsLaidOutAgainForTheNewContainer() throws {
    let timeline = try Fixture.timeline(
      Self.rotating, ["CardPresentation.swift": try Fixture.cardFile()])
    let landscape = Fixture.phase(timeline, step: 2, "after")
    #expect(
      Fixture.tree(landscape) == Self.landscapeHome + [
        "  UITransitionView (0 0; 852 393)",
        "    UIView (0 0; 852 393)",
        "    UIView (0 196.5; 852 196.5) <Card>",
      ])
    let events = landscape?.events.map(\.description) ?? []
    let will = events.firstIndex(
      of: "Card.presentationController.containerViewWillLayoutSubviews()")
    let did = events.firstIndex(of: "Card.presentationController.containerViewDidLayoutSubviews()")
    let sizeNews = events.firstIndex(of: "Card.viewWillTransition(to: 852×393, with: coordinator)")
    #expect(will != nil && did == will.map { $0 + 1 })
    #expect(sizeNews.map { $0 < (will ?? 0) } == true)
    #expect(
      landscape?.explanation.contains(
        "CardPresentationController's containerViewWillLayoutSubviews and "
          + "containerViewDidLayoutSubviews run for the new container (0 0; 852 393), and Card "
          + "goes to what its frameOfPresentedViewInContainerView (CardPresentation.swift:23) "
          + "returns for it, (0 196.5; 852 196.5) (PC-7, PC-4).") == true)
    // Back in portrait, the first frames again.
    #expect(
      Fixture.tree(Fixture.phase(timeline, step: 3, "after")) == Fixture.home + [
        "  UITransitionView (0 0; 393 852)",
        "    UIView (0 0; 393 852)",
        "    UIView (0 426; 393 426) <Card>",
      ])
  }

  @Test func theDismissalAfterARotationStartsFromTheNewFrame() throws {
    let timeline = try Fixture.timeline(
      Self.rotating.replacingOccurrences(of: "  - rotate: portrait", with: "  - dismiss: Card"),
      ["CardPresentation.swift": try Fixture.cardFile()])
    #expect(
      Fixture.tree(Fixture.phase(timeline, step: 3, "animating")) == Self.landscapeHome + [
        "  UITransitionView (0 0; 852 393) [containerView]",
        "    UIView (0 0; 852 393) alpha = 0.5",
        "    UIView (0 294.75; 852 196.5) <Card>",
      ])
    #expect(Fixture.tree(Fixture.phase(timeline, step: 3, "after")) == Self.landscapeHome)
  }

  /// A dimming view sized once in `presentationTransitionWillBegin` keeps its portrait frame
  /// in landscape, as UIKit leaves it; `autoresizingMask` makes it follow the container.
  @Test func chromeTheLayoutCallbacksDoNotSetKeepsItsFrame() throws {
    let card = try Fixture.cardFile()
    let once = card.replacingOccurrences(
      of: "    dimmingView.frame = containerView?.bounds ?? .zero\n", with: "")
    #expect(once != card)
    let kept = try Fixture.timeline(Self.rotating, ["CardPresentation.swift": once])
    #expect(
      Fixture.tree(Fixture.phase(kept, step: 2, "after")) == Self.landscapeHome + [
        "  UITransitionView (0 0; 852 393)",
        "    UIView (0 0; 393 852)",
        "    UIView (0 196.5; 852 196.5) <Card>",
      ])
    let following = once.replacingOccurrences(
      of: "    dimmingView.frame = containerView.bounds\n",
      with: "    dimmingView.frame = containerView.bounds\n"
        + "    dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]\n")
    #expect(following != once)
    let followed = try Fixture.timeline(Self.rotating, ["CardPresentation.swift": following])
    #expect(
      Fixture.tree(Fixture.phase(followed, step: 2, "after")) == Self.landscapeHome + [
        "  UITransitionView (0 0; 852 393)",
        "    UIView (0 0; 852 393)",
        "    UIView (0 196.5; 852 196.5) <Card>",
      ])
  }

  /// A frame that depends on the container's width: the code runs again for an iPad's
  /// multitasking share named by a later step.
  @Test func aCentredCardFollowsTheWindowOnAnotherDevice() throws {
    let file = """
      import UIKit
      final class Centred: UIPresentationController {
        override var frameOfPresentedViewInContainerView: CGRect {
          guard let bounds = containerView?.bounds else { return .zero }
          let width = min(bounds.width - 40, 500)
          return CGRect(x: (bounds.width - width) / 2, y: 100, width: width, height: 300)
        }
      }
      final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
        func presentationController(
          forPresented presented: UIViewController, presenting: UIViewController?,
          source: UIViewController
        ) -> UIPresentationController? {
          Centred(presentedViewController: presented, presenting: presenting)
        }
      }
      """
    let timeline = try Fixture.timeline(
      """
      title: centred
      swift: Centred.swift
      root: { vc: Home }
      steps:
        - present: Card
          from: Home
          style: custom
          transitioningDelegate: "Delegate()"
        - device: ipad-pro-11
      """, ["Centred.swift": file])
    let presented = Fixture.tree(Fixture.phase(timeline, step: 1, "after"))
    #expect(presented.last == "    UIView (20 100; 353 300) <Card>")
    // (834 - 500) / 2 = 167 in the iPad's 834-point-wide portrait window.
    let after = Fixture.tree(Fixture.phase(timeline, step: 2, "after"))
    #expect(after.first == "UIWindow (0 0; 834 1194)")
    #expect(after.last == "    UIView (167 100; 500 300) <Card>")
  }
}
