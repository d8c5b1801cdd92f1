import TestSupport
import Testing

@testable import TransitionEngine

/// A navigation app on a phone with a sheet presented from its root.
private func sheetApp(
  device: String = "iphone-15", orientation: Orientation = .portrait, ios: Int = 17,
  style: PresentationStyle = .pageSheet, sheet: SheetConfiguration? = nil,
  _ more: [StepAction] = []
) -> Timeline {
  var present = PresentSpec(controller: Fixtures.plain("Sheet"), from: "Home", style: style)
  present.sheet = sheet
  var scene = SceneSpec(
    title: "sheet", ios: ios, root: Fixtures.nav("Nav", ["Home"]),
    steps: ([.present(present)] + more).map { Fixtures.step($0) })
  scene.device = device
  scene.orientation = orientation
  return plan(scene)
}

/// M-11: 1 − 2·16/393 on the 393-pt iPhone 15 (≈ 0.9186), no shift: the inferred push-back.
private let scaled = "transform = [0.9186, 0, 0, 0.9186, 0, 0]"

@Suite struct CompactHeightSheetTests {
  /// M-4 / Q-18: in compact height the sheet controller stays and covers the window.
  @Test func landscapeSheetCoversTheWindowAndKeepsThePresenter() {
    let step = sheetApp(orientation: .landscape).steps[1]
    let after = step.phases.last
    #expect(after?.owners == ["Nav", "Home", "Sheet"])
    #expect(after?.tree.contains("    UIDropShadowView (0 0; 852 393)") == true)
    #expect(
      after?.controller("Sheet")?.presentationControllerClass
        == "_UIPageSheetPresentationController")
    #expect(!step.allEvents.contains { $0.hasPrefix("Nav.") || $0.hasPrefix("Home.") })
    #expect(after?.tree.contains { $0.contains("transform") } == false)  // M-11: none here.
    #expect(after?.explanation.contains("Q-18") == false)
    #expect(step.phase("to-view added")?.explanation.contains("Q-18") == true)
  }

  @Test func rotatingKeepsTheSheetAndRotatingBackMakesACard() {
    let timeline = sheetApp([.rotate(.landscape), .rotate(.portrait)])
    let landscape = timeline.steps[2]
    #expect(landscape.phaseNames == ["before", "after"])
    #expect(landscape.phases.last?.owners == ["Nav", "Home", "Sheet"])
    #expect(landscape.phases.last?.tree.contains("    UIDropShadowView (0 0; 852 393)") == true)
    #expect(!landscape.allEvents.contains { $0.contains("willPresentWithAdaptiveStyle") })
    #expect(landscape.phases.last?.explanation.contains("Q-18") == true)
    let portrait = timeline.steps[3].phases.last
    #expect(portrait?.tree.contains("    UIDropShadowView (0 69; 393 783)") == true)
    #expect(
      portrait?.tree.contains("    UIDropShadowView (16 34.69; 361 782.63) \(scaled)") == true
    )
    #expect(portrait?.explanation.contains("card again") == true)
  }

  /// M-15: edge-attached in compact height the card is the safe area's width (852 − 2 × 59),
  /// centred; its top is 8 pt below the safe area's top and medium is not separate from large.
  @Test func edgeAttachedTakesTheSafeAreaWidthInCompactHeight() {
    let sheet = SheetConfiguration(
      detents: [.medium, .large], selected: "medium", edgeAttachedInCompactHeight: true)
    let step = sheetApp(orientation: .landscape, sheet: sheet).steps[1]
    #expect(step.phases.last?.tree.contains("    UIDropShadowView (59 8; 734 385)") == true)
    #expect(
      step.phases.map(\.explanation).joined().contains("as wide as the safe area, 734 pt"))
  }

  /// M-15: widthFollowsPreferredContentSizeWhenEdgeAttached uses preferredContentSize's width,
  /// no wider than the safe area.
  @Test func edgeAttachedWidthCanFollowThePreferredContentSize() {
    var sheet = SheetConfiguration(edgeAttachedInCompactHeight: true)
    sheet.widthFollowsPreferredContentSize = true
    var present = PresentSpec(controller: Fixtures.plain("Sheet"), from: "Home", style: .pageSheet)
    present.controller.options.preferredContentSize = Size(width: 400, height: 300)
    present.sheet = sheet
    var scene = SceneSpec(
      title: "w", root: Fixtures.nav("Nav", ["Home"]), steps: [Fixtures.step(.present(present))])
    scene.orientation = .landscape
    let after = plan(scene).steps[1].phases.last
    #expect(after?.tree.contains("    UIDropShadowView (226 8; 400 385)") == true)
    present.controller.options.preferredContentSize = Size(width: 900, height: 300)
    scene.steps = [Fixtures.step(.present(present))]
    #expect(
      plan(scene).steps[1].phases.last?.tree.contains("    UIDropShadowView (59 8; 734 385)")
        == true)
  }
}

