import SceneFile
import SwiftScene
import TestSupport
import Testing
import TransitionEngine

/// RealStyleFixtures, loaded without edits: each runs in UIKit's order at its lines, with no
/// `not modelled` line for what the model holds, and no mistake named on correct code.
@Suite struct RealStyleAuditTests {
  static func block(
    _ name: String, _ text: String, _ expression: String,
    role: SwiftAnimatorRole = .animator
  ) throws -> CodeBlock? {
    try SwiftSceneTests.program([name: text]).animatorBlock(
      expression: SwiftSource(name: "s.yaml", text: expression), role: role,
      inputs: SwiftTransitionInputs(cancelled: nil))
  }

  static func mistakes(_ timeline: Timeline) -> [AppMistake] {
    timeline.steps.flatMap { $0.phases.flatMap(\.appMistakes) }
  }

  @Test func aTemplateMethodBaseRunsTheSubclassesAnimation() throws {
    #expect(
      try SwiftSceneTests.run(["A.swift": RealStyleFixtures.a], "SlideUpAnimator()") == [
        "A.swift:32 containerView.addSubview(toViewController.view)",
        "A.swift:33 toViewController.view.transform = CGAffineTransform(translationX: 0, y: 800)",
        "A.swift:35 self.fromViewController.view.transform = CGAffineTransform(scaleX: 0.95, y: 0.95)",
        "A.swift:36 self.toViewController.view.transform = .identity",
        "A.swift:38 self.fromViewController.view.transform = .identity",
        "A.swift:26 transitionContext.completeTransition(!transitionContext.transitionWasCancelled)",
      ])
  }

  @Test func aContextExtensionTuplesKeyframesAndASnapshotLoad() throws {
    #expect(
      try SwiftSceneTests.run(["B.swift": RealStyleFixtures.b], "ZoomAnimator(isPresenting: true)")
        == [
          // fromVC is the presenting controller, whose class the step does not give.
          "B.swift:29 not modelled: let source = (isPresenting ? fromVC : toVC) as? ZoomSource",
          "B.swift:32 guard let snapshot = moving.view.snapshotView(afterScreenUpdates: isPresenting) else { …",
          "B.swift:38 container.addSubview(toVC.view)",
          "B.swift:39 toVC.view.isHidden = true",
          "B.swift:41 container.addSubview(snapshot)",
          "B.swift:43 snapshot.transform = CGAffineTransform(scaleX: start, y: start)",
          "B.swift:47 snapshot.transform = CGAffineTransform(scaleX: end, y: end)",
          "B.swift:50 snapshot.alpha = self.isPresenting ? 1 : 0",
          "B.swift:55 toVC.view.isHidden = false",
          "B.swift:56 self.snapshot?.removeFromSuperview()",
          "B.swift:53 transitionContext.completeTransition(!transitionContext.transitionWasCancelled)",
        ])
    // The tuple's parts: the snapshot starts at 0.1 and grows to 1.
    let block = try Self.block("B.swift", RealStyleFixtures.b, "ZoomAnimator(isPresenting: true)")
    let transforms = (block?.lines ?? []).compactMap { line -> Transform? in
      if case .setProperty(_, .transform(let transform)) = line.statement { return transform }
      return nil
    }
    #expect(transforms.map(\.a) == [0.1, 1])
    #expect(block?.lines.last?.statement == .completeTransition(.notCancelled))
    let timeline = try PresentationControllerTests.timeline(
      """
      title: b
      swift: B.swift
      root: { vc: Home }
      steps:
        - present: Card
          from: Home
          style: overFullScreen
          animator: "ZoomAnimator(isPresenting: true)"
        - dismiss: Card
          animator: "ZoomAnimator(isPresenting: false)"
      """, ["B.swift": RealStyleFixtures.b])
    #expect(Self.mistakes(timeline).isEmpty)
    #expect(
      PresentationControllerTests.tree(
        PresentationControllerTests.phase(timeline, step: 1, "after"))
        == [
          "UIWindow (0 0; 393 852)",
          "  UITransitionView (0 0; 393 852)",
          "    UIDropShadowView (0 0; 393 852)",
          "      UIView (0 0; 393 852) <Home>",
          "  UITransitionView (0 0; 393 852)",
          "    UIView (0 0; 393 852) <Card>",
        ])
  }

  @Test func aPresentationControllerWithItsOwnInitAndSuperPresentedView() throws {
    let timeline = try PresentationControllerTests.timeline(
      """
      title: c
      swift: C.swift
      root: { vc: Home }
      steps:
        - present: Card
          from: Home
          style: custom
          transitioningDelegate: "SlideInPresentationManager()"
        - dismiss: Card
      """, ["C.swift": RealStyleFixtures.c])
    let willBegin = PresentationControllerTests.phase(timeline, step: 1, "presentation will begin")
    #expect(
      willBegin?.explanation.hasPrefix(
        "SlideInPresentationController.presentationTransitionWillBegin() runs. In its "
          + "presentationTransitionWillBegin, C.swift:44 adds a UIView below everything in the "
          + "container, at alpha 0 (PC-6). Its frameOfPresentedViewInContainerView (C.swift:15) "
          + "gives Card the frame (0 284; 393 568) (PC-4).") == true)
    #expect(Self.mistakes(timeline).isEmpty)
  }

  @Test func aSpringPropertyAnimatorWithGuardCaseAndCATransaction() throws {
    let role = SwiftAnimatorRole.navigationDelegate(push: true)
    #expect(
      try SwiftSceneTests.run(
        ["D.swift": RealStyleFixtures.d], "SpringNavigationDelegate()", role: role) == [
          "D.swift:39 transitionContext.containerView.addSubview(toView)",
          "D.swift:40 toView.transform = CGAffineTransform(translationX: 400, y: 0)",
          "D.swift:44 fromView.transform = self.shrink",
          "D.swift:45 toView.transform = .identity",
          "D.swift:50 fromView.transform = .identity",
          "D.swift:54 transitionContext.completeTransition(position == .end)",
        ])
    // `scale(0.9).concatenating(translation(-40, 0))`: scaled, then moved 40 points left (in
    // the other order the move would be scaled too: -36).
    let block = try Self.block(
      "D.swift", RealStyleFixtures.d, "SpringNavigationDelegate()", role: role)
    #expect(
      block?.lines.dropFirst(2).first?.statement
        == .setProperty(
          .fromView, .transform(Transform(a: 0.9, b: 0, c: 0, d: 0.9, tx: -40, ty: 0))))
    // A pop takes the guard's else: its own animator, completed with `true`.
    #expect(
      try SwiftSceneTests.run(
        ["D.swift": RealStyleFixtures.d], "SpringNavigationDelegate()",
        role: .navigationDelegate(push: false)) == [
          "D.swift:36 transitionContext.completeTransition(true)"
        ])
  }

  @Test func aPercentDrivenSubclassCallingSuperPlaysTheInteraction() throws {
    let timeline = try PresentationControllerTests.timeline(
      """
      title: e
      swift: E.swift
      root: { vc: Home }
      steps:
        - present: Card
          from: Home
          style: overFullScreen
        - dismiss: Card
          transitioningDelegate: "CardTransitioning()"
          interactive: cancelled
        - dismiss: Card
          transitioningDelegate: "CardTransitioning()"
          interactive: completed
      """, ["E.swift": RealStyleFixtures.e])
    // The pan handler runs: `update`, then the release line, once for the unknown
    // velocity and once for the branch the step's interaction implies.
    let ternary =
      "E.swift:26: progress > 0.3 || gesture.velocity(in: view).y > 800 ? finish() : cancel()"
    #expect(
      timeline.steps.dropFirst(2).map { $0.phases.map(\.name) } == [
        [
          "before", "dismissal will begin",
          "E.swift:42: fromView.transform = CGAffineTransform(translationX: 0, y: 852)",
          "E.swift:23: update(progress)", ternary, ternary + " (run 2)",
          "interaction", "cancelled", "after",
        ],
        [
          "before", "dismissal will begin",
          "E.swift:42: fromView.transform = CGAffineTransform(translationX: 0, y: 852)",
          "E.swift:23: update(progress)", ternary, ternary + " (run 2)",
          "interaction", "E.swift:45: fromView.removeFromSuperview()", "completed", "after",
        ],
      ])
    #expect(Self.mistakes(timeline).isEmpty)
  }

  @Test func segueSubclassesOfTheAppsBaseSegue() throws {
    let timeline = try PresentationControllerTests.timeline(
      """
      title: f
      swift: F.swift
      root: { navigation: Nav, stack: [List] }
      steps:
        - segue: Detail
          from: List
          class: PlainSegue
        - dismiss: Detail
        - segue: Settings
          from: List
          class: OverlaySegue
      """, ["F.swift": RealStyleFixtures.f])
    let steps = timeline.steps.map { $0.phases.map(\.name) }
    // PlainSegue inherits perform() and animate(): a full-screen present, animated.
    #expect(
      steps.dropFirst().first == [
        "before", "prepare for segue",
        "F.swift:7: destination.modalPresentationStyle = presentationStyle",
        "present: container ready", "present: presentation will begin", "present: to-view added",
        "present: animating", "present: completed", "present: after", "after",
      ])
    // OverlaySegue's overrides: over full screen, faded in, presented without animation.
    #expect(
      steps.last == [
        "before", "prepare for segue",
        "F.swift:7: destination.modalPresentationStyle = presentationStyle",
        "F.swift:20: destination.view.alpha = 0", "F.swift:22: self.destination.view.alpha = 1",
        "present: completed", "present: after", "after",
      ])
    #expect(
      PresentationControllerTests.phase(
        timeline, step: 3, "F.swift:7: destination.modalPresentationStyle = presentationStyle")?
        .explanation.contains("modalPresentationStyle to .overFullScreen") == true)
    #expect(Self.mistakes(timeline).isEmpty)
  }

  static let viewExtension = """
    import UIKit

    extension UIView {
      func fadeIn() { alpha = 1 }
    }

    final class ExtensionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
      func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        guard let toView = ctx.view(forKey: .to) else { return }
        let backdrop = UIView()
        backdrop.alpha = 0.5
        ctx.containerView.addSubview(backdrop)
        ctx.containerView.addSubview(toView)
        toView.alpha = 0
        UIView.animate(withDuration: 0.3, animations: { toView.fadeIn() }) { _ in
          backdrop.removeFromSuperview()
          ctx.completeTransition(true)
        }
      }
    }
    """

  @Test func anExtensionOfUIViewRunsOnTheTransitionsViews() throws {
    // `alpha = 1` inside the extension is the to-view's alpha, named at the extension's line;
    // `UIView()` stays a view the code made (a view of the world since X-14), not an
    // instance of the extension, whose `alpha` would be set silently as a stored field.
    let block = try Self.block("V.swift", Self.viewExtension, "ExtensionAnimator()")
    #expect(
      SwiftSceneTests.trace(block) == [
        "V.swift:10 let backdrop = UIView()",
        "V.swift:11 backdrop.alpha = 0.5",
        "V.swift:12 ctx.containerView.addSubview(backdrop)",
        "V.swift:13 ctx.containerView.addSubview(toView)",
        "V.swift:14 toView.alpha = 0",
        "V.swift:4 alpha = 1",
        "V.swift:16 backdrop.removeFromSuperview()",
        "V.swift:17 ctx.completeTransition(true)",
      ])
    #expect(block?.lines.first?.statement == .makeView(1, MadeViewSpec(className: "UIView")))
    #expect(block?.lines.dropFirst(5).first?.statement == .setProperty(.toView, .alpha(1)))
  }
}
