import Foundation
import SceneFile
import SwiftScene
import TestSupport
import Testing
import TransitionEngine

/// The shipped scene real-swift-inheritance.yaml and a controller on the app's own
/// BaseViewController: what the base classes do shows in the tree, at the base's lines.
@Suite struct SwiftInheritanceSceneTests {
  static func sceneTimeline() throws -> Timeline {
    let files = try ["AppBaseClasses.swift", "SheetTransition.swift"].map { name in
      (
        name,
        try String(
          contentsOf: PresentationControllerTests.scenes.appendingPathComponent(name),
          encoding: .utf8)
      )
    }
    let yaml = try String(
      contentsOf: PresentationControllerTests.scenes.appendingPathComponent(
        "real-swift-inheritance.yaml"), encoding: .utf8)
    return try PresentationControllerTests.timeline(yaml, Dictionary(uniqueKeysWithValues: files))
  }

  static let home = [
    "UIWindow (0 0; 393 852)",
    "  UITransitionView (0 0; 393 852)",
    "    UIDropShadowView (0 0; 393 852)",
    "      UIView (0 0; 393 852) <Home>",
    "        UITableView (16 67; 361 44)",
  ]

  @Test func theBaseClassDimsAndTheSubclassPlacesTheSheet() throws {
    let timeline = try Self.sceneTimeline()
    let willBegin = PresentationControllerTests.phase(timeline, step: 1, "presentation will begin")
    #expect(
      PresentationControllerTests.tree(willBegin) == Self.home + [
        "  UITransitionView (0 0; 393 852) [containerView]",
        "    UIView (0 0; 393 852) alpha = 0",
      ])
    #expect(
      willBegin?.events.map(\.description) == [
        "Sheet.presentationController.presentationTransitionWillBegin()",
        "Sheet.viewWillAppear(animated: true)",
      ])
    #expect(
      willBegin?.explanation.hasPrefix(
        "SheetPresentationController.presentationTransitionWillBegin() runs. In its "
          + "presentationTransitionWillBegin, AppBaseClasses.swift:21 adds a UIView below "
          + "everything in the container, at alpha 0 (PC-6). Its "
          + "frameOfPresentedViewInContainerView (SheetTransition.swift:10) gives Sheet the "
          + "frame (0 284; 393 568) (PC-4).") == true)
    // The base's alongside block reads the subclass's dimmedAlpha (0.6).
    let after = PresentationControllerTests.phase(timeline, step: 1, "after")
    #expect(
      PresentationControllerTests.tree(after) == Self.home + [
        "  UITransitionView (0 0; 393 852)",
        "    UIView (0 0; 393 852) alpha = 0.6",
        "    UIView (0 284; 393 568) <Sheet>",
        "      UILabel (16 8; 361 44)",
      ])
    let names = timeline.steps.first { $0.index == 1 }?.phases.map(\.name)
    #expect(
      names == [
        "before", "container ready", "presentation will begin",
        "AppBaseClasses.swift:58: transitionContext.containerView.addSubview(toView)",
        "SheetTransition.swift:30: sheet.transform = below",
        "SheetTransition.swift:36: sheet.transform = self.isPresenting ? .identity : below",
        "completed", "after",
      ])
    let completed = PresentationControllerTests.phase(timeline, step: 1, "completed")
    #expect(
      completed?.explanation.hasPrefix(
        "AppBaseClasses.swift:62 calls "
          + "`transitionContext.completeTransition(!transitionContext.transitionWasCancelled)`.")
        == true)
  }

  @Test func theBaseClassRemovesItsDimmingWhenTheDismissalEnds() throws {
    let timeline = try Self.sceneTimeline()
    let completed = PresentationControllerTests.phase(timeline, step: 2, "completed")
    #expect(PresentationControllerTests.tree(completed) == Self.home)
    #expect(
      completed?.events.map(\.description) == [
        "Sheet.presentationController.dismissalTransitionDidEnd(true)",
        "Sheet.viewDidDisappear(animated: true)",
      ])
    #expect(
      completed?.explanation.contains(
        "SheetPresentationController.dismissalTransitionDidEnd(true) removes what it added "
          + "(UIView, AppBaseClasses.swift:37)") == true)
    // A correct pattern is not flagged: no finding in any phase of the scene.
    #expect(timeline.steps.flatMap { $0.phases.flatMap(\.appMistakes) }.isEmpty)
  }

  /// HomeViewController inherits viewDidAppear's onboarding present from the app's
  /// BaseViewController, switched on by an overridden computed property: the same timeline as
  /// the scene hook that says it in YAML.
  @Test func aControllerInheritsItsBasesAppearanceWork() throws {
    let root = "{ navigation: Nav, stack: [{ vc: Home, class: HomeViewController }] }"
    let yaml = "title: t\nswift: All.swift\nroot: \(root)\nsteps:\n  - dismiss: Onboarding\n"
    let scene = try SwiftSceneLoader.parse(
      yaml, path: "t.yaml",
      swiftFile: { $0 == "All.swift" ? ("All.swift", InheritanceFixtures.controllers) : nil })
    let swift = plan(scene).steps
    let hook = try SwiftControllerOverridesTests.timeline(
      "{ navigation: Nav, stack: [{ vc: Home, class: HomeViewController, onViewDidAppear: "
        + "{ present: { vc: Onboarding, class: OnboardingViewController }, style: fullScreen, "
        + "once: true } }] }", "  - dismiss: Onboarding\n", swift: false)
    #expect(swift.map(\.phaseNames) == hook.map(\.phaseNames))
    #expect(swift.map(\.allEvents) == hook.map(\.allEvents))
    #expect(swift.map { $0.phases.map(\.tree) } == hook.map { $0.phases.map(\.tree) })
    let first = try #require(swift.first?.phases.dropFirst().first)
    #expect(
      first.explanation.hasPrefix(
        "All.swift:19 (inside DispatchQueue.main.async): the block runs on a later turn of the "
          + "main run loop;"))
  }
}
