import TestSupport
import Testing

@testable import TransitionEngine

/// TB-13: the iOS 26 tab bar minimizing on scroll and its bottom accessory change no
/// controller and send no callbacks; the tree keeps the bar as drawn.
@Suite struct TabBarMinimizeTests {
  private func scene(
    ios: Int = 26, device: String = "iphone-15", behavior: TabBarMinimizeBehavior? = .onScrollDown,
    accessory: String? = "NowPlayingView", steps: [StepAction] = []
  ) -> SceneSpec {
    var tabs = ControllerSpec(
      name: "Tabs",
      kind: .tab(
        tabs: [Fixtures.nav("FeedNav", ["Feed"]), Fixtures.plain("Search")], selected: .index(0)))
    tabs.options.uiTab.minimizeBehavior = behavior
    tabs.options.uiTab.bottomAccessory = accessory
    return SceneSpec(
      title: "minimize", device: device, ios: ios, root: tabs,
      steps: steps.map { Fixtures.step($0) })
  }

  /// TB-13: scrolling down minimizes, up expands; no events, the same tree before and after.
  @Test func scrollingMinimizesWithoutEvents() {
    let timeline = plan(
      scene(steps: [.scroll(down: true, tab: nil), .scroll(down: false, tab: "Tabs")]))
    let initialTree = timeline.steps[0].phases[0].tree
    for step in timeline.steps.dropFirst() {
      #expect(step.allEvents.isEmpty)
      #expect(step.warnings.isEmpty)
      #expect(step.phases.last?.tree == initialTree)
    }
    #expect(timeline.steps[1].action == .scroll(down: true, in: ControllerID("Tabs")))
    let down = timeline.steps[1].phases.last?.explanation ?? ""
    #expect(down.contains("the tab bar of Tabs minimizes (TB-13)"))
    #expect(down.contains("inline with the collapsed bar (its environment is .inline)"))
    let up = timeline.steps[2].phases.last?.explanation ?? ""
    #expect(up.contains("expands again (TB-13)"))
    #expect(up.contains("it sits above the bottom tab bar (environment .regular)"))
    #expect(initialTree.last == "        UITabBar (0 769; 393 83)")
  }

  /// TB-13: onScrollUp is the reverse; never and automatic leave the bar as it is.
  @Test func theBehaviorDecides() {
    let upward = plan(scene(behavior: .onScrollUp, steps: [.scroll(down: false, tab: nil)]))
    #expect(upward.steps[1].phases.last?.explanation.contains("minimizes (TB-13)") == true)
    for behavior in [TabBarMinimizeBehavior.never, .automatic] {
      let still = plan(scene(behavior: behavior, steps: [.scroll(down: true, tab: nil)]))
      #expect(
        still.steps[1].phases.last?.explanation.contains("the bar stays expanded") == true,
        "\(behavior)")
    }
  }

  /// TB-13: only iPhone tab bars minimize (SWIFTUI-MINIMIZE).
  @Test func anIPadDoesNotMinimize() {
    let pad = plan(scene(device: "ipad-pro-11", steps: [.scroll(down: true, tab: nil)]))
    #expect(
      pad.steps[1].phases.last?.explanation.contains("supported only for tab bars on iPhone")
        == true)
    #expect(pad.steps[1].allEvents.isEmpty)
  }

  /// TB-13: setBottomAccessory adds and removes an accessory without events; the same call
  /// twice is refused; before iOS 26 it does not exist.
  @Test func theAccessoryStep() {
    let timeline = plan(
      scene(
        accessory: nil,
        steps: [
          .bottomAccessory("MiniPlayer", tab: nil), .bottomAccessory("MiniPlayer", tab: nil),
          .bottomAccessory(nil, tab: "Tabs"),
        ]))
    #expect(timeline.steps[1].allEvents.isEmpty)
    #expect(
      timeline.steps[1].phases.last?.explanation.hasPrefix(
        "setBottomAccessory(UITabAccessory(MiniPlayer), animated: true) gives Tabs a bottom "
          + "accessory: it sits above the bottom tab bar") == true)
    #expect(timeline.steps[2].warnings == ["Tabs's bottom accessory already shows a MiniPlayer"])
    #expect(timeline.steps[3].phases.last?.explanation.contains("removes Tabs's bottom") == true)
    let old = plan(scene(ios: 18, steps: [.bottomAccessory("MiniPlayer", tab: nil)]))
    #expect(old.steps[0].phases[0].explanation.contains("which are new in iOS 26"))
    #expect(old.steps[1].warnings.first?.hasPrefix("bottomAccessory is new in iOS 26") == true)
  }
}
