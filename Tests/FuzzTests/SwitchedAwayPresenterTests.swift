import Testing
import TransitionEngine

/// Issue 36's open finding: C, presented in D's context inside tab B, presents G full screen;
/// after the user selects A, dismissing G puts C's view back into its tab, out of the window,
/// so C hears nothing and stays disappeared (M-1, TB-2); selecting B brings it back.
@Suite struct SwitchedAwayPresenterTests {
  private let scene = "dismiss-under-a-switched-away-context-presenter"

  /// The phase of `step` (1-based) named `name` in the regression scene's timeline.
  private func phase(step: Int, _ name: String) throws -> Phase {
    let steps = try regressionTimeline(scene).steps
    let found = steps.first { $0.index == step }?.phases.first { $0.name == name }
    return try #require(found, "\(scene): no phase '\(name)' in step \(step)")
  }

  /// The window with only A's tab in it: what the tab switch left.
  private let tabA = [
    "UIWindow (0 0; 393 852)",
    "  UITransitionView (0 0; 393 852)",
    "    UIDropShadowView (0 0; 393 852)",
    "      UILayoutContainerView (0 0; 393 852) <E>",
    "        UITransitionView (0 0; 393 852)",
    "          UIViewControllerWrapperView (0 0; 393 852)",
    "            UIView (0 0; 393 852) <A>",
    "        UITabBar (0 769; 393 83)",
  ]

  @Test func thePresenterStaysOutOfTheWindowWithItsTab() throws {
    let begin = try phase(step: 4, "dismissal will begin")
    #expect(
      ViewTreeText.lines(begin.window)
        == tabA + [
          "  UITransitionView (0 0; 393 852) [containerView]",
          "    UIView (0 0; 393 852) <G>",
        ])
    #expect(
      events(begin) == [
        "G.presentationController.dismissalTransitionWillBegin()",
        "G.viewWillDisappear(animated: true)",
      ])
    #expect(
      begin.explanation.contains(
        "C's view goes back where it was before the presentation, and that place left the "
          + "window when its tab was switched away, so the view stays out of the window and C "
          + "hears no appearance callback: it stays disappeared, as the tab switch left it "
          + "(M-1, TB-2)."))
    let completed = try phase(step: 4, "completed")
    #expect(
      events(completed) == [
        "G.presentationController.dismissalTransitionDidEnd(true)",
        "G.viewDidDisappear(animated: true)",
      ])
    let after = try phase(step: 4, "after")
    #expect(ViewTreeText.lines(after.window) == tabA)
    #expect(state("C", in: after) == "disappeared, not in the window")
    #expect(state("D", in: after) == "disappeared, not in the window")
    #expect(state("A", in: after) == "appeared")
    #expect(state("G", in: after) == nil)
    #expect(after.appMistakes == [])
  }

  @Test func selectingTheTabAgainBringsThePresenterBack() throws {
    let after = try phase(step: 5, "after")
    #expect(
      ViewTreeText.lines(after.window) == [
        "UIWindow (0 0; 393 852)",
        "  UITransitionView (0 0; 393 852)",
        "    UIDropShadowView (0 0; 393 852)",
        "      UILayoutContainerView (0 0; 393 852) <E>",
        "        UITransitionView (0 0; 393 852)",
        "          UIViewControllerWrapperView (0 0; 393 852)",
        "            UITransitionView (0 0; 393 852)",
        "              UIView (0 0; 393 852) <C>",
        "        UITabBar (0 769; 393 83)",
      ])
    #expect(state("C", in: after) == "appeared")
    #expect(state("A", in: after) == "disappeared, not in the window")
  }
}
