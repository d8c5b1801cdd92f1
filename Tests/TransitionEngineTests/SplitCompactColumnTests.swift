import TestSupport
import Testing

@testable import TransitionEngine

/// SV-8: UIKit creates a navigation controller for every column but the compact one.
@Suite struct SplitCompactColumnTests {
  private var columns: [SplitColumn: ControllerSpec] {
    [
      .primary: Fixtures.plain("Boxes"), .secondary: Fixtures.plain("Message"),
      .compact: ControllerSpec(
        name: "PhoneTabs",
        kind: .tab(
          tabs: [Fixtures.plain("Inbox"), Fixtures.plain("Settings")], selected: .index(0))),
    ]
  }

  @Test func aTabBarControllerInTheCompactColumnIsTheSplitsOwnChild() {
    let initial = plan(ColumnFixtures.scene(.doubleColumn, columns, device: "iphone-15"))
      .steps[0].phases[0]
    #expect(
      initial.controller("Split")?.children.map(\.name) == [
        "Split.primary", "Split.secondary", "PhoneTabs",
      ])
    #expect(initial.controller("Split.compact") == nil)
    #expect(initial.controller("PhoneTabs")?.children.map(\.name) == ["Inbox", "Settings"])
    #expect(initial.owners == ["Split", "PhoneTabs", "Inbox"])
    #expect(initial.explanation.contains("so PhoneTabs stands in it as it is (SV-8)"))
  }

  /// replacing the compact column's controller is refused, not guessed.
  @Test func settingTheCompactColumnIsRefused() {
    let timeline = plan(
      ColumnFixtures.scene(
        .doubleColumn, columns, device: "iphone-15",
        steps: [.setColumn(Fixtures.plain("Other"), column: .compact, split: nil)]))
    let step = timeline.steps[1]
    #expect(
      step.warnings == [
        "setViewController(Other, for: .compact): UIKit takes the compact column's controller "
          + "as it is, without creating a navigation controller (SV-8), so the call replaces "
          + "that column's controller; how UIKit swaps it on screen is not in the sources, and "
          + "TransitionScope does not model it (Q-22)"
      ])
    #expect(step.phases.last?.owners == timeline.steps[0].phases.last?.owners)
  }
}
