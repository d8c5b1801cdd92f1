import SceneFile
import SwiftScene
import Testing
import TransitionEngine

@testable import TUI

/// What the suite's Swift fuzzer found when the Views pane became as wide as its step: a
/// mutant whose animator runs hundreds of lines made one step of hundreds of phases, and
/// rendering each phase without the cache measured every phase of its step (quadratic). A
/// step longer than `PhaseView.stepLayoutPhases` is laid out phase by phase.
@Suite struct LongStepLayoutTests {
  static let scene = """
    title: A long animator
    root: { vc: Home }
    steps:
      - present: { vc: Sheet }
        from: Home
        style: fullScreen
        animator: |
          containerView.addSubview(toView)

    """
    + String(repeating: "      toView.alpha = 0.5\n", count: 30)
    + "      completeTransition(true)\n"

  @Test func aLongStepIsLaidOutPhaseByPhase() throws {
    let spec = try SwiftSceneLoader.parse(Self.scene, path: "long.yaml")
    var session = SceneSession(entry: SceneEntry(path: "", spec: spec))
    let phases = session.timeline.steps[1].phases.count
    #expect(phases > PhaseView.stepLayoutPhases)
    let state = AppState(catalog: [], session: session)
    for phase in [0, phases / 2, phases - 1] {
      session.position = Position(step: 1, phase: phase)
      let own = PhaseView.list(.current, session, state: state).widestColumns
      #expect(PaneLayout.treeWidth(state, session) == own + 2, "phase \(phase)")
      #expect(PhaseView.stepWidthKey(session, state: state).phase == phase)
    }
  }
}
