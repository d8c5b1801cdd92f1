import Testing
import TransitionEngine

/// Issue 36's fresh fuzz run: a pop animator's lines after `completeTransition` (X-5, X-8,
/// K-5) and two transitions left unfinished at once. Each plans with every invariant
/// kept, the app's mistakes marked and named.
@Suite struct UnfinishedAndTailFindingTests {
  /// The phase of `step` (1-based) named `name` in the regression scene's timeline.
  private func phase(_ scene: String, step: Int, _ name: String) throws -> Phase {
    let steps = try regressionTimeline(scene).steps
    let found = steps.first { $0.index == step }?.phases.first { $0.name == name }
    return try #require(found, "\(scene): no phase '\(name)' in step \(step)")
  }

  /// X-5, K-5: completeTransition has taken Detail out of Nav when the line puts its view back
  /// inside List's, so Detail's view is in the window without a controller in the tree.
  @Test func aPoppedViewPutBackAfterCompletingHasNoController() throws {
    let scene = "pop-animator-puts-the-popped-view-back-after-completing"
    let line = try phase(scene, step: 1, "line 12: toView.addSubview(fromView)")
    #expect(
      line.explanation.hasSuffix(
        "The mistake: Detail's view is in the window, but Detail left Nav as "
          + "completeTransition ended the pop: it is in no controller tree, so no appearance "
          + "callbacks reach it (K-5)."))
    let after = try phase(scene, step: 1, "after")
    #expect(
      after.appMistakes == [
        .appearanceOutOfStep("List"), .containerContent("Nav"), .viewWithoutController("Detail"),
        .appearanceOutOfStep("Detail"),
      ])
    #expect(after.events.map(\.description) == ["Detail.didMove(toParent: nil)"])
    #expect(
      ViewTreeText.lines(after.window) == [
        "UIWindow (0 0; 393 852)",
        "  UITransitionView (0 0; 393 852)",
        "    UIDropShadowView (0 0; 393 852)",
        "      UILayoutContainerView (0 0; 393 852) <Nav>",
        "        UINavigationTransitionView (0 0; 393 852)",
        "          UIViewControllerWrapperView (0 0; 393 852)",
        "            UIView (0 0; 393 852) <List>",
        "              UIView (0 0; 393 852) <Detail>",
        "        UINavigationBar (0 59; 393 44)",
      ])
  }

  /// the push under the stuck presentation gets stuck too; both containerViews stay,
  /// each marked by its own unfinished transition.
  @Test func twoUnfinishedTransitionsKeepTwoContainers() throws {
    let scene = "two-animators-never-complete-present-then-push"
    let after = try phase(scene, step: 2, "after")
    #expect(
      after.appMistakes == [
        .unfinishedTransition, .appearanceOutOfStep("Card"),
        .alsoUnfinished("push Detail on Nav"), .appearanceOutOfStep("List"),
        .appearanceOutOfStep("Detail"), .containerContent("Nav"),
      ])
    #expect(
      after.explanation.hasSuffix(
        "The earlier transition that never completed (present Card) still waits too, so its "
          + "containerView stays beside this one; no source shows two at once, so this is "
          + "inferred."))
    #expect(
      ViewTreeText.lines(after.window) == [
        "UIWindow (0 0; 393 852)",
        "  UITransitionView (0 0; 393 852)",
        "    UIDropShadowView (16 34.69; 361 782.63) transform = [0.9186, 0, 0, 0.9186, 0, 0]",
        "      UILayoutContainerView (0 0; 393 852) <Nav>",
        "        UINavigationTransitionView (0 0; 393 852)",
        "          UIViewControllerWrapperView (0 0; 393 852) [containerView]",
        "            UIView (0 0; 393 852) <List>",
        "            UIView (0 0; 393 852) <Detail>",
        "        UINavigationBar (0 59; 393 44)",
        "  UITransitionView (0 0; 393 852) [containerView]",
        "    UIDimmingView (-393 -852; 1179 2556)",
        "    UIDropShadowView (0 69; 393 783)",
        "      _UIRoundedRectShadowView (0 0; 393 783) alpha = 0",
        "      UIView (0 0; 393 783)",
        "        UIView (0 0; 393 783)",
        "          UIView (0 0; 393 783) <Card>",
      ])
  }
}
