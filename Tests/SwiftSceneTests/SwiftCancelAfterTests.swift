import Testing
import TestSupport
import TransitionEngine

/// T-6, X-12: the `after` sentence of a cancelled interactive dismissal says "exactly as
/// before" only when the window is; otherwise it names what the completion left. The Swift is
/// `CancelFixtures`, loaded without edits.
@Suite struct SwiftCancelAfterTests {
  typealias Run = SwiftCancelRunBackTests

  @Test func valuesTheCompletionDidNotSetBackAreNamedInTheAfterSentence() throws {
    let phases = try Run.dismissal(CancelFixtures.forgetfulSlide, animator: "SlideDownAnimator")
    #expect(
      phases.last?.explanation
        == "Card is still presented, but not exactly as before: Card's view is left at "
        + "transform [1, 0, 0, 1, 0, 400] and alpha 0.5 (it had transform .identity and "
        + "alpha 1): the completion did not set them back (X-12; inferred [I]).")
  }

  @Test func aCompletionThatResetsIsExactlyAsBefore() throws {
    let phases = try Run.dismissal(CancelFixtures.resettingSlide, animator: "SlideDownAnimator")
    #expect(phases.last?.explanation == "Card is still presented, exactly as before.")
  }

  @Test func aReversedPropertyAnimatorIsExactlyAsBefore() throws {
    let phases = try Run.dismissal(CancelFixtures.interruptibleFade, animator: "FadeAwayAnimator")
    #expect(phases.last?.explanation == "Card is still presented, exactly as before.")
  }
}
