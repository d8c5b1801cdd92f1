import TestSupport
import Testing

@testable import TransitionEngine

/// SV-11: a classic split's delegate is asked at every collapse; true keeps the primary on
/// top, false (or no delegate) lets the navigation primary push the secondary (SV-2).
@Suite struct SplitCollapseDelegateTests {
  private func timeline(_ answer: CollapseSecondaryAnswer?, steps: [StepAction] = [])
    -> Timeline
  {
    var options = ControllerOptions()
    options.collapseSecondary = answer
    let split = ControllerSpec(
      name: "Split",
      kind: .split(primary: Fixtures.nav("ListNav", ["List"]), secondary: Fixtures.plain("Detail")),
      options: options)
    var scene = SceneSpec(title: "t", ios: 17, root: split, steps: steps.map { Fixtures.step($0) })
    scene.device = "iphone-11-pro-max"
    return plan(scene)
  }

  private let ask = "Split.delegate.splitViewController(_:collapseSecondary: Detail, onto: ListNav)"

  @Test func aTrueAtLaunchKeepsTheList() {
    let initial = timeline(.handled).steps[0].phases[0]
    #expect(initial.eventLines.first { $0.hasPrefix("Split.delegate") } == ask + " -> true")
    #expect(initial.owners == ["Split", "ListNav", "List"])
    #expect(initial.controller("ListNav")?.children.map(\.name) == ["List"])
    #expect(initial.controller("Split")?.children.map(\.name) == ["ListNav", "Detail"])
    #expect(!initial.eventLines.contains { $0.hasPrefix("Detail.") })
    #expect(initial.explanation.contains("SV-11"))
  }

  @Test func aFalseAtLaunchIsAskedThenPushes() {
    let initial = timeline(.notHandled).steps[0].phases[0]
    let asked = initial.eventLines.firstIndex(of: ask + " -> false")
    let pushed = initial.eventLines.firstIndex {
      $0 == "ListNav.collapseSecondaryViewController(Detail, for: Split)"
    }
    #expect(asked != nil && pushed != nil && asked! < pushed!)
    #expect(initial.controller("ListNav")?.children.map(\.name) == ["List", "Detail"])
  }

  @Test func noDelegateIsNeverAsked() {
    let timeline = timeline(nil, steps: [.rotate(.landscape), .rotate(.portrait)])
    #expect(!timeline.steps.flatMap(\.allEvents).contains { $0.contains("Split.delegate") })
  }

  @Test func aRotationRoundTripAsksAgainAndHidesTheDetail() {
    let steps = timeline(.handled, steps: [.rotate(.landscape), .rotate(.portrait)]).steps
    #expect(steps[1].allEvents.contains("Detail.viewDidAppear(animated: true)"))
    #expect(!steps[1].allEvents.contains { $0.hasPrefix("Split.delegate") })
    let back = steps[2].allEvents
    let asked = back.firstIndex(of: ask + " -> true")
    let gone = back.firstIndex(of: "Detail.viewWillDisappear(animated: true)")
    #expect(asked != nil && gone != nil && asked! < gone!)
    #expect(back.contains("Detail.viewDidDisappear(animated: true)"))
    #expect(steps[2].phases.last?.owners == ["Split", "ListNav", "List"])
  }
}
