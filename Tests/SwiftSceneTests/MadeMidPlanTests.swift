import SceneFile
import SwiftScene
import TestSupport
import Testing
import TransitionEngine

/// Controllers the app's code makes are made in the world when the planner creates the
/// controller whose override makes them (issue 32): reading the scene runs none of the code,
/// a step may name such a controller (the reader records the name on the step), and the
/// planner finds it there, or refuses the step when the code has made none by then.
@Suite struct MadeMidPlanTests {
  static let swift = """
    import UIKit

    final class HomeScreen: UIViewController {
      var shown = false

      override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard !shown else { return }
        shown = true
        present(WelcomeViewController(), animated: true)
      }
    }

    final class WelcomeViewController: UIViewController {}

    final class BoardScreen: UIViewController {
      override func viewDidLoad() {
        super.viewDidLoad()
        let chart = UIViewController()
        addChild(chart)
        view.addSubview(chart.view)
        chart.didMove(toParent: self)
      }
    }
    """

  static func scene(_ root: String, _ steps: String, runtime: any SceneSwift = SwiftRuntime())
    throws -> SceneSpec
  {
    try SceneLoader.parse(
      "title: t\nswift: Screens.swift\nroot: \(root)\nsteps:\n" + steps, path: "t.yaml",
      swiftFile: { $0 == "Screens.swift" ? ("Screens.swift", Self.swift) : nil },
      swift: runtime)
  }

  @Test func theReaderRecordsTheNameAndRunsNothing() throws {
    let runtime = CountingRuntime()
    let scene = try Self.scene(
      "{ navigation: Nav, stack: [{ vc: Home, class: HomeScreen }] }", "  - dismiss: Welcome\n",
      runtime: runtime)
    #expect(runtime.whats(.run) == [])
    #expect(scene.steps.map(\.namesFromCode) == [["Welcome"]])
    guard case .navigation(let stack) = scene.root.kind, let home = stack.first else {
      Issue.record("no navigation root")
      return
    }
    // Read: the class has overrides, and nothing they make is known yet.
    #expect(home.options.hasSwiftOverrides)
    #expect(home.options.lifecyclePresents.isEmpty)
  }

  @Test func theCodeMakesTheControllerAStepNames() throws {
    let timeline = plan(
      try Self.scene(
        "{ navigation: Nav, stack: [{ vc: Home, class: HomeScreen }] }", "  - dismiss: Welcome\n"))
    // P-12: Home's viewDidAppear presents Welcome once the launch is on screen.
    let launch = try #require(timeline.steps.first?.phases.last)
    #expect(launch.owners.last == "Welcome")
    let dismissal = try #require(timeline.steps.last)
    #expect(dismissal.warnings == [])
    #expect(dismissal.action == .dismiss(ControllerID("Welcome"), cancelled: false))
    #expect(dismissal.phases.last?.owners.contains("Welcome") == false)
    #expect(dismissal.phases.last?.owners.contains("Home") == true)
  }

  @Test func aNameNoCodeMadeIsRefusedWhenPlanned() throws {
    let timeline = plan(
      try Self.scene(
        "{ navigation: Nav, stack: [{ vc: Home, class: HomeScreen }] }",
        "  - dismiss: Welcom\n  - dismiss: Welcome\n"))
    let typo = try #require(timeline.steps.dropFirst().first)
    #expect(
      typo.warnings == [
        "no controller is named 'Welcom' when this step runs: the scene defines none, and the "
          + "app's code has made none by now"
      ])
    #expect(typo.phases.map(\.name) == ["before", "after"])
    #expect(typo.phases.last?.owners.last == "Welcome")
    // The real name still works after the refused step.
    #expect(timeline.steps.last?.warnings == [])
    #expect(timeline.steps.last?.phases.last?.owners.contains("Welcome") == false)
  }

  @Test func aSceneWithoutOverridesStillRejectsAnUnknownName() throws {
    #expect(throws: SceneError.self) {
      _ = try Self.scene("{ navigation: Nav, stack: [Home] }", "  - dismiss: Welcome\n")
    }
  }

  @Test func childrenViewDidLoadAddsAreMadeWhenTheWorldCreatesTheParent() throws {
    let scene = try Self.scene(
      "{ navigation: Nav, stack: [{ vc: Home, class: HomeScreen }] }",
      "  - push: { vc: Board, class: BoardScreen }\n    on: Nav\n  - removeChild: Chart\n")
    guard case .push(let board, _) = scene.steps[0].action else {
      Issue.record("no push")
      return
    }
    // Read: a plain controller; K-1's children come when the planner creates it.
    #expect(board.kind == .plain)
    let timeline = plan(scene)
    let pushed = try #require(timeline.steps.dropFirst().first?.phases.last)
    #expect(pushed.controller("Board")?.children.map(\.name) == ["Chart"])
    #expect(timeline.steps.last?.warnings == [])
    #expect(timeline.steps.last?.phases.last?.controller("Board")?.children.map(\.name) == [])
  }
}
