import Foundation
import Testing
import TransitionEngine

/// Issue 36's fresh fuzz finding: a tab switch, cancelled or completed, whose animator puts
/// back in the window the tab's view that a current-context presentation inside that tab had
/// taken out (M-2, T-8). UIKit told what the presentation shows (C), not B and D, so they are
/// in the window yet disappeared at rest: the app's mistake, marked and named (X-8, inferred).
@Suite struct ContextPresenterTabFindingTests {
  private func phase(_ scene: String, step: Int, _ name: String) throws -> Phase {
    let steps = try regressionTimeline(scene).steps
    let found = steps.first { $0.index == step }?.phases.first { $0.name == name }
    return try #require(found, "\(scene): no phase '\(name)' in step \(step)")
  }

  private static let mistake =
    "The mistake: %LINE% put B's view back in the window, which the current-context "
    + "presentation inside its tab had taken out (M-2, T-8); UIKit sent the switch's callbacks "
    + "to what that presentation shows, not to B, so B and D count as disappeared with their "
    + "views in the window (X-8, inferred)."

  private static let windowAtRest = [
    "UIWindow (0 0; 393 852)",
    "  UITransitionView (0 0; 393 852)",
    "    UIDropShadowView (0 0; 393 852)",
    "      UILayoutContainerView (0 0; 393 852) <E>",
    "        UITransitionView (0 0; 393 852)",
    "          UIViewControllerWrapperView (0 0; 393 852)",
    "            UITransitionView (0 0; 393 852)",
    "              UIView (0 0; 393 852) <C>",
    "            UILayoutContainerView (0 0; 393 852) <B>",
    "              UINavigationTransitionView (0 0; 393 852)",
    "                UIViewControllerWrapperView (0 0; 393 852)",
    "                  UIView (0 0; 393 852) <D>",
    "              UINavigationBar (0 59; 393 44)",
    "        UITabBar (0 769; 393 83)",
  ]

  /// The cancelled switch to A: B stays selected, its view back in the window by line 11.
  @Test func aCancelledSwitchPuttingTheFromViewBackMarksBAndD() throws {
    let scene = "cancelled-tab-switch-puts-a-context-presenters-view-back"
    let ready = try phase(scene, step: 2, "container ready")
    #expect(
      events(ready) == [
        "A.loadView()", "A.viewDidLoad()", "A.viewWillAppear(animated: true)",
        "C.viewWillDisappear(animated: true)",
        "E.delegate.tabBarController(_:animationControllerForTransitionFrom: B, to: A)",
      ])
    let cancelled = try phase(scene, step: 2, "cancelled")
    #expect(
      events(cancelled) == [
        "A.viewWillDisappear(animated: true)", "A.viewDidDisappear(animated: true)",
        "C.viewWillAppear(animated: true)", "C.viewIsAppearing(animated: true)",
        "C.viewDidAppear(animated: true)",
      ])
    #expect(cancelled.appMistakes == [.appearanceOutOfStep("B"), .appearanceOutOfStep("D")])
    let line = "line 11 (`containerView.addSubview(fromView)`)"
    #expect(
      cancelled.explanation.hasSuffix(Self.mistake.replacingOccurrences(of: "%LINE%", with: line)))
    let after = try phase(scene, step: 2, "after")
    #expect(events(after) == ["animator.animationEnded(false)"])
    #expect(state("B", in: after) == "disappeared")
    #expect(state("D", in: after) == "disappeared")
    #expect(state("C", in: after) == "appeared")
    #expect(state("A", in: after) == "disappeared, not in the window")
    #expect(ViewTreeText.lines(after.window) == Self.windowAtRest)
    #expect(InvariantChecker.violations(in: after) == [])
  }

  /// The completed switch back to B: line 12 adds the to-view, B's view, as X-8 asks.
  @Test func aSwitchBackAddingTheToViewMarksBAndD() throws {
    let scene = "tab-switch-back-puts-a-context-presenters-view-back"
    let completed = try phase(scene, step: 3, "completed")
    #expect(
      events(completed) == [
        "A.viewDidDisappear(animated: true)", "C.viewDidAppear(animated: true)",
        "animator.animationEnded(true)",
      ])
    #expect(completed.appMistakes == [.appearanceOutOfStep("B"), .appearanceOutOfStep("D")])
    let line = "line 12 (`containerView.addSubview(toView)`)"
    #expect(
      completed.explanation.hasSuffix(Self.mistake.replacingOccurrences(of: "%LINE%", with: line)))
    let after = try phase(scene, step: 3, "after")
    #expect(state("B", in: after) == "disappeared")
    #expect(state("D", in: after) == "disappeared")
    #expect(state("C", in: after) == "appeared")
    #expect(state("A", in: after) == "disappeared, not in the window")
    #expect(ViewTreeText.lines(after.window) == Self.windowAtRest)
    #expect(InvariantChecker.violations(in: after) == [])
  }
}
