import SceneFile
import Testing
import TransitionEngine

/// Exact events and trees of the fuzz findings that broke the resting invariants ("X is
/// appeared at rest", "C shows [..] instead of its top", "T shows 2 tabs"), each kept as a
/// regression scene in `Tests/Regressions`.
@Suite struct RestingFindingTests {
  private func events(_ phase: Phase?) -> [String] { phase?.events.map(\.description) ?? [] }

  private func state(_ name: String, in phase: Phase?) -> String? {
    phase?.controllers.flattened().first { $0.name == name }.map {
      "\($0.state.rawValue)\($0.inWindow ? "" : ", not in the window")"
    }
  }

  /// `removeFromParent()` on a tab bar controller's tab (N-2, TB-2, SV-1): the container's
  /// content is the app's doing, and the tab it kept showing stays appeared when a push takes
  /// the tab bar controller out of the window; the phase says so and carries the marks.
  @Test func removingATabByHandIsTheAppsMistake() throws {
    let steps = try regressionTimeline("code-removes-a-tab-by-hand").steps
    let line = steps[1].phases[1]
    #expect(events(line) == ["First.didMove(toParent: nil)"])
    #expect(line.explanation.contains("removing one by hand is the app's mistake"))
    #expect(line.appMistakes.contains(.containerContent("Tabs")))
    #expect(line.appMistakes.contains(.appearanceOutOfStep("Second")))
    let push = steps[2]
    #expect(
      events(push.phases[1]) == [
        "Next.willMove(toParent: Nav)", "Next.loadView()", "Next.viewDidLoad()",
        "Tabs.viewWillDisappear(animated: true)", "Next.viewWillAppear(animated: true)",
      ])
    #expect(
      events(push.phases[4]) == [
        "Tabs.viewDidDisappear(animated: true)", "Next.viewDidAppear(animated: true)",
      ])
    #expect(state("Tabs", in: push.phases.last) == "disappeared, not in the window")
    #expect(state("Second", in: push.phases.last) == "appeared, not in the window")
    #expect(
      push.phases.last?.controllers.flattened().map(\.name) == [
        "Nav", "Start", "Tabs", "Second", "Next",
      ])
  }
}
