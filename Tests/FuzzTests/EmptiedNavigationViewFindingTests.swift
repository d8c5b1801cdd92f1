import Testing
import TransitionEngine

/// Issue 36's open finding of seed 40445: an animator that never completes takes the
/// navigation controller's `UINavigationTransitionView` out of the window, then `popToRoot`
/// runs. The navigation controller still sends the pop's callbacks itself (N-10, 13.4), so its
/// new top counts as appeared out of the window: the consequence of the app's line, marked.
@Suite struct EmptiedNavigationViewFindingTests {
  private let scene = "pop-to-root-under-an-emptied-navigation-view"

  /// The phase of `step` (1-based) named `name` in the regression scene's timeline.
  private func phase(step: Int, _ name: String) throws -> Phase {
    let steps = try regressionTimeline(scene).steps
    let found = steps.first { $0.index == step }?.phases.first { $0.name == name }
    return try #require(found, "\(scene): no phase '\(name)' in step \(step)")
  }

  @Test func theNewTopHearsItsCallbacksOutOfTheWindow() throws {
    let completed = try phase(step: 3, "completed")
    #expect(
      completed.events.map(\.description) == [
        "C5.willMove(toParent: nil)", "C2.loadView()", "C2.viewDidLoad()",
        "C2.viewWillAppear(animated: false)", "C3.loadView()", "C3.viewDidLoad()",
        "C3.viewWillAppear(animated: false)", "C2.viewIsAppearing(animated: false)",
        "C2.viewWillLayoutSubviews()", "C2.viewDidLayoutSubviews()",
        "C3.viewIsAppearing(animated: false)", "C3.viewWillLayoutSubviews()",
        "C3.viewDidLayoutSubviews()", "C2.viewDidAppear(animated: false)",
        "C3.viewDidAppear(animated: false)",
      ])
    #expect(
      completed.explanation.hasSuffix(
        "C2 and C3 count as appeared, but their views are not in the window: C1 showed them in "
          + "its UINavigationTransitionView, which line 22 (`fromVC.view.subviews.forEach { "
          + "$0.removeFromSuperview() }`) had taken out of the window. C1 sends its children's "
          + "appearance callbacks itself (N-10, 13.3, 13.4); that it sends them with its "
          + "UINavigationTransitionView out of the window is inferred [I]."))
    let after = try phase(step: 3, "after")
    #expect(
      after.appMistakes == [
        .appearanceOutOfStep("C5"), .unfinishedTransition, .appearanceOutOfStep("C6"),
        .appearanceOutOfStep("C2"), .appearanceOutOfStep("C3"),
      ])
    let states = after.controllers.flattened().filter { ["C2", "C3"].contains($0.name) }
      .map { "\($0.name) \($0.state.rawValue) inWindow=\($0.inWindow)" }
    #expect(states == ["C2 appeared inWindow=false", "C3 appeared inWindow=false"])
    #expect(InvariantChecker.violations(in: after).isEmpty)
    #expect(
      ViewTreeText.lines(after.window) == [
        "UIWindow (0 0; 440 956)",
        "  UITransitionView (0 0; 440 956)",
        "    UIDropShadowView (20 43.45; 400 869.09) transform = [0.9091, 0, 0, 0.9091, 0, 0]",
        "      UITableView (0 0; 440 956) <C1>",
        "  UITransitionView (0 0; 440 956) [containerView]",
        "    UIDropShadowView (0 72; 440 884)",
        "      _UIRoundedRectShadowView (0 0; 440 884) alpha = 0",
        "      UIView (0 0; 440 884)",
        "        UIView (0 0; 440 884)",
        "          UIView (0 0; 440 884) <C6>",
      ])
  }

  /// The same through a push: the pushed controller is the one out of the window.
  @Test func aPushedControllerHearsItsCallbacksOutOfTheWindow() throws {
    let steps = try regressionTimeline("push-under-a-navigation-view-an-animator-emptied").steps
    let after = try #require(steps.last?.phases.last)
    #expect(
      after.appMistakes == [
        .appearanceOutOfStep("Detail"), .unfinishedTransition, .appearanceOutOfStep("Card"),
        .appearanceOutOfStep("More"),
      ])
    let more = after.controllers.flattened().first { $0.name == "More" }
    #expect(
      more.map { "\($0.state.rawValue) inWindow=\($0.inWindow)" } == "appeared inWindow=false")
    #expect(InvariantChecker.violations(in: after).isEmpty)
    let told = steps.last?.phases.map(\.explanation).filter {
      $0.contains(
        "More counts as appeared, but its view is not in the window: Nav showed it in "
          + "its UINavigationTransitionView, which line 12")
    }
    #expect(told?.count == 1)
  }
}
