import TestSupport
import Testing
import TransitionEngine

@testable import SwiftScene

/// A file written for Swift 2, 3 or 4 runs as the same code spelled today: the same phases,
/// events, trees, warnings and mistakes (only the quoted lines differ), and a name the files
/// declare themselves is never renamed.
@Suite struct LegacySpellingTests {
  @Test(arguments: LegacySpellingFixtures.pairs)
  func anOlderSpellingPlansAsTodays(_ pair: LegacySpellingFixtures.Pair) throws {
    let old = try FixtureTimelines.timeline(pair.root, pair.steps, swift: pair.old)
    let today = try FixtureTimelines.timeline(pair.root, pair.steps, swift: pair.today)
    #expect(old.map(\.phases.count) == today.map(\.phases.count))
    #expect(old.map(\.allEvents) == today.map(\.allEvents))
    #expect(old.map { $0.phases.map(\.tree) } == today.map { $0.phases.map(\.tree) })
    #expect(old.map(\.warnings) == today.map(\.warnings))
    #expect(old.map(\.mistakes) == today.map(\.mistakes))
    // Today's spelling is understood (nothing "not modelled"), so the pair means something.
    let notModelled = today.flatMap(\.phases).map(\.explanation).filter {
      $0.contains("is not modelled") || $0.contains("not part of the model")
    }
    #expect(notModelled.isEmpty, "\(notModelled)")
  }

  @Test func callsAreRenamedWithTheirLabels() {
    #expect(
      LegacySpelling.call("animateWithDuration", [nil, "animations", "completion"])
        == .init(
          name: "animate", labels: ["withDuration", "animations", "completion"],
          isProperty: false))
    #expect(
      LegacySpelling.call("presentViewController", [nil, "animated", "completion"])
        == .init(name: "present", labels: [nil, "animated", "completion"], isProperty: false))
    #expect(
      LegacySpelling.call("containerView", [])
        == .init(name: "containerView", labels: [], isProperty: true))
    #expect(
      LegacySpelling.call("blackColor", []) == .init(name: "black", labels: [], isProperty: true))
    #expect(
      LegacySpelling.call("bringSubview", ["toFront"])
        == .init(name: "bringSubviewToFront", labels: [nil], isProperty: false))
    #expect(
      LegacySpelling.call("insertSubview", [nil, "atIndex"])
        == .init(name: "insertSubview", labels: [nil, "at"], isProperty: false))
    // The context's own interactive calls keep their names; an interactor's are today's.
    #expect(LegacySpelling.call("finishInteractiveTransition", [], onContext: true) == nil)
    #expect(LegacySpelling.call("finishInteractiveTransition", [])?.name == "finish")
    // Today's spellings are left alone.
    #expect(LegacySpelling.call("animate", ["withDuration", "animations"]) == nil)
    #expect(LegacySpelling.call("present", [nil, "animated"]) == nil)
  }

  @Test func declarationsAnswerTodaysQuestions() {
    #expect(
      LegacySpelling.declared(
        "navigationController",
        [nil, "animationControllerForOperation", "fromViewController", "toViewController"])?
        .labels == [nil, "animationControllerFor", "from", "to"])
    #expect(
      LegacySpelling.declared("animationControllerForDismissedController", ["dismissed"])
        == .init(name: "animationController", labels: ["forDismissed"], isProperty: false))
    #expect(LegacySpelling.declared("animateTransition", ["context"])?.labels == ["using"])
    #expect(LegacySpelling.declared("animateTransition", ["using"]) == nil)
    #expect(
      LegacySpelling.declared(
        "navigationController", [nil, "animationControllerFor", "from", "to"]) == nil)
  }

  @Test func swift2CasesAreTodaysAndAcronymsStay() {
    #expect(LegacySpelling.caseName("OverFullScreen") == "overFullScreen")
    #expect(LegacySpelling.caseName("Pop") == "pop")
    #expect(LegacySpelling.caseName("pop") == "pop")
    #expect(LegacySpelling.caseName("URL") == "URL")
  }

  @Test func aMethodTheFilesDeclareKeepsItsName() throws {
    // The app's own `presentViewController(_:)` runs, not UIKit's `present`.
    let swift = """
      import UIKit
      class Box: NSObject, UIViewControllerAnimatedTransitioning {
        var shown = 0
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.2 }
        func presentViewController(_ view: UIView) { shown = 1; view.alpha = 0.5 }
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
          let toView = transitionContext.view(forKey: .to)!
          transitionContext.containerView.addSubview(toView)
          presentViewController(toView)
          transitionContext.completeTransition(true)
        }
      }
      """
    let steps = try FixtureTimelines.timeline(
      "{ navigation: Nav, stack: [{ vc: List }] }",
      "  - push: { vc: Detail }\n    on: Nav\n    animator: \"Box()\"\n", swift: swift)
    let trees = steps.flatMap(\.phases).flatMap(\.tree)
    #expect(trees.contains { $0.contains("alpha = 0.5") && $0.contains("<Detail>") })
  }
}
