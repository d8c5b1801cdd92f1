import TestSupport
import Testing

@testable import TransitionEngine

/// N-15: a controller presented with a zoom zooms back into its source view when dismissed,
/// by a call or by the user's drag; Q-24: the styles that take the zoom.
@Suite struct ZoomDismissTests {
  /// Albums (an image view) presents Cover with a zoom in `style`, then the `dismiss` steps.
  private func timeline(_ style: PresentationStyle, _ dismissals: [StepSpec]) -> Timeline {
    ZoomFixture.presented(style, dismissals)
  }

  private func dismiss(cancelled: Bool = false, completed: Bool = false) -> StepSpec {
    var step = Fixtures.step(.dismiss("Cover", interactiveCancelled: cancelled))
    step.swipeCompleted = completed
    return step
  }

  private let hidden = "      UIImageView (16 67; 361 44) hidden = YES"
  /// Back home in the root wrapper once the dismissal has ended.
  private let shown = "        UIImageView (16 67; 361 44)"

  @Test func dismissZoomsBackAndHidesTheSourceMeanwhile() {
    let step = timeline(.fullScreen, [dismiss()]).steps[2]
    #expect(
      step.phase("dismissal will begin")?.tree == [
        "UIWindow (0 0; 393 852)",
        "  UITransitionView (0 0; 393 852)",
        "    UIDropShadowView (0 0; 393 852)",
        "  UITransitionView (0 0; 393 852) [containerView]",
        "    UIView (0 0; 393 852) <Albums>",
        hidden,
        "    UIView (0 0; 393 852) <Cover>",
      ])
    // No cover-vertical offset: the zoom replaces the transition style (N-12).
    #expect(step.phase("animating")?.tree.contains("    UIView (0 0; 393 852) <Cover>") == true)
    #expect(step.phase("animating")?.tree.contains(hidden) == true)
    #expect(step.phase("completed")?.tree.contains(shown) == true)
    #expect(step.phase("completed")?.tree.contains(hidden) == false)
    // 13.2: the dismissal order, the did pair to-then-from.
    #expect(
      step.allEvents == [
        "Cover.presentationController.dismissalTransitionWillBegin()",
        "Cover.viewWillDisappear(animated: true)", "Albums.viewWillAppear(animated: true)",
        "Albums.viewIsAppearing(animated: true)", "Albums.viewWillLayoutSubviews()",
        "Albums.viewDidLayoutSubviews()", "animator.transitionDuration(using:)",
        "animator.animateTransition(using:)",
        "Cover.presentationController.dismissalTransitionDidEnd(true)",
        "Albums.viewDidAppear(animated: true)", "Cover.viewDidDisappear(animated: true)",
        "dismiss completion block", "animator.animationEnded(true)",
      ])
    #expect(step.phase("dismissal will begin")?.explanation.contains("(N-15)") == true)
  }

  /// The non-grabbing variant of 13.2: a page sheet zooms back too; the presenter's view never
  /// left, hears nothing, and its source view is hidden until the end.
  @Test func aPageSheetZoomsBackWithTheNonGrabbingOrder() {
    let step = timeline(.pageSheet, [dismiss()]).steps[2]
    #expect(
      step.phase("dismissal will begin")?.tree.contains(
        "        UIImageView (16 67; 361 44) hidden = YES") == true)
    #expect(step.phase("completed")?.tree.contains(shown) == true)
    #expect(
      step.allEvents == [
        "Cover.presentationController.dismissalTransitionWillBegin()",
        "Cover.viewWillDisappear(animated: true)", "animator.transitionDuration(using:)",
        "animator.animateTransition(using:)",
        "Cover.presentationController.dismissalTransitionDidEnd(true)",
        "Cover.viewDidDisappear(animated: true)", "dismiss completion block",
        "animator.animationEnded(true)",
      ])
  }

  /// The user's drag, released early: T-6's callbacks, the source view shown again.
  @Test func aCancelledDragShowsTheSourceAgain() {
    let steps = timeline(.fullScreen, [dismiss(cancelled: true), dismiss()]).steps
    #expect(steps[2].phase("interactive")?.tree.contains(hidden) == true)
    #expect(steps[2].phase("cancelled")?.explanation.contains("shown again (N-15)") == true)
    // The next dismissal finds it visible before hiding it again.
    #expect(steps[3].phase("before")?.tree.contains { $0.contains("<Albums>") } == false)
    #expect(steps[3].phase("completed")?.tree.contains(shown) == true)
  }

  /// The zoom's own interaction can be dragged to the end on a full-screen presentation,
  /// without the sheet delegate's swipe callbacks (those are a sheet's, D-7).
  @Test func aCompletedDragDismissesAFullScreenZoom() {
    let step = timeline(.fullScreen, [dismiss(completed: true)]).steps[2]
    #expect(step.warnings.isEmpty)
    #expect(step.phaseNames.contains("interactive"))
    #expect(step.phase("interactive")?.tree.contains(hidden) == true)
    #expect(step.phases.last?.controller("Albums")?.presented == nil)
    #expect(!step.allEvents.contains { $0.contains("presentationControllerWillDismiss") })
  }

  /// fullScreen, overFullScreen, pageSheet and formSheet take the zoom; the others keep
  /// their own animation and hide nothing.
  @Test func whichStylesTakeTheZoom() {
    for style in PresentationStyle.allCases where !style.isAlertController {
      let present = timeline(style, []).steps[1]
      let hides = present.phases.contains { $0.tree.contains { $0.hasSuffix(") hidden = YES") } }
      #expect(
        hides
          == PresentationRules.acceptsZoom(
            PresentationRules.resolveAutomatic(
              style, ios: 18)), "\(style)")
    }
    #expect(
      PresentationStyle.allCases.filter { PresentationRules.acceptsZoom($0) }
        == [.fullScreen, .pageSheet, .formSheet, .overFullScreen])
    let popover = timeline(.popover, []).steps[1]
    #expect(popover.phase("container ready")?.explanation.contains("sources differ (Q-24)") == true)
  }
}
