import SceneFile
import Testing
import TestSupport
import TransitionEngine

/// X-12 (issue 32, brief R7): a frame a property animator's block sets runs back with the
/// animator when the interaction is cancelled: the view is at its frame before the block
/// again, as its alpha and transform are.
@Suite struct AnimatorFrameRunBackTests {
  static let swift = CancelFixtures.interruptibleFade.replacingOccurrences(
    of: "fromView.transform = CGAffineTransform(scaleX: 0.85, y: 0.85)",
    with: "fromView.frame.origin.y = fromView.frame.height")

  @Test func aCancelledPropertyAnimatorPutsTheFrameBack() throws {
    let phases = try SwiftCancelRunBackTests.dismissal(Self.swift, animator: "FadeAwayAnimator")
    let interaction = try #require(SwiftCancelRunBackTests.named(phases, "interaction"))
    #expect(
      SwiftCancelRunBackTests.tree(interaction)
        == PresentationControllerTests.home + [
          "  UITransitionView (0 0; 393 852) [containerView]", "    UIView (0 0; 393 852) <Card>",
        ])
    #expect(
      interaction.explanation.contains(
        "UIKit reverses the property animator (isReversed) and it ends at .start, where UIKit "
          + "sets the animated values back: Card's view (the from-view) has alpha 1 again, as "
          + "before A.swift:21; Card's view (the from-view) has frame (0 0; 393 852) again, as "
          + "before A.swift:22 (X-12)."))
    #expect(
      SwiftCancelRunBackTests.tree(phases.last)
        == SwiftCancelRunBackTests.home(card: "UIView (0 0; 393 852) <Card>"))
  }

  @Test func aFinishedPropertyAnimatorKeepsTheFrameItSet() throws {
    let phases = try SwiftCancelRunBackTests.dismissal(
      Self.swift, animator: "FadeAwayAnimator", end: "completed")
    let interaction = try #require(SwiftCancelRunBackTests.named(phases, "interaction"))
    #expect(
      SwiftCancelRunBackTests.tree(interaction).last
        == "    UIView (0 852; 393 852) alpha = 0 <Card>")
  }
}
