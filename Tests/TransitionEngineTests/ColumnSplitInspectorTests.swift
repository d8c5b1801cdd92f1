import TestSupport
import Testing

@testable import TransitionEngine

/// SV-10: the iOS 26 inspector column as exact trees and events: hidden until shown, absent
/// before iOS 26, and unknown when the split collapses.
@Suite struct ColumnSplitInspectorTests {
  private func scene(
    _ style: SplitStyle, _ columns: [SplitColumn: ControllerSpec],
    device: String, orientation: Orientation = .portrait, ios: Int = 17, steps: [StepAction] = []
  ) -> SceneSpec {
    ColumnFixtures.scene(
      style, columns, device: device, orientation: orientation, ios: ios, steps: steps)
  }

  /// SV-10: the inspector is hidden until show(.inspector), then tiles on the trailing edge
  /// and hears its appearance callbacks (with iOS 26's updateProperties); hide takes it away.
  @Test func theInspectorIsHiddenUntilShown() {
    let timeline = plan(
      scene(
        .doubleColumn,
        [
          .primary: Fixtures.plain("Sidebar"), .secondary: Fixtures.plain("Detail"),
          .inspector: Fixtures.plain("Info"),
        ], device: "ipad-pro-11", orientation: .landscape, ios: 26,
        steps: [
          .column(.inspector, shown: true, split: nil),
          .column(.inspector, shown: false, split: nil),
        ]))
    let initial = timeline.steps[0].phases[0]
    #expect(initial.owners == ["Split", "Split.primary", "Sidebar", "Split.secondary", "Detail"])
    #expect(initial.explanation.contains("hidden until the app calls show(.inspector) (SV-10)"))
    let show = timeline.steps[1]
    #expect(
      show.phases.last?.tree.filter { $0.contains("<") } == [
        "      _UISplitViewControllerPanelImplView (0 0; 1194 834) <Split>",
        "          UILayoutContainerView (0 0; 320 834) <Split.primary>",
        "                UIView (0 0; 320 834) <Sidebar>",
        "          UILayoutContainerView (320.5 0; 553 834) <Split.secondary>",
        "                UIView (0 0; 553 834) <Detail>",
        "          UILayoutContainerView (874 0; 320 834) <Split.inspector>",
        "                UIView (0 0; 320 834) <Info>",
      ])
    #expect(
      show.allEvents.filter { $0.contains("Appear") } == [
        "Split.inspector.viewWillAppear(animated: true)", "Info.viewWillAppear(animated: true)",
        "Split.inspector.viewIsAppearing(animated: true)", "Info.viewIsAppearing(animated: true)",
        "Split.inspector.viewDidAppear(animated: true)", "Info.viewDidAppear(animated: true)",
      ])
    #expect(show.allEvents.contains("Info.updateProperties()"))
    #expect(timeline.steps[2].phases.last?.owners == initial.owners)
  }

  /// SV-10: before iOS 26 the inspector column does not exist; show(.inspector) is refused.
  @Test func beforeIOS26ThereIsNoInspector() {
    let timeline = plan(
      scene(
        .doubleColumn,
        [.primary: Fixtures.plain("Sidebar"), .inspector: Fixtures.plain("Info")],
        device: "ipad-pro-11", orientation: .landscape, ios: 18,
        steps: [.column(.inspector, shown: true, split: nil)]))
    #expect(
      timeline.steps[1].warnings == [
        "the inspector column is new in iOS 26; on iOS 18 show(.inspector) does not exist (SV-10)"
      ])
    #expect(
      timeline.steps[0].phases[0].explanation.contains("The inspector column is new in iOS 26"))
  }

  /// SV-10, Q-22: where a shown inspector goes when the split collapses is not in the
  /// sources; the explanation says so instead of inventing it.
  @Test func aCollapsedInspectorIsSaidToBeUnknown() {
    let timeline = plan(
      scene(
        .doubleColumn,
        [
          .primary: Fixtures.plain("Sidebar"), .secondary: Fixtures.plain("Detail"),
          .inspector: Fixtures.plain("Info"),
        ], device: "ipad-pro-11", orientation: .landscape, ios: 26,
        steps: [.column(.inspector, shown: true, split: nil), .device("iphone-15")]))
    let collapsed = timeline.steps[2].phases.last
    #expect(collapsed?.owners == ["Split", "Split.primary", "Detail"])
    #expect(
      collapsed?.explanation.contains(
        "Where the inspector column (Split.inspector) goes when the split collapses is not in "
          + "the sources (Q-22)") == true)
    #expect(collapsed?.controller("Info")?.state == .disappeared)
  }
}
