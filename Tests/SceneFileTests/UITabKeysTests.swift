import SceneFile
import SceneText
import SwiftScene
import Testing
import TransitionEngine

/// The iOS 18 tab API keys (TB-11): `mode` and `selectedTab` on a tab controller, `tabGroup`
/// on one of its tabs, and the `selectedTab` step, with located errors for misuse.
@Suite struct UITabKeysTests {
  private static let scene = """
    title: t
    ios: 18
    root:
      tab: Tabs
      mode: tabSidebar
      selectedTab: Albums
      tabs:
        - Home
        - vc: Library
          tabGroup: [Albums, Artists]
    steps:
      - selectedTab: Artists
      - selectedTab: Home
        tab: Tabs
    """

  @Test func theKeysAndTheStepAreRead() throws {
    let scene = try SwiftSceneLoader.parse(Self.scene, path: "t.yaml")
    #expect(scene.root.options.uiTab == UITabOptions(mode: .tabSidebar, selectedTab: "Albums"))
    guard case .tab(let tabs, let selected) = scene.root.kind else {
      Issue.record("not a tab controller")
      return
    }
    // A child tab selects its group's controller (TB-11).
    #expect(selected == .name("Library"))
    #expect(tabs.map(\.options.uiTab.group) == [nil, ["Albums", "Artists"]])
    #expect(
      scene.steps.map(\.action) == [
        .selectTab("Artists", tab: nil), .selectTab("Home", tab: "Tabs"),
      ])
  }

  @Test func theWriterKeepsThemAndDropsSelected() throws {
    let scene = try SwiftSceneLoader.parse(Self.scene, path: "t.yaml")
    let text = SceneDocument(scene: scene).text
    #expect(text.contains("selectedTab: Albums"))
    #expect(text.contains("mode: tabSidebar"))
    #expect(text.contains("tabGroup: [Albums, Artists]"))
    #expect(!text.contains("selected: "))
    let again = try SwiftSceneLoader.parse(text, path: "again.yaml")
    #expect(again.root.options == scene.root.options)
    #expect(again.root.childSpecs.map(\.options) == scene.root.childSpecs.map(\.options))
    #expect(again.steps.map(\.action) == scene.steps.map(\.action))
  }

  @Test func tabGroupOutsideTabsIsALocatedError() {
    #expect(
      errorLine("title: t\nroot: { vc: A, tabGroup: [B] }\n")
        == "s.yaml:2:16: error: key 'tabGroup' is not allowed in view controller (it belongs "
        + "to the entries of a tab controller's 'tabs')")
  }

  @Test func anUnknownModeIsALocatedError() {
    #expect(
      errorLine("title: t\nroot: { tab: T, mode: sidebar, tabs: [A] }\n")
        == "s.yaml:2:23: error: unknown tab bar mode 'sidebar'; expected one of: automatic, tabBar, "
        + "tabSidebar")
  }

  @Test func selectedTabMustNameATabOrAChildTab() {
    #expect(
      errorLine(
        "title: t\nroot: { tab: T, selectedTab: Z, tabs: [A, {vc: G, tabGroup: [C]}] }\n")
        == "s.yaml:2:30: error: 'selectedTab' must name one of the tabs of 'T' or a child tab "
        + "of its groups (A, G, C), found 'Z'")
  }

  @Test func selectedAndSelectedTabTogetherIsALocatedError() {
    #expect(
      errorLine("title: t\nroot: { tab: T, selected: 0, selectedTab: A, tabs: [A] }\n")
        == "s.yaml:2:27: error: 'T' has both 'selected' and 'selectedTab'; use one of them")
  }

  @Test func aChildTabCannotShareAControllersName() {
    #expect(
      errorLine("title: t\nroot: { tab: T, tabs: [A, {vc: G, tabGroup: [A]}] }\n")
        == "s.yaml:2:46: error: child tab 'A' has the name of a controller (defined at line 2)")
    #expect(
      errorLine(
        "title: t\nroot: { tab: T, tabs: [{vc: G, tabGroup: [C]}] }\nsteps:\n  - push: C\n")
        == "s.yaml:4:11: error: 'C' is already the name of a child tab (tabGroup, line 2)")
  }

  @Test func theStepNamesAKnownTab() {
    #expect(
      errorLine("title: t\nroot: { tab: T, tabs: [A] }\nsteps:\n  - selectedTab: Albumz\n")
        == "s.yaml:4:18: error: unknown controller 'Albumz'")
  }
}

/// The iOS 26 tab bar keys (TB-13): `minimizeBehavior` and `bottomAccessory` on a tab
/// controller, the `scroll` and `bottomAccessory` steps, with located errors.
@Suite struct TabBar26KeysTests {
  @Test func theKeysAndStepsAreRead() throws {
    let scene = try SwiftSceneLoader.parse(
      """
      title: t
      ios: 26
      root: { tab: Tabs, minimizeBehavior: onScrollUp, bottomAccessory: Player, tabs: [A] }
      steps:
        - scroll: up
        - bottomAccessory: null
          tab: Tabs
      """, path: "t.yaml")
    #expect(scene.root.options.uiTab.minimizeBehavior == .onScrollUp)
    #expect(scene.root.options.uiTab.bottomAccessory == "Player")
    #expect(!scene.root.options.uiTab.isSet)
    #expect(
      scene.steps.map(\.action) == [
        .scroll(down: false, tab: nil), .bottomAccessory(nil, tab: "Tabs"),
      ])
    let again = try SwiftSceneLoader.parse(SceneDocument(scene: scene).text, path: "again.yaml")
    #expect(again.root.options == scene.root.options)
    #expect(again.steps.map(\.action) == scene.steps.map(\.action))
  }

  @Test func misuseIsALocatedError() {
    #expect(
      errorLine("title: t\nroot: { tab: T, tabs: [A] }\nsteps:\n  - scroll: sideways\n")
        == "s.yaml:4:13: error: 'scroll' must be down or up, found 'sideways'")
    #expect(
      errorLine("title: t\nroot: { tab: T, minimizeBehavior: onScroll, tabs: [A] }\n")
        == "s.yaml:2:35: error: unknown minimize behavior 'onScroll'; did you mean 'onScrollUp'?")
    #expect(
      errorLine("title: t\nroot: { navigation: N, bottomAccessory: P, stack: [A] }\n")
        == "s.yaml:2:24: error: key 'bottomAccessory' is not allowed in navigation controller "
        + "(it belongs to tab controllers)")
  }
}
