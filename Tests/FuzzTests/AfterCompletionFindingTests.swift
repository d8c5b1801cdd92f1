import Testing
import TransitionEngine

/// The four findings of issue 23's fresh fuzz run, kept open until the driver modelled them:
/// animator lines after `completeTransition`, the presenter's view put inside the
/// presented view, and a cancelled tab switch back to a current-context presenter (T-8).
/// Each plans with every invariant kept; the app's mistake is marked and named.
@Suite struct AfterCompletionFindingTests {
  /// The phase of `step` (1-based) named `name` in the regression scene's timeline.
  private func phase(_ scene: String, step: Int, _ name: String) throws -> Phase {
    let steps = try regressionTimeline(scene).steps
    let found = steps.first { $0.index == step }?.phases.first { $0.name == name }
    return try #require(found, "\(scene): no phase '\(name)' in step \(step)")
  }

  /// V2's view, put back in the container after UIKit took it out, stays in the window
  /// while V2 counts as disappeared; the line's phase says so and marks V2.
  @Test func theFromViewPutBackAfterCompletingIsTheAppsMistake() throws {
    let scene = "animator-inserts-the-from-view-after-completing"
    let line = try phase(scene, step: 1, "line 10: containerView.insertSubview(fromView, at: 5)")
    #expect(line.appMistakes.contains(.appearanceOutOfStep("V2")))
    #expect(
      line.explanation.hasSuffix(
        "The mistake: V2 counts as disappeared, but its view is in the window: the transition "
          + "is over, so UIKit sends V2 no callback for it (X-8)."))
    let after = try phase(scene, step: 1, "after")
    #expect(state("V2", in: after) == "disappeared")
    #expect(after.appMistakes.contains(.appearanceOutOfStep("V2")))
    #expect(
      ViewTreeText.lines(after.window) == [
        "UIWindow (0 0; 393 852)",
        "  UITransitionView (0 0; 393 852)",
        "    UIDropShadowView (0 0; 393 852)",
        "  UITransitionView (0 0; 393 852)",
        "    UIView (0 0; 393 852) <V2>",
      ])
  }

  /// X-8, TB-2: the old tab's view put back beside the new one: A shows two tabs, V5 is in
  /// the window and disappeared; both are named and marked.
  @Test func theOldTabPutBackAfterCompletingIsTheAppsMistake() throws {
    let scene = "animator-inserts-the-old-tab-after-completing"
    let line = try phase(
      scene, step: 1, "line 9: containerView.insertSubview(fromView, belowSubview: toView)")
    #expect(
      line.appMistakes.suffix(2) == [.appearanceOutOfStep("V5"), .containerContent("A")])
    #expect(
      line.explanation.hasSuffix(
        "The mistake: V5 counts as disappeared, but its view is in the window: the transition "
          + "is over, so UIKit sends V5 no callback for it (X-8). The mistake: A places its "
          + "children's views itself (TB-2), and this line put V5's view back in the window by "
          + "hand, so what A shows is the app's doing."))
    let after = try phase(scene, step: 1, "after")
    #expect(state("V5", in: after) == "disappeared")
    #expect(state("B", in: after) == "appeared")
    #expect(after.explanation == "B is the selected tab.")
  }

  /// the animator moves B's view into A's view, which is not in the window, and never
  /// completes: B is out of the window and still appeared, and the line says why.
  @Test func thePresenterInsideThePresentedViewLeavesTheWindow() throws {
    let scene = "animator-puts-the-presenter-inside-the-presented-view"
    let line = try phase(scene, step: 1, "line 8: toVC.view.addSubview(fromVC.view)")
    #expect(line.appMistakes == [.appearanceOutOfStep("B")])
    #expect(
      line.explanation.hasSuffix(
        "Back to front, A's view now holds: B's view. The mistake: that takes B out of the "
          + "window, yet UIKit sends no callback for it, so it counts as appeared still (X-8)."))
    let after = try phase(scene, step: 1, "after")
    #expect(state("B", in: after) == "appeared, not in the window")
    #expect(after.appMistakes.contains(.unfinishedTransition))
  }

  /// T-8, N-6: undoing the switch to B takes C, presented in D's context inside B's tab, out
  /// of the window with B's view; no app mistake, A is back alone in the wrapper.
  @Test func aCancelledTabSwitchTakesTheContextPresentationAlong() throws {
    let scene = "cancelled-tab-switch-back-to-a-context-presenter"
    let cancelled = try phase(scene, step: 3, "cancelled")
    #expect(cancelled.appMistakes == [])
    #expect(
      cancelled.explanation.contains(
        "A stays selected and B's view leaves the window, with what it presented in its "
          + "context: C. Callbacks: C's viewWillDisappear and viewDidDisappear, then A's "
          + "viewWillAppear, viewIsAppearing and viewDidAppear (N-6)."))
    let after = try phase(scene, step: 3, "after")
    #expect(state("C", in: after) == "disappeared, not in the window")
    #expect(state("A", in: after) == "appeared")
    #expect(
      ViewTreeText.lines(after.window) == [
        "UIWindow (0 0; 393 852)",
        "  UITransitionView (0 0; 393 852)",
        "    UIDropShadowView (0 0; 393 852)",
        "      UILayoutContainerView (0 0; 393 852) <E>",
        "        UITransitionView (0 0; 393 852)",
        "          UIViewControllerWrapperView (0 0; 393 852)",
        "            UIView (0 0; 393 852) <A>",
        "        UITabBar (0 769; 393 83)",
      ])
  }
}
