import Foundation
import SceneFile
import SwiftScene
import Testing
import TransitionEngine

/// The developer's own `UIPresentationController` subclass, run from their Swift: its chrome,
/// frame, `shouldRemovePresentersView` and `presentedView` in the tree, at their lines.
@Suite struct PresentationControllerTests {
  /// The example scene's files, as shipped in `Scenes/`.
  static let scenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Scenes")

  static func timeline(_ yaml: String, _ files: [String: String]) throws -> Timeline {
    let scene = try SwiftSceneLoader.parse(yaml, path: "scene.yaml") { name in
      files[name].map { ("Swift/" + name, $0) }
    }
    let timeline = TimelineBuilder.build(scene)
    for step in timeline.steps {
      for phase in step.phases {
        #expect(InvariantChecker.violations(in: phase) == [], "step \(step.index) \(phase.name)")
      }
    }
    return timeline
  }

  static func phase(_ timeline: Timeline, step: Int, _ name: String) -> Phase? {
    timeline.steps.first { $0.index == step }?.phases.first { $0.name == name }
  }

  static func tree(_ phase: Phase?) -> [String] {
    phase.map { ViewTreeText.lines($0.window) } ?? []
  }

  static let cardScene = """
    title: card
    swift: CardPresentation.swift
    root: { vc: Home }
    steps:
      - present: Card
        from: Home
        style: custom
        transitioningDelegate: "CardTransition()"
      - dismiss: Card
    """

  static func cardFile() throws -> String {
    try String(
      contentsOf: scenes.appendingPathComponent("CardPresentation.swift"), encoding: .utf8)
  }

  static let home = [
    "UIWindow (0 0; 393 852)",
    "  UITransitionView (0 0; 393 852)",
    "    UIDropShadowView (0 0; 393 852)",
    "      UIView (0 0; 393 852) <Home>",
  ]

