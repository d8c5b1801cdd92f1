import TestSupport
import Testing

@testable import TransitionEngine

/// views the animator makes and views outside the container, as exact trees at every
/// phase of the step.
@Suite struct AppViewTests {
  private let base = [
    "UIWindow (0 0; 393 852)", "  UITransitionView (0 0; 393 852)",
    "    UIDropShadowView (0 0; 393 852)", "      UIView (0 0; 393 852) <Root>",
  ]
  private let container = "  UITransitionView (0 0; 393 852) [containerView]"
  private let bubble = "    UIView (150 400; 80 80) background = .systemBlue {made by line 10}"

  @Test func aBubbleTheLinesMakeIsANodeOfTheTreeAtEveryPhase() throws {
    let step = plan(
      rootScene([
        try presentCard(
          .overFullScreen,
          [
            "let bubble = UIView(frame: CGRect(x: 150, y: 400, width: 80, height: 80))",
            "bubble.backgroundColor = .systemBlue", "containerView.addSubview(bubble)",
            "containerView.addSubview(toView)", "containerView.bringSubviewToFront(bubble)",
            "bubble.removeFromSuperview()", "transitionContext.completeTransition(true)",
          ])
      ])
    ).steps[1]
    let card = "    UIView (0 0; 393 852) <Card>"
    #expect(
      step.phaseNames == [
        "before", "container ready", "presentation will begin",
        "line 10: let bubble = UIView(frame: CGRect(x: 150, y: 400, width: 80, height: 80))",
        "line 11: bubble.backgroundColor = .systemBlue",
        "line 12: containerView.addSubview(bubble)",
        "line 13: containerView.addSubview(toView)",
        "line 14: containerView.bringSubviewToFront(bubble)",
        "line 15: bubble.removeFromSuperview()", "completed", "after",
      ])
    let trees = step.phases.map(\.tree)
    #expect(trees[0] == base)
    #expect(trees[1] == base + [container])
    #expect(trees[2] == base + [container])
    #expect(trees[3] == base + [container])
    #expect(trees[4] == base + [container])
    #expect(trees[5] == base + [container, bubble])
    #expect(trees[6] == base + [container, bubble, card])
    #expect(trees[7] == base + [container, card, bubble])
    #expect(trees[8] == base + [container, card])
    #expect(trees[9] == base + [container, card])
    #expect(trees[10] == base + ["  UITransitionView (0 0; 393 852)", card])
    #expect(
      step.phases[3].explanation.contains("a view of the app's own, in no superview yet (X-14)"))
    #expect(step.phases[7].explanation.contains("goes to the front of the containerView"))
  }

  @Test func anOverlayInTheKeyWindowLiesAboveTheContainerAndOutlivesTheDismissal() throws {
    let timeline = plan(
      rootScene([
        try presentCard(
          .overFullScreen,
          [
            "let dim = DimmingView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))",
            "UIApplication.shared.keyWindow?.addSubview(dim)",
            "containerView.addSubview(toView)", "transitionContext.completeTransition(true)",
          ]),
        Fixtures.step(.dismiss("Card", interactiveCancelled: false)),
      ]))
    let present = timeline.steps[1]
    let dim = "  DimmingView (0 0; 393 852) {made by line 10}"
    let card = "    UIView (0 0; 393 852) <Card>"
    #expect(
      present.phase("line 11: UIApplication.shared.keyWindow?.addSubview(dim)")?.tree
        == base + [container, dim])
    #expect(
      present.phase("line 12: containerView.addSubview(toView)")?.tree
        == base + [container, card, dim])
    #expect(
      present.phase("after")?.tree
        == base + ["  UITransitionView (0 0; 393 852)", card, dim])
    let made = present.phases[3].explanation
    #expect(made.contains("DimmingView is not declared in the files, so TransitionScope draws it"))
    let added = present.phases[4].explanation
    #expect(
      added.contains(
        "It lies above every other subview of the window, the containerView too; UIKit neither moves nor removes it"
      ))
    #expect(
      present.phase("completed")?.explanation.contains(
        "The DimmingView made at line 10 is still a subview of the window") == true)
    let dismiss = timeline.steps[2]
    #expect(dismiss.phase("after")?.tree == base + [dim])
    #expect(
      dismiss.phase("after")?.explanation.contains(
        "UIKit never removes a view the app's code put there (X-14)") == true)
  }

  @Test func aViewAddedToTheFromViewsSuperviewOfAPushStaysInTheWrapper() throws {
    var push = Fixtures.step(.push(Fixtures.plain("Detail"), on: "FeedNav"))
    push.animator = try block([
      "let card = UIView(frame: CGRect(x: 20, y: 100, width: 353, height: 200))",
      "fromVC.view.superview?.addSubview(card)", "containerView.addSubview(toView)",
      "transitionContext.completeTransition(true)",
    ])
    let step = plan(Fixtures.navigationScene([push])).steps[1]
    let after = step.phase("after")?.tree ?? []
    #expect(after.contains("            UIView (20 100; 353 200) {made by line 10}"))
    #expect(after.contains("            UIView (0 0; 393 852) <Detail>"))
    #expect(!after.contains { $0.contains("<Feed>") })
  }

  @Test func emptyingTheContainerRemovesEverySubviewBackToFront() throws {
    let step = plan(
      rootScene([
        try presentCard(
          .fullScreen,
          [
            "let backdrop = UIView()", "containerView.addSubview(backdrop)",
            "containerView.subviews.forEach { $0.removeFromSuperview() }",
            "containerView.addSubview(toView)", "transitionContext.completeTransition(true)",
          ])
      ])
    ).steps[1]
    let emptied = step.phase("line 12: containerView.subviews.forEach { $0.removeFromSuperview() }")
    #expect(
      emptied?.tree == [
        "UIWindow (0 0; 393 852)", "  UITransitionView (0 0; 393 852)",
        "    UIDropShadowView (0 0; 393 852)", container,
      ])
    #expect(
      emptied?.explanation.contains(
        "every subview of the containerView leaves it, back to front. Root's view (the from-view) "
          + "leaves the containerView and the window. The UIView made at line 10 leaves") == true)
    #expect(step.phase("completed")?.appMistakes.isEmpty == true)
  }

  @Test func exchangeAndSendToBackReorderOnlySubviews() throws {
    let step = plan(
      rootScene([
        try presentCard(
          .overFullScreen,
          [
            "let a = UIImageView()", "let b = UIVisualEffectView()",
            "containerView.addSubview(a)", "containerView.addSubview(b)",
            "containerView.exchangeSubview(at: 0, withSubviewAt: 1)",
            "containerView.sendSubviewToBack(a)",
            "containerView.exchangeSubview(at: 0, withSubviewAt: 5)",
            "containerView.bringSubviewToFront(toView)",
            "containerView.addSubview(toView)", "transitionContext.completeTransition(true)",
          ])
      ])
    ).steps[1]
    let a = "    UIImageView (0 0; 0 0) {made by line 10}"
    let b = "    UIVisualEffectView (0 0; 0 0) {made by line 11}"
    #expect(step.phases[7].tree == base + [container, b, a])
    #expect(step.phases[8].tree == base + [container, a, b])
    #expect(step.phases[9].tree == base + [container, a, b])
    #expect(step.phases[9].explanation.contains("has 2 subviews, so index 5 names none"))
    #expect(step.phases[10].explanation.contains("is not a subview of the containerView"))
  }

  @Test func aChildControllersViewMovedUnderAnotherControllerRaisesK3() throws {
    var push = Fixtures.step(.push(Fixtures.plain("Detail"), on: "FeedNav"))
    push.animator = try block([
      "containerView.addSubview(toView)", "toVC.view.addSubview(fromVC.view)",
      "transitionContext.completeTransition(true)",
    ])
    let step = plan(Fixtures.navigationScene([push])).steps[1]
    let line = step.phase("line 11: toVC.view.addSubview(fromVC.view)")
    #expect(line?.explanation.contains("UIViewControllerHierarchyInconsistency") == true)
    #expect(line?.explanation.contains("(K-3)") == true)
  }
}
