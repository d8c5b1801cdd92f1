import Foundation
import SceneFile
import SwiftScene
import TestSupport
import Testing
import TransitionEngine

/// Phase names are unique within a step (the scene format's phase-name contract): a second run
/// of a sub-transition is numbered, and a step's own `after` before presents from lifecycle
/// callbacks is `transition ended` (P-12).
@Suite struct PhaseNameTests {
  @Test func aStepThatPopsTwiceAndPresentsFromCallbacksNamesEachPhaseOnce() throws {
    let step = try regressionTimeline("lifecycle-presents-name-every-phase-once").steps[1]
    #expect(
      step.phaseNames == [
        "before", "pop: container ready", "pop: to-view added", "pop: animating",
        "pop: completed", "pop: after", "pop 2: completed", "pop 2: after", "transition ended",
        "present: container ready", "present: presentation will begin", "present: to-view added",
        "present: animating", "present: completed", "present: after", "present 2: after", "after",
      ])
    #expect(InvariantChecker.repeatedPhaseNames(in: step) == [])
    // The second pop is the one that shows Home: its viewDidLoad and viewDidAppear come there.
    let shown = step.phase("pop 2: completed")?.eventLines ?? []
    #expect(
      shown.contains("Home.viewDidLoad()") && shown.contains("Home.viewDidAppear(animated: false)"))
    #expect(step.phase("transition ended")?.explanation.hasPrefix("Every line has run") == true)
    #expect(step.phase("present 2: after")?.eventLines == [])
    #expect(step.phase("present 2: after")?.explanation.contains("same run-loop turn") == true)
    #expect(step.phases.last?.explanation.hasPrefix("The step is over") == true)
  }

  /// The launch's two presents: viewDidLoad's refused one is `present: after`, viewDidAppear's
  /// is `present 2: …`; a dismissal that brings Onboarding back ends its own transition in
  /// `transition ended`.
  @Test func theSceneThatPresentsFromViewDidAppearNamesEachPhaseOnce() throws {
    let url = FuzzPaths.scenes.appendingPathComponent("present-from-view-did-appear.yaml")
    let text = try String(contentsOf: url, encoding: .utf8)
    let timeline = plan(try SwiftSceneLoader.parse(text, path: url.path))
    #expect(
      timeline.steps[0].phaseNames == [
        "initial", "present: after", "present 2: container ready",
        "present 2: presentation will begin", "present 2: to-view added", "present 2: animating",
        "present 2: completed", "present 2: after",
      ])
    #expect(
      timeline.steps[2].phaseNames == [
        "before", "completed", "transition ended", "present: container ready",
        "present: presentation will begin", "present: to-view added", "present: animating",
        "present: completed", "present: after", "after",
      ])
    let ended = timeline.steps[2].phase("transition ended")
    #expect(ended?.eventLines == ["dismiss completion block"])
    #expect(ended?.owners == ["HomeNav", "Home"])
    #expect(timeline.steps[2].phases.last?.owners == ["Onboarding"])
  }
}