@Suite struct PushBackTests {
  @Test func largeSheetPushesTheRootWrapperBack() {
    let timeline = sheetApp([.dismiss("Sheet", interactiveCancelled: false)])
    let after = timeline.steps[1].phases.last?.tree ?? []
    #expect(after[2] == "    UIDropShadowView (16 34.69; 361 782.63) \(scaled)")
    // Gone with the sheet.
    #expect(timeline.steps[2].phases.last?.tree == timeline.steps[0].phases.last?.tree)
  }

  @Test func mediumDetentDoesNotPushBack() {
    let sheet = SheetConfiguration(detents: [.medium, .large])
    let after = sheetApp(sheet: sheet).steps[1].phases.last?.tree ?? []
    #expect(!after.contains { $0.contains("transform") })
    #expect(after.contains("    UIDropShadowView (0 460; 393 392)"))
  }

  @Test func iPadFormSheetDoesNotPushBack() {
    let after = sheetApp(device: "ipad-pro-11", style: .formSheet).steps[1].phases.last?.tree
    #expect(after?.contains { $0.contains("transform") } == false)
  }

  @Test func aStackPushesTheLowerCardBack() {
    let second = PresentSpec(controller: Fixtures.plain("Second"), from: "Sheet", style: .pageSheet)
    let after = sheetApp([.present(second)]).steps[2].phases.last?.tree ?? []
    let transformed = after.filter { $0.contains(scaled) }
    #expect(transformed.count == 2)
    #expect(transformed.last == "    UIDropShadowView (16 100.88; 361 719.24) \(scaled)")
  }
}

@Suite struct HierarchyGrammarTests {
  /// Rule 1.4: below a presented controller the lines continue with `   |`, never `   +`.
  @Test func presentedSubtreesContinueWithBars() {
    let nav = PresentSpec(
      controller: Fixtures.nav("SheetNav", ["Inner"]), from: "Home", style: .pageSheet)
    let popover = PresentSpec(
      controller: Fixtures.plain("Deep"), from: "Inner", style: .fullScreen)
    var scene = SceneSpec(
      title: "grammar", root: Fixtures.nav("Nav", ["Home"]),
      steps: [.present(nav), .present(popover)].map { Fixtures.step($0) })
    scene.device = "iphone-15"
    let last = plan(scene).steps[2].phases.last.map { HierarchyText.lines($0.controllers) }
    #expect(
      last == [
        "<UINavigationController: Nav>, state: appeared, view: <UILayoutContainerView>",
        "   | <UIViewController: Home>, state: appeared, view: <UIView>",
        "   + <UINavigationController: SheetNav>, state: disappeared, view: "
          + "<UILayoutContainerView> not in the window, presented with: "
          + "<_UIPageSheetPresentationController>",
        "   |    | <UIViewController: Inner>, state: disappeared, view: <UIView> not in the window",
        "   |    + <UIViewController: Deep>, state: appeared, view: <UIView>, presented with: "
          + "<_UIFullscreenPresentationController>",
      ])
  }
}
