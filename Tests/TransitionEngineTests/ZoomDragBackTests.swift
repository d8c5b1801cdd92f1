import TestSupport
import Testing

@testable import TransitionEngine

/// N-14: dragging a zoom-pushed controller back is the zoom's own dismiss interaction, not the
/// edge-swipe parallax of N-6; N-18: on iOS 26 the content pan starts it too.
@Suite struct ZoomDragBackTests {
  private func timeline(ios: Int = 18, zoom: Bool = true, _ pop: StepSpec) -> Timeline {
    ZoomFixture.timeline(ios: ios, zoom: zoom, [pop])
  }

  private func swipe(cancelled: Bool, content: Bool = false) -> StepSpec {
    var step = Fixtures.step(.pop(nav: nil, interactiveCancelled: cancelled))
    step.swipeCompleted = !cancelled
    step.contentPop = content
    return step
  }

  private let hidden = "              UIImageView (16 111; 361 44) hidden = YES"
  private let shown = "              UIImageView (16 111; 361 44)"

  /// The revealed view during the drag: at its final frame, below the popped view, its source
  /// view hidden; no dimming view, no −0.3·W parking (N-14).
  private var dragTree: [String] {
    [
      "UIWindow (0 0; 393 852)",
      "  UITransitionView (0 0; 393 852)",
      "    UIDropShadowView (0 0; 393 852)",
      "      UILayoutContainerView (0 0; 393 852) <Nav>",
      "        UINavigationTransitionView (0 0; 393 852)",
      "          UIViewControllerWrapperView (0 0; 393 852) [containerView]",
      "            UIView (0 0; 393 852) <Grid>",
      hidden,
      "            UIView (0 0; 393 852) <Photo>",
      "        UINavigationBar (0 59; 393 44)",
    ]
  }

  @Test func aCancelledDragSpringsBackWithTheCallbacksOfN6() {
    let step = timeline(swipe(cancelled: true)).steps[2]
    #expect(step.action == .pop(.swipeBackCancelled, nav: "Nav"))
    #expect(
      step.phaseNames
        == ["before", "container ready", "to-view added", "interactive", "cancelled", "after"])
    #expect(step.phase("interactive")?.tree == dragTree)
    #expect(!step.phases.contains { $0.tree.contains { $0.contains("_UIParallaxDimmingView") } })
    // Stack unchanged, the revealed view gone again; no willMove for a pop that never happens.
    #expect(step.phase("after")?.tree == step.phase("before")?.tree)
    #expect(step.phase("after")?.controller("Nav")?.children.map(\.name) == ["Grid", "Photo"])
    #expect(
      step.allEvents == [
        "Photo.viewWillDisappear(animated: true)", "Grid.viewWillAppear(animated: true)",
        "Grid.viewIsAppearing(animated: true)", "Grid.viewWillLayoutSubviews()",
        "Grid.viewDidLayoutSubviews()",
        // N-6: the revealed controller disappears again, the top one re-appears.
        "Grid.viewWillDisappear(animated: true)", "Grid.viewDidDisappear(animated: true)",
        "Photo.viewWillAppear(animated: true)", "Photo.viewIsAppearing(animated: true)",
        "Photo.viewDidAppear(animated: true)",
      ])
    #expect(step.phase("container ready")?.explanation.contains("(N-14)") == true)
    #expect(step.phase("cancelled")?.explanation.contains("N-6 applies unchanged") == true)
  }

  /// The cancel shows the source view again: Grid, revealed by a later pop without animation
  /// (which hides nothing), has its image view visible.
  @Test func theSourceViewIsShownAgainAfterACancel() {
    let steps = [
      swipe(cancelled: true),
      Fixtures.step(.pop(nav: nil, interactiveCancelled: false), animated: false),
    ]
    let last = ZoomFixture.timeline(steps).steps[3]
    #expect(last.phases.last?.tree.contains(shown) == true)
    #expect(last.phases.last?.tree.contains(hidden) == false)
  }

  @Test func aCompletedDragFinishesAsAZoomPop() {
    let step = timeline(swipe(cancelled: false)).steps[2]
    #expect(step.action == .pop(.swipeBack, nav: "Nav"))
    #expect(
      step.phaseNames
        == [
          "before", "container ready", "to-view added", "interactive", "animating", "completed",
          "after",
        ])
    #expect(step.phase("interactive")?.tree == dragTree)
    #expect(step.phase("animating")?.tree == dragTree)
    #expect(step.phase("completed")?.tree.contains(shown) == true)
    #expect(step.phase("completed")?.tree.contains { $0.contains("<Photo>") } == false)
    // Exactly a popViewController's zoom pop (N-13), whose 13.4 order ZoomPopTests pins.
    let called = ZoomFixture.timeline([Fixtures.step(.pop(nav: nil, interactiveCancelled: false))])
    #expect(step.allEvents == called.steps[2].allEvents)
    #expect(step.allEvents.first == "Photo.willMove(toParent: nil)")
    #expect(step.allEvents.count == 9)
    #expect(step.phase("after")?.controller("Nav")?.children.map(\.name) == ["Grid"])
    #expect(step.phase("animating")?.explanation.contains("(N-14, N-13)") == true)
  }

  /// Without a zoom, a finished swipe back slides with the parallax (N-3), the finger's
  /// 40% first and 70% once it lets go (−0.3 × 393 × 0.6 = −70.74, × 0.3 = −35.37); the
  /// callbacks are 13.4's.
  @Test func aCompletedEdgeSwipeSlides() {
    let step = timeline(zoom: false, swipe(cancelled: false)).steps[2]
    let wrappers = { (phase: String) in
      step.phase(phase)?.tree.filter { $0.contains("UIView (") && !$0.contains("<") } ?? []
    }
    #expect(wrappers("interactive") == ["            UIView (-70.74 0; 393 852)"])
    #expect(wrappers("animating") == ["            UIView (-35.37 0; 393 852)"])
    #expect(
      step.phase("interactive")?.tree.contains(
        "            _UIParallaxDimmingView (157.2 0; 393 852)") == true)
    #expect(step.allEvents.first == "Photo.willMove(toParent: nil)")
    #expect(step.allEvents.last == "Photo.didMove(toParent: nil)")
  }

  /// N-18: on iOS 26 the content pan drives the same zoom interaction (N-14) and says so.
  @Test func theContentPanOfIOS26DrivesTheZoomInteraction() {
    let step = timeline(ios: 26, swipe(cancelled: true, content: true)).steps[2]
    #expect(!step.phases.contains { $0.tree.contains { $0.contains("_UIParallaxDimmingView") } })
    let ready = step.phase("container ready")?.explanation ?? ""
    #expect(ready.contains("interactiveContentPopGestureRecognizer, N-18"))
    #expect(ready.contains("(N-14)"))
  }
}
