import TestSupport
import Testing

@testable import TransitionEngine

/// What each transition style does to the views mid-flight (MT-1 to MT-4), on the way in and
/// out: exact trees of a plain `Root` presenting `Card`.
@Suite struct ModalStyleAnimationTests {
  private let window = "UIWindow (0 0; 393 852)"
  private let rootWrapper = [
    "  UITransitionView (0 0; 393 852)", "    UIDropShadowView (0 0; 393 852)",
  ]
  private let container = "  UITransitionView (0 0; 393 852) [containerView]"

  private func presentAndDismiss(
    _ transition: ModalTransitionStyle?, style: PresentationStyle = .fullScreen,
    cancelled: Bool = false, animated: Bool = true
  ) -> Timeline {
    plan(
      rootScene([
        Fixtures.step(
          .present(
            PresentSpec(
              controller: Fixtures.plain("Card"), from: "Root", style: style,
              transition: transition, interactiveCancelled: cancelled)), animated: animated),
        Fixtures.step(.dismiss("Card", interactiveCancelled: false), animated: animated),
      ]))
  }

  /// The window while Root's view and Card's view share the container.
  private func inContainer(_ root: String, _ card: String) -> [String] {
    [window] + rootWrapper + [
      container, "    UIView " + root + " <Root>", "    UIView " + card + " <Card>",
    ]
  }

