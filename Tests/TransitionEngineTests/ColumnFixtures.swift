import TestSupport

@testable import TransitionEngine

/// Column-style split scenes built in code for the SV-8–SV-10 tests.
enum ColumnFixtures {
  static func scene(
    _ style: SplitStyle, _ columns: [SplitColumn: ControllerSpec], top: SplitColumn? = nil,
    device: String, orientation: Orientation = .portrait, ios: Int = 17, steps: [StepAction] = []
  ) -> SceneSpec {
    SceneSpec(
      title: "columns", device: device, orientation: orientation, ios: ios,
      root: ControllerSpec(
        name: "Split",
        kind: .columnSplit(
          ColumnSplitSpec(style: style, columns: columns, topColumnForCollapsing: top))),
      steps: steps.map { Fixtures.step($0) })
  }

  /// Mail's three columns: plain primary and supplementary, the app's own secondary
  /// navigation controller.
  static var mail: [SplitColumn: ControllerSpec] {
    [
      .primary: Fixtures.plain("Boxes"), .supplementary: Fixtures.plain("Messages"),
      .secondary: Fixtures.nav("MessageNav", ["Message"]),
    ]
  }
}
