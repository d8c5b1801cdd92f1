import TestSupport
import Testing

@testable import TransitionEngine

/// SV-5, SV-6, SV-7: a classic split's default display mode, its launch in compact width and
/// its view classes, as exact trees and events.
@Suite struct SplitDefaultsTests {
  private func splitScene(device: String, orientation: Orientation, steps: [StepAction])
    -> SceneSpec
  {
    SceneSpec(
      title: "split", device: device, orientation: orientation,
      root: ControllerSpec(
        name: "Split",
        kind: .split(primary: Fixtures.nav("Master", ["List"]), secondary: Fixtures.plain("Detail"))
      ),
      steps: steps.map { Fixtures.step($0) })
  }

  /// SV-6, SV-7: on an iPhone the split collapses before its first display; the detail is on
  /// top of the primary's stack and the list's view never loads.
  @Test func aSplitLaunchedOnAnIPhoneShowsTheDetail() {
    let timeline = plan(splitScene(device: "iphone-11-pro-max", orientation: .portrait, steps: []))
    let initial = timeline.steps[0].phases[0]
    #expect(
      initial.tree == [
        "UIWindow (0 0; 414 896)",
        "  UITransitionView (0 0; 414 896)",
        "    UIDropShadowView (0 0; 414 896)",
        "      _UISplitViewControllerPanelImplView (0 0; 414 896) <Split>",
        "        _UIPanelControllerContentView (0 0; 414 896)",
        "          UILayoutContainerView (0 0; 414 896) <Master>",
        "            UINavigationTransitionView (0 0; 414 896)",
        "              UIViewControllerWrapperView (0 0; 414 896)",
        "                UIView (0 0; 414 896) <Detail>",
        "            UINavigationBar (0 44; 414 44)",
      ])
    #expect(initial.controller("Master")?.children.map(\.name) == ["List", "Detail"])
    #expect(initial.controller("List")?.state == .disappeared)
    #expect(
      initial.eventLines.prefix(4) == [
        "Split.loadView()", "Split.viewDidLoad()",
        "Master.collapseSecondaryViewController(Detail, for: Split)", "Master.loadView()",
      ])
    #expect(!initial.eventLines.contains { $0.hasPrefix("List.") })
    #expect(initial.explanation.contains("(SV-6, SV-2)"))
    #expect(initial.explanation.contains("sources differ (Q-20)"))
  }

  /// SV-6: a rotation round trip on a Max phone (regular width in landscape) ends where the
  /// launch began: the same tree and the same stack.
  @Test func aRotationRoundTripEndsInTheLaunchState() {
    let timeline = plan(
      splitScene(
        device: "iphone-11-pro-max", orientation: .portrait,
        steps: [.rotate(.landscape), .rotate(.portrait)]))
    let launch = timeline.steps[0].phases[0]
    let expanded = timeline.steps[1].phases.last
    #expect(expanded?.owners == ["Split", "Master", "List", "Detail"])
    #expect(
      timeline.steps[1].allEvents.contains("Master.separateSecondaryViewController(for: Split)"))
    let back = timeline.steps[2].phases.last
    #expect(back?.tree == launch.tree)
    #expect(back?.controller("Master")?.children.map(\.name) == ["List", "Detail"])
  }

  /// SV-5, Q-21: iPad portrait shows only the secondary, full width; the primary's view is
  /// not loaded at launch. Landscape brings the primary back before the secondary, with its
  /// appearance callbacks; portrait takes it out again with its disappearance callbacks.
  @Test func iPadPortraitShowsOnlyTheSecondary() {
    let timeline = plan(
      splitScene(
        device: "ipad-pro-11", orientation: .portrait,
        steps: [.rotate(.landscape), .rotate(.portrait)]))
    let initial = timeline.steps[0].phases[0]
    #expect(
      initial.tree == [
        "UIWindow (0 0; 834 1194)",
        "  UITransitionView (0 0; 834 1194)",
        "    UIDropShadowView (0 0; 834 1194)",
        "      _UISplitViewControllerPanelImplView (0 0; 834 1194) <Split>",
        "        _UIPanelControllerContentView (0 0; 834 1194)",
        "          UIView (0 0; 834 1194) <Detail>",
      ])
    #expect(initial.controller("Master")?.state == .disappeared)
    #expect(initial.explanation.contains("secondaryOnly"))
    #expect(initial.explanation.contains("(Q-21)"))
    let landscape = timeline.steps[1].phases.last
    #expect(
      landscape?.tree == [
        "UIWindow (0 0; 1194 834)",
        "  UITransitionView (0 0; 1194 834)",
        "    UIDropShadowView (0 0; 1194 834)",
        "      _UISplitViewControllerPanelImplView (0 0; 1194 834) <Split>",
        "        _UIPanelControllerContentView (0 0; 1194 834)",
        "          UILayoutContainerView (0 0; 320 834) <Master>",
        "            UINavigationTransitionView (0 0; 320 834)",
        "              UIViewControllerWrapperView (0 0; 320 834)",
        "                UIView (0 0; 320 834) <List>",
        "            UINavigationBar (0 24; 320 44)",
        "          UIView (320.5 0; 873.5 834) <Detail>",
      ])
    let appearing = timeline.steps[1].allEvents.filter {
      $0.contains("Appear") || $0.contains("Disappear")
    }
    #expect(
      appearing == [
        "Master.viewWillAppear(animated: true)", "List.viewWillAppear(animated: true)",
        "Master.viewIsAppearing(animated: true)", "List.viewIsAppearing(animated: true)",
        "Master.viewDidAppear(animated: true)", "List.viewDidAppear(animated: true)",
      ])
    #expect(timeline.steps[2].phases.last?.tree == initial.tree)
    let leaving = timeline.steps[2].allEvents.filter { $0.contains("Disappear") }
    #expect(
      leaving == [
        "Master.viewWillDisappear(animated: true)", "List.viewWillDisappear(animated: true)",
        "Master.viewDidDisappear(animated: true)", "List.viewDidDisappear(animated: true)",
      ])
    #expect(timeline.steps[2].phases.last?.controller("Master")?.state == .disappeared)
  }
}
