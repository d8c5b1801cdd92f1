import TestSupport
import Testing

@testable import TransitionEngine

/// N-13: a controller pushed with a zoom pops back with the zoom, not the parallax slide.
@Suite struct ZoomPopTests {
  private func timeline(ios: Int = 18, zoom: Bool = true, _ pop: StepAction) -> Timeline {
    ZoomFixture.timeline(ios: ios, zoom: zoom, [Fixtures.step(pop)])
  }

  private let pop = StepAction.pop(nav: nil, interactiveCancelled: false)

  @Test func thePopZoomsBackAndHidesTheSource() {
    let step = timeline(pop).steps[2]
    #expect(
      step.phaseNames
        == ["before", "container ready", "to-view added", "animating", "completed", "after"])
    #expect(!step.phases.contains { $0.tree.contains { $0.contains("_UIParallaxDimmingView") } })
    // The source view is hidden while the zoom runs and shown again at completion.
    let hidden = "UIImageView (16 111; 361 44) hidden = YES"
    #expect(step.phase("to-view added")?.tree.contains { $0.hasSuffix(hidden) } == true)
    #expect(step.phase("animating")?.tree.contains { $0.hasSuffix(hidden) } == true)
    #expect(step.phase("completed")?.tree.contains { $0.hasSuffix(hidden) } == false)
    // No −0.3·W parking: the revealed view is at its final frame from the start.
    let added = step.phase("to-view added")?.tree ?? []
    #expect(
      Array(added[5...7]) == [
        "          UIViewControllerWrapperView (0 0; 393 852) [containerView]",
        "            UIView (0 0; 393 852) <Grid>",
        "              UIImageView (16 111; 361 44) hidden = YES",
      ])
    #expect(
      step.allEvents == [
        "Photo.willMove(toParent: nil)", "Photo.viewWillDisappear(animated: true)",
        "Grid.viewWillAppear(animated: true)", "Grid.viewIsAppearing(animated: true)",
        "Grid.viewWillLayoutSubviews()", "Grid.viewDidLayoutSubviews()",
        "Photo.viewDidDisappear(animated: true)", "Grid.viewDidAppear(animated: true)",
        "Photo.didMove(toParent: nil)",
      ])
    #expect(step.phase("container ready")?.explanation.contains("N-13") == true)
  }

  /// Without the zoom (or before iOS 18) the pop keeps the parallax slide (N-3).
  @Test func aPlainPopStillSlides() {
    for (ios, zoom) in [(18, false), (17, true)] {
      let step = timeline(ios: ios, zoom: zoom, pop).steps[2]
      #expect(step.phases.contains { $0.tree.contains { $0.contains("_UIParallaxDimmingView") } })
    }
  }
}
