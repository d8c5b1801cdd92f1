import Foundation
import SceneFile
import SwiftScene
import TestSupport
import Testing
import TransitionEngine

/// AppCallsFixtures' Swift with InteractionFixtures', mutated (SwiftFuzzTests.mutate), loaded into the scenes of
/// SwiftAppCallsTests and planned: every mutant fails with a located error or plans with the
/// engine's invariants intact (`plan` records any broken one). `TSCOPE_APPCALLS_FUZZ_CASES`
/// sets the mutants a scene (30 by default).
@Suite struct AppCallsFuzzTests {
  static let scenes: [(root: String, steps: String)] = [
    (
      "{ vc: Home }",
      "  - present: Card\n    from: Home\n    style: fullScreen\n"
        + "    animator: \"SnapshotRevealAnimator()\"\n  - dismiss: Card\n"
        + "  - present: { vc: Sheet, class: CardViewController }\n    from: Home\n"
    ),
    (
      "{ navigation: Nav, stack: [List] }",
      "  - push: Photo\n    navigationDelegate: \"DissolveNavigationDelegate()\"\n"
        + "  - pop: Nav\n    animator: \"FlipAnimator()\"\n"
        + "  - present: Overlay\n    from: Nav\n    style: custom\n"
        + "    transitioningDelegate: \"OverlayTransitioningDelegate()\"\n  - dismiss: Overlay\n"
        + "  - segue: Settings\n    from: List\n    class: FadeOverSegue\n"
        + "  - unwind: List\n    from: Settings\n    class: DismissUnwindSegue\n"
    ),
    (
      "{ container: Shell, children: [Intro] }",
      "  - segue: Setup\n    from: Intro\n    class: SwapChildSegue\n"
    ),
    ("{ vc: Home }", InteractionFixtures.steps),
    // isHidden in a presentation controller, alpha and transform in segues.
    (
      "{ vc: Home }",
      "  - present: Banner\n    from: Home\n    style: custom\n"
        + "    transitioningDelegate: \"BannerTransition()\"\n  - dismiss: Banner\n"
        + "  - present: Reveal\n    from: Home\n    style: custom\n"
        + "    transitioningDelegate: \"RevealTransition()\"\n  - dismiss: Reveal\n"
        + "  - segue: Detail\n    from: Home\n    class: ScaleUpSegue\n"
        + "  - segue: Help\n    from: Detail\n    class: FadeOutSegue\n"
    ),
    // `code:` lines calling the app's own members (issue 32).
    ("{ vc: Frame, class: FrameScreen }", AppMemberFixtures.frameSteps),
    // The interaction question at every transition, a delegate set in `viewDidLoad` (issue 32).
    (
      "{ navigation: Nav, stack: [{ vc: List, class: ListViewController }] }",
      "  - push: { vc: Detail, class: DetailViewController }\n  - pop: Nav\n"
        + "  - push: More\n    navigationDelegate: \"Gated()\"\n"
        + "  - present: Sheet\n    from: Nav\n    transitioningDelegate: \"Eager()\"\n"
    ),
  ]

  static var cases: Int {
    ProcessInfo.processInfo.environment["TSCOPE_APPCALLS_FUZZ_CASES"].flatMap { Int($0) }
      ?? TestDepth.count(quick: 10, full: 30)
  }

  @Test(arguments: 0..<scenes.count) func mutantsFailLocatedOrPlanSoundly(index: Int) throws {
    let base =
      index == 6
      ? InteractionAskTests.swift + "\n" + ChildSetsDelegateTests.swift
      : index == 5
        ? AppMemberFixtures.swift
        : index == 4
          ? ChromeHiddenFixtures.swift + "\n" + SegueLookFixtures.swift
          : AppCallsFixtures.swift + "\n" + (try InteractionFixtures.swift())
    var random = SwiftFuzzTests.Generator(state: FuzzBudget.state(UInt64(100 + index)))
    var planned = 0
    var located = 0
    var budget = FuzzBudget(cases: Self.cases)
    while budget.next() {
      var mutant = base
      for _ in 0..<Int.random(in: 1...3, using: &random) {
        mutant = SwiftFuzzTests.mutate(mutant, &random)
      }
      let yaml =
        "title: t\nswift: All.swift\nroot: \(Self.scenes[index].root)\nsteps:\n"
        + Self.scenes[index].steps
      do {
        let scene = try SwiftSceneLoader.parse(
          yaml, path: "t.yaml", swiftFile: { $0 == "All.swift" ? ("All.swift", mutant) : nil })
        _ = plan(scene)
        planned += 1
      } catch {
        #expect(error.line >= 1, "\(error)")
        located += 1
      }
    }
    #expect(planned + located == budget.taken)
    TestDepth.report(
      "app-calls fuzz, scene \(index): \(budget.taken) mutants, \(planned) planned, \(located) located errors, \(budget.slowestText)"
    )
  }
}