  @Test func dimmingViewGoesInAtTheBackAndFadesInAlongside() throws {
    let timeline = try Self.timeline(
      Self.cardScene, ["CardPresentation.swift": try Self.cardFile()])
    let willBegin = Self.phase(timeline, step: 1, "presentation will begin")
    #expect(
      Self.tree(willBegin) == Self.home + [
        "  UITransitionView (0 0; 393 852) [containerView]",
        "    UIView (0 0; 393 852) alpha = 0",
      ])
    #expect(
      willBegin?.events.map(\.description) == [
        "Card.presentationController.presentationTransitionWillBegin()",
        "Card.viewWillAppear(animated: true)",
      ])
    #expect(
      willBegin?.explanation.hasPrefix(
        "CardPresentationController.presentationTransitionWillBegin() runs. In its "
          + "presentationTransitionWillBegin, CardPresentation.swift:33 adds a UIView below "
          + "everything in the container, at alpha 0 (PC-6). Its "
          + "frameOfPresentedViewInContainerView (CardPresentation.swift:23) gives Card the "
          + "frame (0 426; 393 426) (PC-4).") == true)
    // Half-way, the alongside block is half-way too; the card is on its way up.
    #expect(
      Self.tree(Self.phase(timeline, step: 1, "animating")) == Self.home + [
        "  UITransitionView (0 0; 393 852) [containerView]",
        "    UIView (0 0; 393 852) alpha = 0.5",
        "    UIView (0 639; 393 426) <Card>",
      ])
    let completed = Self.phase(timeline, step: 1, "completed")
    #expect(
      Self.tree(completed) == Self.home + [
        "  UITransitionView (0 0; 393 852) [containerView]",
        "    UIView (0 0; 393 852)",
        "    UIView (0 426; 393 426) <Card>",
      ])
    #expect(
      completed?.events.map(\.description) == [
        "Card.presentationController.presentationTransitionDidEnd(true)",
        "Card.viewDidAppear(animated: true)",
      ])
    #expect(completed?.explanation.contains("The mistake") == false)
  }

  @Test func dismissalTakesTheDimmingViewAway() throws {
    let timeline = try Self.timeline(
      Self.cardScene, ["CardPresentation.swift": try Self.cardFile()])
    #expect(
      Self.tree(Self.phase(timeline, step: 2, "animating")) == Self.home + [
        "  UITransitionView (0 0; 393 852) [containerView]",
        "    UIView (0 0; 393 852) alpha = 0.5",
        "    UIView (0 639; 393 426) <Card>",
      ])
    let completed = Self.phase(timeline, step: 2, "completed")
    #expect(Self.tree(completed) == Self.home)
    #expect(
      completed?.events.map(\.description) == [
        "Card.presentationController.dismissalTransitionDidEnd(true)",
        "Card.viewDidDisappear(animated: true)",
      ])
    #expect(
      completed?.explanation.hasSuffix(
        "CardPresentationController.dismissalTransitionDidEnd(true) removes what it added "
          + "(UIView, CardPresentation.swift:57); the container goes with the rest (PC-6).")
        == true)
    #expect(Self.tree(Self.phase(timeline, step: 2, "after")) == Self.home)
  }

  @Test func aCancelledSwipeDownPutsTheDimmingBack() throws {
    let timeline = try Self.timeline(
      Self.cardScene.replacingOccurrences(
        of: "  - dismiss: Card", with: "  - dismiss: Card\n    interactive: cancelled"),
      ["CardPresentation.swift": try Self.cardFile()])
    let presented =
      Self.home + [
        "  UITransitionView (0 0; 393 852)",
        "    UIView (0 0; 393 852)",
        "    UIView (0 426; 393 426) <Card>",
      ]
    #expect(
      Self.tree(Self.phase(timeline, step: 2, "interactive")) == Self.home + [
        "  UITransitionView (0 0; 393 852) [containerView]",
        "    UIView (0 0; 393 852) alpha = 0.6",
        "    UIView (0 596.4; 393 426) <Card>",
      ])
    #expect(Self.tree(Self.phase(timeline, step: 2, "after")) == presented)
  }

  @Test func presentedViewWrapsTheCardAndAHandleSitsOnTop() throws {
    let file = PresentationControllerReadingTests.wrapped.replacingOccurrences(
      of: "  override var shouldPresentInFullscreen: Bool { false }\n", with: "")
    let timeline = try Self.timeline(
      Self.cardScene.replacingOccurrences(of: "CardPresentation.swift", with: "Wrap.swift")
        .replacingOccurrences(of: "CardTransition()", with: "Vendor()"),
      ["Wrap.swift": file])
    #expect(
      Self.tree(Self.phase(timeline, step: 1, "completed")) == Self.home + [
        "  UITransitionView (0 0; 393 852) [containerView]",
        "    UIView (0 0; 40 5) alpha = 0.5",
        "    UIView (20 100; 353 652)",
        "      UIView (0 0; 353 652) <Card>",
      ])
    #expect(
      Self.phase(timeline, step: 1, "presentation will begin")?.explanation.contains(
        "Its presentedView (Wrap.swift:6) wraps Card's view: the wrapper is the to-view "
          + "(PC-3, X-3).") == true)
    #expect(Self.tree(Self.phase(timeline, step: 2, "after")) == Self.home)
  }

  /// A presentation controller that removes the presenter's view under a half-height card.
  static let seeThrough = """
    import UIKit

    final class HalfSheetController: UIPresentationController {
      let dimming = DimmingView()
      override var shouldRemovePresentersView: Bool {
        return true
      }
      override var frameOfPresentedViewInContainerView: CGRect {
        var frame: CGRect = .zero
        frame.size = CGSize(width: containerView!.bounds.width, height: 300)
        frame.origin.y = containerView!.bounds.maxY - frame.height
        return frame
      }
      override func presentationTransitionWillBegin() {
        containerView?.addSubview(dimming)
        dimming.layer.opacity = 0.5
      }
    }

    final class DimmingView: UIView {}

    final class HalfSheet: NSObject, UIViewControllerTransitioningDelegate {
      func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
        HalfSheetController(presentedViewController: presented, presenting: presenting)
      }
    }
    """

  @Test func shouldRemovePresentersViewUnderASeeThroughCardIsNamedAtItsLine() throws {
    let timeline = try Self.timeline(
      Self.cardScene.replacingOccurrences(of: "CardPresentation.swift", with: "Half.swift")
        .replacingOccurrences(of: "CardTransition()", with: "HalfSheet()"),
      ["Half.swift": Self.seeThrough])
    let completed = Self.phase(timeline, step: 1, "completed")
    #expect(
      Self.tree(completed) == [
        "UIWindow (0 0; 393 852)",
        "  UITransitionView (0 0; 393 852)",
        "    UIDropShadowView (0 0; 393 852)",
        "  UITransitionView (0 0; 393 852) [containerView]",
        "    DimmingView (0 0; 393 852)",
        "    UIView (0 552; 393 300) <Card>",
      ])
    #expect(
      completed?.explanation.contains(
        "The mistake: Half.swift:5 returns true from shouldRemovePresentersView, but Card's "
          + "frame (0 552; 393 300) does not cover the container (0 0; 393 852) "
          + "(frameOfPresentedViewInContainerView, PC-4). UIKit has removed Home's view from "
          + "the window (M-7, T-4)") == true)
    let willBegin = Self.phase(timeline, step: 1, "presentation will begin")
    #expect(
      willBegin?.explanation.contains(
        "not modelled: Half.swift:16 dimming.layer.opacity = 0.5.") == true)
    #expect(
      willBegin?.events.map(\.description) == [
        "Card.presentationController.presentationTransitionWillBegin()",
        "Home.viewWillDisappear(animated: true)",
        "Card.viewWillAppear(animated: true)",
      ])
  }

  @Test func aCoveringFrameWithShouldRemovePresentersViewIsNoMistake() throws {
    let covering = Self.seeThrough.replacingOccurrences(
      of: "height: 300)", with: "height: containerView!.bounds.height)")
    let timeline = try Self.timeline(
      Self.cardScene.replacingOccurrences(of: "CardPresentation.swift", with: "Half.swift")
        .replacingOccurrences(of: "CardTransition()", with: "HalfSheet()"),
      ["Half.swift": covering])
    let completed = Self.phase(timeline, step: 1, "completed")
    #expect(Self.tree(completed).last == "    UIView (0 0; 393 852) <Card>")
    #expect(completed?.explanation.contains("mistake") == false)
  }

  @Test func aFrameFromTheAppsOwnValuesIsUnknown() throws {
    let unknown = Self.seeThrough.replacingOccurrences(
      of: "height: 300)", with: "height: presentingViewController.preferredHeight)")
    let timeline = try Self.timeline(
      Self.cardScene.replacingOccurrences(of: "CardPresentation.swift", with: "Half.swift")
        .replacingOccurrences(of: "CardTransition()", with: "HalfSheet()"),
      ["Half.swift": unknown])
    let willBegin = Self.phase(timeline, step: 1, "presentation will begin")
    #expect(
      willBegin?.explanation.contains(
        "Its frameOfPresentedViewInContainerView depends on what the tool cannot know "
          + "(Half.swift:8: its y is a computed value, its height is fromVC.preferredHeight): "
          + "Card's frame is unknown, "
          + "and the picture uses the container's bounds, UIKit's default (PC-4).") == true)
    let completed = Self.phase(timeline, step: 1, "completed")
    #expect(Self.tree(completed).last == "    UIView (0 0; 393 852) <Card>")
    #expect(
      completed?.explanation.contains("whether the presented frame covers the screen is unknown")
        == true)
  }

  @Test func customKeyBesideAVendedControllerIsAnError() throws {
    let yaml = Self.cardScene.replacingOccurrences(
      of: "    transitioningDelegate: \"CardTransition()\"",
      with: "    transitioningDelegate: \"CardTransition()\"\n    custom: { frame: [0, 0, 10, 10] }"
    )
    #expect(
      throws: SceneError(
        path: "scene.yaml", line: 9, column: 13,
        message:
          "'custom' describes a presentation controller, but the transitioningDelegate already "
          + "vends CardPresentationController from presentationController(forPresented:"
          + "presenting:source:); keep one of them")
    ) {
      _ = try SwiftSceneLoader.parse(yaml, path: "scene.yaml") { name in
        name == "CardPresentation.swift"
          ? ("CardPresentation.swift", (try? Self.cardFile()) ?? "") : nil
      }
    }
  }
}
