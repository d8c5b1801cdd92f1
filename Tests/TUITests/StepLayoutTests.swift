import Testing
import TransitionEngine

@testable import TUI

/// The views pane is as wide as the widest row of the step on screen: stepping through one
/// transition's phases never moves the panes, and the Why pane's lines the reducer keeps are
/// the ones a fresh render makes.
@Suite struct StepLayoutTests {
  /// The views pane's region at every phase of every step of `spec`, by step.
  static func regions(_ spec: SceneSpec, width: Int, height: Int) -> [[Region?]] {
    var app = Fixtures.app(spec, width: width, height: height)
    _ = app.handle(.key(.character("g")))
    var byStep: [[Region?]] = []
    var last = Position(step: -1, phase: 0)
    while let position = app.state.session?.position, position != last {
      if position.step >= byStep.count { byStep.append([]) }
      let layout = PaneLayout.compute(width: width, height: height, state: app.state)
      byStep[position.step].append(layout.panes[.views])
      last = position
      _ = app.handle(.key(.right))
    }
    return byStep
  }

  @Test(arguments: [Fixtures.push, Fixtures.pageSheet, Fixtures.tabs, Fixtures.container])
  func aStepsPhasesShareOneLayout(spec: SceneSpec) {
    for (width, height) in [(120, 40), (160, 50), (80, 24)] {
      let steps = Self.regions(spec, width: width, height: height)
      #expect(steps.count == spec.steps.count + 1, "\(width)x\(height)")
      for (step, regions) in steps.enumerated() {
        #expect(Set(regions.map { $0.map { "\($0)" } ?? "none" }).count == 1, "step \(step)")
      }
    }
  }

  /// A push's animating phase holds both controllers' views, deeper than its before phase: the
  /// before phase is laid out as wide as the step's widest row, not its own.
  @Test func theWidthIsTheStepsWidestRow() throws {
    let app = Fixtures.app(Fixtures.push, width: 160, height: 50)
    let session = try #require(app.state.session)
    let first = session.at(Position(step: 1, phase: 0))
    let own = PhaseView.list(.current, first, state: app.state).widestColumns
    let step = PhaseView.stepWidest(first, state: app.state)
    #expect(step > own)
    #expect(PaneLayout.treeWidth(app.state, first) == step + 2)
  }

  @Test func theWhyPanesKeptLinesAreTheFreshOnes() {
    var app = WhyRuleTests.app()
    for key: Key in [.character("j"), .character("j"), .character("k"), .left, .right, .tab] {
      _ = app.handle(.key(key))
      RowCacheTests.expectSameScreen(app, "after \(key)")
    }
  }
}