  @Test func coverVerticalSlidesUpAndBackDown() {
    let timeline = presentAndDismiss(nil)
    let present = timeline.steps[1]
    #expect(
      present.phase("to-view added")?.tree == inContainer("(0 0; 393 852)", "(0 852; 393 852)"))
    #expect(present.phase("animating")?.tree == inContainer("(0 0; 393 852)", "(0 426; 393 852)"))
    #expect(present.phase("to-view added")?.explanation.contains("(coverVertical, MT-1)") == true)
    let dismiss = timeline.steps[2]
    #expect(
      dismiss.phase("dismissal will begin")?.tree == inContainer("(0 0; 393 852)", "(0 0; 393 852)")
    )
    #expect(dismiss.phase("animating")?.tree == inContainer("(0 0; 393 852)", "(0 426; 393 852)"))
    #expect(dismiss.phase("after")?.tree == initialTree)
  }

  @Test func coverVerticalMovesASheetsCardTheSameWayInAndOut() {
    let timeline = presentAndDismiss(nil, style: .pageSheet)
    // The card is the last UIDropShadowView; the first is the root's, pushed back (M-11).
    let card = { (phase: Phase?) in phase?.tree.last { $0.hasPrefix("    UIDropShadowView") } }
    let inFrame = card(timeline.steps[1].phase("animating"))
    let outFrame = card(timeline.steps[2].phase("animating"))
    #expect(inFrame != nil)
    #expect(inFrame == outFrame)
    #expect(
      card(timeline.steps[1].phase("to-view added")) == "    UIDropShadowView (0 852; 393 783)")
    #expect(inFrame == "    UIDropShadowView (0 460.5; 393 783)")
  }

  @Test func crossDissolveFadesOutOnDismissalAndThePresenterFadesIn() {
    let timeline = presentAndDismiss(.crossDissolve)
    let dismiss = timeline.steps[2]
    #expect(
      dismiss.phase("dismissal will begin")?.tree
        == inContainer("(0 0; 393 852) alpha = 0", "(0 0; 393 852)"))
    #expect(
      dismiss.phase("animating")?.tree
        == inContainer("(0 0; 393 852) alpha = 0.5", "(0 0; 393 852) alpha = 0.5"))
    #expect(dismiss.phase("completed")?.tree == initialTree)
    #expect(
      dismiss.phase("animating")?.explanation.contains(
        "Card's alpha is 0.5, Root's 0.5 (crossDissolve, MT-2).") == true)
    // Presented again with the default style, Card comes back opaque and untransformed.
    let again = plan(
      rootScene([
        Fixtures.step(
          .present(
            PresentSpec(
              controller: Fixtures.plain("Card"), from: "Root", style: .fullScreen,
              transition: .crossDissolve))),
        Fixtures.step(.dismiss("Card", interactiveCancelled: false)),
        Fixtures.step(
          .present(
            PresentSpec(controller: Fixtures.plain("Card"), from: "Root", style: .fullScreen))),
      ]))
    #expect(again.steps[3].phase("after")?.tree.last == "    UIView (0 0; 393 852) <Card>")
  }

  @Test func crossDissolveOverAnOverStyleLeavesThePresenterAlone() {
    let timeline = presentAndDismiss(.crossDissolve, style: .overFullScreen)
    let expected =
      [window] + rootWrapper + [
        "      UIView (0 0; 393 852) <Root>", container,
        "    UIView (0 0; 393 852) alpha = 0.5 <Card>",
      ]
    #expect(timeline.steps[1].phase("animating")?.tree == expected)
    #expect(timeline.steps[2].phase("animating")?.tree == expected)
  }

  @Test func flipTurnsThePageAndSwapsTheViewsAtNinetyDegrees() {
    let timeline = presentAndDismiss(.flipHorizontal)
    let edgeOn = "(196.5 0; 0 852) transform = [0, 0, 0, 1, 0, 0]"
    let present = timeline.steps[1]
    #expect(present.phase("to-view added")?.tree == inContainer("(0 0; 393 852)", edgeOn))
    #expect(present.phase("animating")?.tree == inContainer(edgeOn, edgeOn))
    #expect(present.phase("completed")?.tree.last == "    UIView (0 0; 393 852) <Card>")
    #expect(present.phase("animating")?.explanation.contains("90°") == true)
    #expect(present.phase("to-view added")?.explanation.contains("(inferred)") == true)
    let dismiss = timeline.steps[2]
    #expect(dismiss.phase("dismissal will begin")?.tree == inContainer(edgeOn, "(0 0; 393 852)"))
    #expect(dismiss.phase("animating")?.tree == inContainer(edgeOn, edgeOn))
    #expect(dismiss.phase("after")?.tree == initialTree)
  }

  @Test func aFlipTheUserAbandonsShowsTheFrontAtSeventyTwoDegrees() {
    let step = presentAndDismiss(.flipHorizontal, cancelled: true).steps[1]
    // cos 72° = 0.309017: Root's side still faces the viewer, Card's is edge-on.
    #expect(
      step.phase("interactive")?.tree
        == inContainer(
          "(135.78 0; 121.44 852) transform = [0.309, 0, 0, 1, 0, 0]",
          "(196.5 0; 0 852) transform = [0, 0, 0, 1, 0, 0]"))
    #expect(step.phase("after")?.tree == initialTree)
  }

  @Test func partialCurlRevealsThePresentedViewUnderThePage() {
    let timeline = presentAndDismiss(.partialCurl)
    let curled = { (root: String) in
      [window] + rootWrapper + [
        container, "    UIView (0 0; 393 852) <Card>", "    UIView " + root + " <Root>",
      ]
    }
    let present = timeline.steps[1]
    #expect(present.phase("to-view added")?.tree == curled("(0 0; 393 852)"))
    #expect(
      present.phase("animating")?.tree
        == curled("(0 0; 393 639) transform = [1, 0, 0, 0.75, 0, -106.5]"))
    #expect(present.phase("completed")?.tree.last == "    UIView (0 0; 393 852) <Card>")
    #expect(present.phase("completed")?.explanation.contains("MT-4, unknown") == true)
    let dismiss = timeline.steps[2]
    #expect(
      dismiss.phase("dismissal will begin")?.tree
        == curled("(0 0; 393 426) transform = [1, 0, 0, 0.5, 0, -213]"))
    #expect(
      dismiss.phase("animating")?.tree
        == curled("(0 0; 393 639) transform = [1, 0, 0, 0.75, 0, -106.5]"))
    #expect(dismiss.phase("after")?.tree == initialTree)
  }

  @Test func withoutAnimationNoStyleValueAppears() {
    let timeline = presentAndDismiss(.crossDissolve, animated: false)
    let trees = timeline.steps.flatMap { $0.phases.flatMap(\.tree) }
    #expect(!trees.contains { $0.contains("alpha") || $0.contains("transform") })
  }

  @Test func cosineOfHalfTurns() {
    #expect(abs(ModalStyleAnimation.cosine(ofHalfTurns: 0) - 1) < 1e-12)
    #expect(abs(ModalStyleAnimation.cosine(ofHalfTurns: 1.0 / 3) - 0.5) < 1e-12)
    #expect(abs(ModalStyleAnimation.cosine(ofHalfTurns: 0.5)) < 1e-12)
    #expect(abs(ModalStyleAnimation.cosine(ofHalfTurns: 1) + 1) < 1e-12)
  }
}
