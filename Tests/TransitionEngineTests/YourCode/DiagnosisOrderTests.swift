import TestSupport
import Testing

@testable import TransitionEngine

/// How a phase tells what the app's animator did wrong: one mistake note per cause, the note
/// that names the guilty line first with its fix beside it, and no advice the style
/// contradicts (an over style's dismissal has no to-view to add).
@Suite struct DiagnosisOrderTests {
  /// The explanation's sentences that begin a mistake note.
  func mistakes(_ text: String) -> [String] {
    text.components(separatedBy: "The mistake: ").dropFirst().map {
      String($0.prefix { $0 != "." })
    }
  }

  /// An overFullScreen presentation whose animator moved the presenter's view into the
  /// container, dismissed by an animator of the app's own: the view leaves with the container.
  @Test func theLineThatMovedThePresenterIsTheOneMistakeAndComesFirst() throws {
    let step = plan(
      rootScene([
        try presentCard(
          .overFullScreen,
          [
            "containerView.addSubview(fromVC.view)", "containerView.addSubview(toView)",
            "transitionContext.completeTransition(true)",
          ]),
        try dismissCard([
          "fromView.removeFromSuperview()", "transitionContext.completeTransition(true)",
        ]),
      ])
    ).steps[2]
    let text = try #require(step.phase("completed")?.explanation)
    #expect(
      mistakes(text) == [
        "Root's view was inside the containerView, because line 10 of an animator "
          + "(`containerView"
      ])
    #expect(!text.contains("adding it is the animator's job"))
    let guilty = try #require(text.range(of: "`containerView.addSubview(fromVC.view)`"))
    let fix = try #require(text.range(of: "do not move `fromVC.view`"))
    let black = try #require(text.range(of: "the user sees a black screen"))
    #expect(guilty.lowerBound < fix.lowerBound && fix.lowerBound < black.lowerBound)
  }

  /// The presenter's view taken out of the window by the presentation's animator: the
  /// dismissal of an over style hands its animator no to-view, so the note says so instead of
  /// asking for the to-view to be added.
  @Test func anOverStyleDismissalIsNotAskedToAddAToView() throws {
    let step = plan(
      rootScene([
        try presentCard(
          .overFullScreen,
          [
            "fromVC.view.removeFromSuperview()", "containerView.addSubview(toView)",
            "transitionContext.completeTransition(true)",
          ]),
        try dismissCard([
          "fromView.removeFromSuperview()", "transitionContext.completeTransition(true)",
        ]),
      ])
    ).steps[2]
    let text = try #require(step.phase("completed")?.explanation)
    #expect(!text.contains("adding it is the animator's job"))
    #expect(
      text.contains(
        "The mistake: Root counts as appeared, but its view is not in the window: no line of "
          + "this animator took it out, and there is no to-view to add: an overFullScreen "
          + "presentation never took Root's view away, so view(forKey: .to) is nil when it is "
          + "dismissed (X-3, T-4); the view was already out of the window when the transition "
          + "began."))
    #expect(mistakes(text).count == 1)
  }

  /// A sheet's presenter stays in the window by the sheet's rule, an over style's by its own.
  @Test func sheetsCiteTheSheetRuleForThePresenterThatStays() throws {
    for (style, rule) in [(PresentationStyle.pageSheet, "M-4"), (.overFullScreen, "M-3")] {
      let step = plan(
        rootScene([
          Fixtures.step(
            .present(PresentSpec(controller: Fixtures.plain("Card"), from: "Root", style: style)))
        ])
      ).steps[1]
      let text = try #require(step.phase("completed")?.explanation)
      #expect(
        text.contains(
          "Root's view is still in the window under the container: nothing was "
            + "removed (\(rule), M-9)."), "\(style)")
    }
  }
}
