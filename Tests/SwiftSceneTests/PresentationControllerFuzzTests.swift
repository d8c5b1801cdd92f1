import Foundation
import SceneFile
import SwiftScene
import TestSupport
import Testing
import TransitionEngine

/// The card presentation controller of `Scenes/`, mutated (lines dropped, duplicated,
/// swapped or cut; recursion, loops, chrome calls and see-through backgrounds inserted;
/// rotations ask the same presentation controller again, in the planner, for each new
/// container, and a presentation made in landscape is asked with that container): every
/// mutant fails with an
/// error located in its file or loads, plans without breaking an invariant and ends.
@Suite struct PresentationControllerFuzzTests {
  static let inserted = [
    "presentationTransitionWillBegin()",
    "containerView?.addSubview(dimmingView)",
    "containerView!.insertSubview(dimmingView, at: 0)",
    "dimmingView.removeFromSuperview()",
    "dimmingView.alpha = -3",
    "dimmingView.frame = CGRect(x: 1e300, y: 0, width: -5, height: 1 / 0)",
    "override var frameOfPresentedViewInContainerView: CGRect { frameOfPresentedViewInContainerView }",
    "override var shouldRemovePresentersView: Bool { true }",
    "override var presentedView: UIView? { dimmingView }",
    "for _ in 0..<1000000 { containerView?.addSubview(dimmingView) }",
    "presentedView?.backgroundColor = UIColor.black.withAlphaComponent(0.4)",
    "presentedView?.backgroundColor = UIColor(white: 0, alpha: -1e308)",
    "dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]",
    "override func containerViewDidLayoutSubviews() { containerViewWillLayoutSubviews() }",
    "dimmingView.isHidden = true",
    "dimmingView.isHidden = !dimmingView.isHidden",
    "presentedView?.isHidden = true",
    "presentedViewController.view.isHidden = false",
  ]

  static let scene = """
    title: fuzz
    swift: CardPresentation.swift
    root: { vc: Home }
    steps:
      - present: Card
        from: Home
        style: custom
        transitioningDelegate: "CardTransition()"
      - rotate: landscape
      - rotate: portrait
      - rotate: landscape
      - dismiss: Card
      - present: Card
        from: Home
        style: custom
        transitioningDelegate: "CardTransition()"
        interactive: cancelled
      - present: Card
        from: Home
        style: custom
        transitioningDelegate: "CardTransition()"
      - rotate: portrait
      - rotate: landscape
    """

  @Test(arguments: 1...2) func mutantsFailLocatedOrPlanSoundly(seed: Int) throws {
    let text = try String(
      contentsOf: SwiftFuzzTests.scenes.appendingPathComponent("CardPresentation.swift"),
      encoding: .utf8)
    var random = SwiftFuzzTests.Generator(state: FuzzBudget.state(UInt64(1_000 + seed)))
    // `TSCOPE_PC_FUZZ_CASES=5000` for a long run; 20 mutants a seed by default, 80 under TSCOPE_EXHAUSTIVE=1.
    let cases =
      ProcessInfo.processInfo.environment["TSCOPE_PC_FUZZ_CASES"].flatMap { Int($0) }
      .map { min(max($0, 1), 1_000_000) } ?? TestDepth.count(quick: 20, full: 80)
    var loaded = 0
    var located = 0
    var budget = FuzzBudget(cases: cases)
    while budget.next() {
      var mutant = text
      for _ in 0..<Int.random(in: 1...3, using: &random) {
        if Bool.random(using: &random) {
          mutant = SwiftFuzzTests.mutate(mutant, &random)
        } else {
          var lines = mutant.split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
          let at = Int.random(in: 0...lines.count, using: &random)
          lines.insert(
            Self.inserted[Int.random(in: 0..<Self.inserted.count, using: &random)], at: at)
          mutant = lines.joined(separator: "\n")
        }
      }
      let scene: SceneSpec
      do {
        scene = try SwiftSceneLoader.parse(Self.scene, path: "fuzz.yaml") { name in
          name == "CardPresentation.swift" ? ("CardPresentation.swift", mutant) : nil
        }
      } catch {
        #expect(
          error.path == "CardPresentation.swift" || error.path == "fuzz.yaml", "\(error)")
        located += 1
        continue
      }
      let timeline = TimelineBuilder.build(scene)
      for step in timeline.steps {
        for phase in step.phases {
          #expect(
            InvariantChecker.violations(in: phase) == [],
            "step \(step.index) \(phase.name)\n\(mutant)")
        }
      }
      loaded += 1
    }
    TestDepth.report(
      "presentation-controller fuzz, round \(seed): \(budget.taken) mutants, \(loaded) loaded and planned, \(located) failed with a located error, \(budget.slowestText)"
    )
    #expect(loaded + located == budget.taken)
    #expect(loaded > 0, "some mutants still parse and plan")
  }
}
