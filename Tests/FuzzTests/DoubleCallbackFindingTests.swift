import SceneFile
import Testing
import TransitionEngine

/// Fuzz findings where one controller heard the same did-callback twice in one phase: the
/// exact events and trees of the smallest scenes they came down to, kept in `Tests/Regressions`.
@Suite struct DoubleCallbackFindingTests {
  private func timeline(_ name: String) throws -> Timeline { try regressionTimeline(name) }

  private func events(_ phase: Phase?) -> [String] { phase?.events.map(\.description) ?? [] }

  private func state(_ name: String, in phase: Phase?) -> String? {
    phase?.controllers.flattened().first { $0.name == name }.map {
      "\($0.state.rawValue)\($0.inWindow ? "" : ", not in the window")"
    }
  }

  /// `P.transition(from: X, to: X)`: no source shows what UIKit does (K-4), so the line
  /// changes nothing, sends nothing and says so; X stays appeared in the window.
  @Test func transitionFromAChildToItselfChangesNothing() throws {
    let step = try timeline("transition-from-a-child-to-itself").steps[1]
    #expect(
      step.phases.map(\.name) == [
        "before", "line 5: Shell.transition(from: Page, to: Page)", "after",
      ])
    let line = step.phases[1]
    #expect(events(line) == [])
    #expect(ViewTreeText.lines(line.window) == ViewTreeText.lines(step.phases[0].window))
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
        == ViewTreeText.lines(step.phases[0].window))
    #expect(state("Page", in: step.phases.last) == "appeared")
    #expect(state("Next", in: step.phases.last) == nil)
  }

  /// A view the app's code moved into a presentation's container is listed once when it
  /// leaves: removing the presenter's view from inside its sheet sends each controller one
  /// disappear pair (K-6), and the sheet's container leaves with its presenter.
  @Test func presenterViewRemovedFromInsideItsSheetDisappearsOnce() throws {
    let step = try timeline("code-moves-the-presenters-view-into-its-sheet-then-removes-it")
      .steps[2]
    #expect(events(step.phases[1]) == [])
    #expect(
      events(step.phases[2]) == [
        "Home.viewWillDisappear(animated: false)", "Sheet.viewWillDisappear(animated: false)",
        "Home.viewDidDisappear(animated: false)", "Sheet.viewDidDisappear(animated: false)",
      ])
    #expect(state("Home", in: step.phases.last) == "disappeared, not in the window")
  }
}
