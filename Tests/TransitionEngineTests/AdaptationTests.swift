import TestSupport
import Testing

@testable import TransitionEngine

/// The style in force for each requested style in each environment (A-3, M-5, Q-4, Q-5).
@Suite struct AdaptationTableTests {
  private func adapt(_ style: PresentationStyle, _ traits: String, ios: Int, none: Bool = false)
    -> String
  {
    let t = Traits(
      horizontal: traits.hasPrefix("C") ? .compact : .regular,
      vertical: traits.hasSuffix("C") ? .compact : .regular)
    let resolved = PresentationRules.resolveAutomatic(style, ios: ios)
    return PresentationRules.adapt(resolved, traits: t, ios: ios, adaptiveNone: none).rawValue
  }

  @Test func iPhonePortraitIOS17() {
    #expect(adapt(.fullScreen, "CR", ios: 17) == "fullScreen")
    #expect(adapt(.overFullScreen, "CR", ios: 17) == "overFullScreen")
    #expect(adapt(.pageSheet, "CR", ios: 17) == "pageSheet")
    #expect(adapt(.formSheet, "CR", ios: 17) == "formSheet")
    #expect(adapt(.popover, "CR", ios: 17) == "formSheet")
    #expect(adapt(.popover, "CR", ios: 17, none: true) == "popover")
    #expect(adapt(.currentContext, "CR", ios: 17) == "currentContext")
    #expect(adapt(.overCurrentContext, "CR", ios: 17) == "overCurrentContext")
    #expect(adapt(.custom, "CR", ios: 17) == "custom")
    #expect(adapt(.automatic, "CR", ios: 17) == "pageSheet")
  }

  /// M-4 / Q-18: sheets stay sheets in compact height; a popover becomes the form sheet.
  @Test func compactHeightKeepsSheets() {
    #expect(adapt(.pageSheet, "CC", ios: 17) == "pageSheet")
    #expect(adapt(.formSheet, "RC", ios: 17) == "formSheet")  // a Max phone in landscape
    #expect(adapt(.popover, "RC", ios: 17) == "formSheet")
    #expect(adapt(.popover, "CC", ios: 26) == "formSheet")
    #expect(adapt(.pageSheet, "RC", ios: 17, none: true) == "pageSheet")
  }

  @Test func iOS12AdaptsSheetsAndPopoversToFullScreen() {
    #expect(adapt(.pageSheet, "CR", ios: 12) == "fullScreen")
    #expect(adapt(.formSheet, "CR", ios: 12) == "fullScreen")
    #expect(adapt(.popover, "CR", ios: 12) == "fullScreen")  // the header's answer
    #expect(adapt(.automatic, "CR", ios: 12) == "fullScreen")
    #expect(adapt(.pageSheet, "RR", ios: 12) == "pageSheet")
  }

  @Test func iPadKeepsEveryStyle() {
    for style in PresentationStyle.allCases where style != .automatic {
      #expect(adapt(style, "RR", ios: 17) == style.rawValue)
    }
    #expect(adapt(.automatic, "RR", ios: 18) == "formSheet")
  }

  @Test func grabbingIsTheSingleSwitch() {
    let grabbing = PresentationStyle.allCases.filter {
      PresentationRules.grabsPresentersView($0, custom: nil)
    }
    #expect(grabbing == [.fullScreen, .currentContext])
    #expect(
      PresentationRules.grabsPresentersView(
        .custom, custom: CustomPresentation(removesPresentersView: true)))
  }

  @Test func presentationControllerClasses() {
    // §5 [O: C15]: the private page-sheet class on every iOS 13+ profile.
    for ios in [13, 15, 17, 18, 26] {
      #expect(
        PresentationRules.controllerClass(.pageSheet, ios: ios)
          == "_UIPageSheetPresentationController")
    }
    let names = PresentationStyle.allCases.map { PresentationRules.controllerClass($0, ios: 17) }
    #expect(
      names == [
        "_UIFullscreenPresentationController", "_UIPageSheetPresentationController",
        "_UIFormSheetPresentationController", "_UICurrentContextPresentationController",
        "UIPresentationController", "_UIOverFullscreenPresentationController",
        "_UIOverCurrentContextPresentationController", "UIPopoverPresentationController",
        "UIPresentationController", "_UIAlertControllerAlertPresentationController",
        "_UIAlertControllerActionSheetCompactPresentationController",
      ])
  }
}

@Suite struct AdaptationTransitionTests {
  private func popoverOnPad(_ steps: [StepAction]) -> Timeline {
    let scene = SceneSpec(
      title: "pad", device: "ipad-pro-11", orientation: .landscape,
      root: Fixtures.nav("Nav", ["Album"]),
      steps: [
        Fixtures.step(
          .present(
            PresentSpec(
              controller: Fixtures.plain("Info"), from: "Album", style: .popover, source: "Album")))
      ] + steps.map { Fixtures.step($0) })
    return plan(scene)
  }

  @Test func aRealPopoverOnAniPad() {
    let completed = popoverOnPad([]).steps[1].phase("completed")?.tree ?? []
    #expect(
      completed.suffix(4) == [
        "  UITransitionView (0 0; 1194 834) [containerView]",
        "    UIDimmingView (0 0; 1194 834)",
        "    _UIPopoverView (437 10; 320 480)",
        "      UIView (0 0; 320 480) <Info>",
      ])
  }

  @Test func narrowingTheAppTurnsThePopoverIntoACard() {
    let timeline = popoverOnPad([.multitasking(.oneThird), .multitasking(.full)])
    let narrow = timeline.steps[2]
    #expect(
      narrow.allEvents.contains(
        "Info.presentationController(_:willPresentWithAdaptiveStyle: .formSheet, transitionCoordinator:)"
      ))
    #expect(
      narrow.phases.last?.tree.contains { $0.contains("UIDropShadowView (0 34; 320 800)") } == true)
    #expect(
      narrow.phases.last?.controller("Info")?.presentationControllerClass
        == "UIPopoverPresentationController")
    let wide = timeline.steps[3]
    #expect(
      wide.phases.last?.tree
        == timeline.steps[1].phases.last?.tree.map { $0.replacing(" [containerView]", with: "") })
  }
}
