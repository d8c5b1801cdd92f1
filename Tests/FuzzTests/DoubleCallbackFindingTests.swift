import TestSupport
import SceneFile
import Testing
import TransitionEngine

/// Fuzz findings where one controller heard the same did-callback twice in one phase: the
/// exact events and trees of the smallest scenes they came down to, kept in `Tests/Regressions`.
@Suite struct DoubleCallbackFindingTests {
  private func timeline(_ name: String) throws -> Timeline { try regressionTimeline(name) }

  /// `P.transition(from: X, to: X)`: no source shows what UIKit does (K-4), so the line
  /// changes nothing, sends nothing and says so; X stays appeared in the window.
  @Test func transitionFromAChildToItselfChangesNothing() throws {
    let step = try timeline("transition-from-a-child-to-itself").steps[1]
    #expect(
      step.phases.map(\.name) == [
        "before", "line 5: Shell.transition(from: Page, to: Page)", "after",
      ])
    let line = try #require(step.phase("line 5: Shell.transition(from: Page, to: Page)"))
    #expect(events(line) == [])
    #expect(ViewTreeText.lines(line.window) == step.phase("before")?.tree)
    #expect(line.explanation.contains("from and to are both Page"))
    #expect(line.explanation.contains("no source shows what UIKit does then (K-4)"))
    #expect(state("Page", in: step.phases.last) == "appeared")
  }

  /// The same call from a custom segue's `perform` (`source.parent.transition(from: source,
  /// to: source)`): the segue's prepare, then the line that changes nothing.
  @Test func customSegueTransitioningItsSourceToItselfChangesNothing() throws {
    let step = try timeline("custom-segue-transitions-its-source-to-itself").steps[1]
    #expect(
      step.phases.map { events($0) } == [
        [], ["Page.prepare(for: segue to Next, sender: nil)"], [], [],
      ])
    #expect(
      ViewTreeText.lines(try #require(step.phases.last).window)
        == step.phase("before")?.tree)
    #expect(state("Page", in: step.phases.last) == "appeared")
    #expect(state("Next", in: step.phases.last) == nil)
  }

  /// A view the app's code moved into a presentation's container is listed once when it
  /// leaves: removing the presenter's view from inside its sheet sends each controller one
  /// disappear pair (K-6), and the sheet's container leaves with its presenter.
  @Test func presenterViewRemovedFromInsideItsSheetDisappearsOnce() throws {
    let step = try timeline("code-moves-the-presenters-view-into-its-sheet-then-removes-it")
      .steps[2]
    #expect(events(step.phase("line 7: Sheet.view.insertSubview(Home.view, at: 0)")) == [])
    #expect(
      events(step.phase("line 8: Home.view.removeFromSuperview()")) == [
        "Home.viewWillDisappear(animated: false)", "Sheet.viewWillDisappear(animated: false)",
        "Home.viewDidDisappear(animated: false)", "Sheet.viewDidDisappear(animated: false)",
      ])
    #expect(state("Home", in: step.phases.last) == "disappeared, not in the window")
  }

  /// A page sheet that adapts to full screen while a full-screen cover it presents took its
  /// view keeps that view out of the window (M-1) and hears nothing; dismissing the cover
  /// brings it back into its new container with one appear pair.
  @Test func adaptedSheetUnderACoverStaysOutUntilTheCoverGoes() throws {
    let steps = try timeline("page-sheet-adapts-under-a-full-screen-cover").steps
    let adapt = try #require(steps[3].phases.last)
    #expect(
      events(adapt).filter { !$0.contains("traitCollection") } == [
        "Sheet.presentationController(_:willPresentWithAdaptiveStyle: .fullScreen, "
          + "transitionCoordinator:)",
        "Home.viewWillDisappear(animated: true)", "Home.viewDidDisappear(animated: true)",
        "Cover.viewWillLayoutSubviews()", "Cover.viewDidLayoutSubviews()",
      ])
    #expect(
      ViewTreeText.lines(adapt.window) == [
        "UIWindow (0 0; 320 1194)", "  UITransitionView (0 0; 320 1194)",
        "  UITransitionView (0 0; 320 1194)", "    UIView (0 0; 320 1194) <Cover>",
      ])
    #expect(state("Sheet", in: adapt) == "disappeared, not in the window")
    let dismiss = steps[4]
    #expect(
      events(dismiss.phase("completed")) == [
        "Cover.presentationController.dismissalTransitionDidEnd(true)",
        "Sheet.viewDidAppear(animated: true)", "Cover.viewDidDisappear(animated: true)",
      ])
    #expect(
      ViewTreeText.lines(try #require(dismiss.phases.last).window) == [
        "UIWindow (0 0; 320 1194)", "  UITransitionView (0 0; 320 1194)",
        "    UIView (0 0; 320 1194) <Sheet>",
      ])
    #expect(state("Sheet", in: dismiss.phases.last) == "appeared")
  }
}
