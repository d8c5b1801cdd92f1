import TestSupport
import Testing

@testable import TransitionEngine

/// Animator lines that set `alpha` and `transform`: the value shows in the phase of its
/// line, stays after completion, and a to-view left invisible is the app's mistake.
@Suite struct AnimatorPropertyTests {
  private let overTree = [
    "UIWindow (0 0; 393 852)", "  UITransitionView (0 0; 393 852)",
    "    UIDropShadowView (0 0; 393 852)", "      UIView (0 0; 393 852) <Root>",
    "  UITransitionView (0 0; 393 852) [containerView]",
  ]

  @Test func eachLineShowsItsValueInItsOwnPhase() throws {
    let step = plan(
      rootScene([
        try presentCard(
          .overFullScreen,
          [
            "toView.alpha = 0", "toView.transform = CGAffineTransform(translationX: 0, y: 200)",
            "containerView.addSubview(toView)", "toView.alpha = 1", "toView.transform = .identity",
            "transitionContext.completeTransition(true)",
          ])
      ])
    ).steps[1]
    let lines = step.phases.filter { $0.name.hasPrefix("line ") }
    #expect(lines.count == 5)
    #expect(lines[0].tree == overTree)
    #expect(lines[0].explanation.contains("alpha 0 now: fully transparent."))
    #expect(lines[0].explanation.contains("It is in no window yet"))
    #expect(lines[1].explanation.contains("its frame becomes (0 200; 393 852)"))
    #expect(
      lines[2].tree == overTree + [
        "    UIView (0 200; 393 852) transform = [1, 0, 0, 1, 0, 200] alpha = 0 <Card>"
      ])
    #expect(
      lines[3].tree == overTree + [
        "    UIView (0 200; 393 852) transform = [1, 0, 0, 1, 0, 200] <Card>"
      ])
    #expect(lines[4].tree == overTree + ["    UIView (0 0; 393 852) <Card>"])
    #expect(step.phase("completed")?.appMistakes.isEmpty == true)
    #expect(step.phase("completed")?.explanation.contains("X-9") == false)
  }

  @Test func aToViewLeftAtAlphaZeroIsInvisibleAfterCompletion() throws {
    let step = plan(
      rootScene([
        try presentCard(
          .overFullScreen,
          [
            "toView.alpha = 0", "containerView.addSubview(toView)",
            "transitionContext.completeTransition(true)",
          ])
      ])
    ).steps[1]
    let completed = step.phase("completed")
    #expect(completed?.appMistakes.contains(.invisibleView("Card")) == true)
    #expect(
      completed?.explanation.contains(
        "the user cannot see it: line 10 (`toView.alpha = 0`) left it at alpha 0 and no later "
          + "line set it back. UIKit restores neither alpha nor transform at completion (X-9).")
        == true)
    #expect(
      step.phase("after")?.tree == Array(overTree.dropLast()) + [
        "  UITransitionView (0 0; 393 852)", "    UIView (0 0; 393 852) alpha = 0 <Card>",
      ])
  }

  @Test func aToViewMovedOffTheScreenIsInvisibleAndAHalfFadeIsOnlyNoted() throws {
    let off = plan(
      rootScene([
        try presentCard(
          .fullScreen,
          [
            "containerView.addSubview(toView)",
            "toView.transform = CGAffineTransform(translationX: 0, y: 900)",
            "transitionContext.completeTransition(true)",
          ])
      ])
    ).steps[1].phase("completed")
    #expect(off?.appMistakes.contains(.invisibleView("Card")) == true)
    #expect(off?.explanation.contains("[1, 0, 0, 1, 0, 900], which puts it off the screen") == true)
    let half = plan(
      rootScene([
        try presentCard(
          .overFullScreen,
          [
            "containerView.addSubview(toView)", "toView.alpha = 0.5",
            "toView.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)",
            "transitionContext.completeTransition(true)",
          ])
      ])
    ).steps[1].phase("completed")
    #expect(half?.appMistakes.isEmpty == true)
    #expect(
      half?.explanation.contains(
        "keeps alpha 0.5 and transform [0.5, 0, 0, 0.5, 0, 0] after the transition, as line 12 "
          + "(`toView.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)`) left it") == true)
  }

  @Test func aNilViewLineDoesNothing() throws {
    let step = plan(
      rootScene([
        try presentCard(
          .overFullScreen,
          [
            "fromView.alpha = 0", "containerView.addSubview(toView)",
            "transitionContext.completeTransition(true)",
          ])
      ])
    ).steps[1]
    let line = step.phases.first { $0.name.hasPrefix("line 10") }
    #expect(line?.explanation.contains("fromView is nil here") == true)
    #expect(step.phase("after")?.tree.contains { $0.contains("alpha") } == false)
  }

  @Test func aDismissalFadeLeavesWithTheContainer() throws {
    let step = plan(
      rootScene([
        try presentCard(
          .overFullScreen,
          ["containerView.addSubview(toView)", "transitionContext.completeTransition(true)"]),
        try dismissCard([
          "fromView.alpha = 0", "fromView.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)",
          "transitionContext.completeTransition(true)",
        ]),
      ])
    ).steps[2]
    let scaled = step.phases.first { $0.name.hasPrefix("line 11") }
    #expect(
      scaled?.tree.last
        == "    UIView (39.3 85.2; 314.4 681.6) transform = [0.8, 0, 0, 0.8, 0, 0] alpha = 0 <Card>"
    )
    #expect(step.phase("completed")?.appMistakes.isEmpty == true)
    #expect(step.phase("after")?.tree == initialTree)
  }

  @Test func aPushedViewLeftOffTheScreenIsTheAppsMistakeToo() throws {
    var push = Fixtures.step(.push(Fixtures.plain("Detail"), on: "FeedNav"))
    push.animator = try block([
      "containerView.addSubview(toView)",
      "toView.transform = CGAffineTransform(translationX: 393, y: 0)",
      "transitionContext.completeTransition(true)",
    ])
    let completed = plan(Fixtures.navigationScene([push])).steps[1].phase("completed")
    #expect(completed?.appMistakes == [.invisibleView("Detail")])
    #expect(
      completed?.tree.contains {
        $0.hasSuffix("UIView (393 0; 393 852) transform = [1, 0, 0, 1, 393, 0] <Detail>")
      } == true)
    #expect(completed?.explanation.contains("which puts it off the screen") == true)
  }
}
