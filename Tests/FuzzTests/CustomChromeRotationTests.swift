import TestSupport
import Testing
import TransitionEngine

/// PC-6, PC-7: the views of `custom: chrome:` belong to the app's presentation controller;
/// UIKit does not lay them out after a size change, so they keep their frames.
@Suite struct CustomChromeRotationTests {
  @Test func chromeKeepsItsFrameInLandscapeAndBack() throws {
    let timeline = try regressionTimeline("custom-chrome-keeps-its-frame-after-a-rotation")
    let landscape = try #require(timeline.steps[2].phases.last)
    #expect(
      landscape.tree == [
        "UIWindow (0 0; 852 393)",
        "  UITransitionView (0 0; 852 393)",
        "    UIDropShadowView (0 0; 852 393)",
        "      UIView (0 0; 852 393) <Home>",
        "  UITransitionView (0 0; 852 393)",
        "    DimmingView (0 0; 393 852)",
        "    HandleView (0 0; 393 852)",
        "    UIView (0 300; 393 552) <Card>",
      ])
    #expect(landscape.explanation.contains("keep their frames unless"))
    #expect(landscape.explanation.contains("(PC-6, PC-7; that they keep them is inferred [I])"))
    #expect(landscape.explanation.contains("what the app does there is unknown"))
    let portrait = try #require(timeline.steps[3].phases.last)
    #expect(portrait.tree == timeline.steps[1].phases.last?.tree)
  }
}
