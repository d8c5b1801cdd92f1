import TestSupport
import Testing
import TransitionEngine

/// What a fuzz run (seed 2802) found: a show segue whose new destination named a controller
/// already in the navigation stack as a split's compact column. The destination was made with
/// that controller left out of its children but still named by the column, so the stack showed
/// two views. The segue is now refused as `show` and `push` refuse the same tree (K-3).
@Suite struct SegueAdoptionFindingTests {
  @Test func aDestinationNamingAStackedControllerIsRefused() throws {
    let steps = try regressionTimeline("segue-destination-lists-a-controller-of-the-stack").steps
    let refused = steps[1]
    #expect(
      refused.error
        == "UIViewControllerHierarchyInconsistency: child view controller:<UIViewController: "
        + "C2> should have parent view controller:<UINavigationController: C1> but requested "
        + "parent is:<UISplitViewController: C13>")
    let after = try #require(refused.phase("after"))
    #expect(node("C1", in: after)?.children.map(\.name) == ["C2", "C3"])
    #expect(node("C13", in: after) == nil)
    #expect(node("C3", in: after)?.state == .appeared)
  }

  /// The same segue with a destination of its own controllers pushes it.
  @Test func aFreshDestinationIsPushed() throws {
    let steps = try regressionTimeline("segue-destination-lists-a-controller-of-the-stack").steps
    let after = try #require(steps[2].phase("after"))
    #expect(steps[2].error == nil)
    #expect(node("C1", in: after)?.children.map(\.name) == ["C2", "C3", "C20"])
    #expect(node("C20", in: after)?.state == .appeared)
    #expect(node("C3", in: after)?.inWindow == false)
  }
}
