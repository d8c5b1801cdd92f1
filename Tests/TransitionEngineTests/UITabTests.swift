import TestSupport
import Testing

@testable import TransitionEngine

/// TB-11: a tab bar controller built from `UITab`s, a `UITabGroup` whose child tabs show the
/// group's controller, `selectedTab`, and `mode` on iPhone and iPad, as exact trees and events.
@Suite struct UITabTests {
  private func scene(
    ios: Int = 18, device: String = "iphone-15", mode: TabBarMode? = .tabSidebar,
    selectedTab: String = "Albums", steps: [StepAction] = []
  ) -> SceneSpec {
    var library = Fixtures.nav("LibraryNav", ["Library"])
    library.options.uiTab.group = ["Albums", "Artists"]
    var tabs = ControllerSpec(
      name: "Tabs",
      kind: .tab(
        tabs: [Fixtures.plain("Home"), library, Fixtures.plain("Search")],
        selected: .name(selectedTab == "Albums" ? "LibraryNav" : selectedTab)))
    tabs.options.uiTab = UITabOptions(mode: mode, selectedTab: selectedTab)
    return SceneSpec(
      title: "tabs", device: device, ios: ios, root: tabs, steps: steps.map { Fixtures.step($0) })
  }

  private static let libraryTree = [
    "UIWindow (0 0; 393 852)",
    "  UITransitionView (0 0; 393 852)",
    "    UIDropShadowView (0 0; 393 852)",
    "      UILayoutContainerView (0 0; 393 852) <Tabs>",
    "        UITransitionView (0 0; 393 852)",
    "          UIViewControllerWrapperView (0 0; 393 852)",
    "            UILayoutContainerView (0 0; 393 852) <LibraryNav>",
    "              UINavigationTransitionView (0 0; 393 852)",
    "                UIViewControllerWrapperView (0 0; 393 852)",
    "                  UIView (0 0; 393 852) <Library>",
    "              UINavigationBar (0 59; 393 44)",
    "        UITabBar (0 769; 393 83)",
  ]

  /// TB-11: selectedTab names a child tab, so its group's controller is the one on screen;
  /// every tab's controller is a child from the start (the provider's timing is unknown).
  @Test func aChildTabShowsItsGroupsController() {
    let initial = plan(scene()).steps[0].phases[0]
    #expect(initial.tree == Self.libraryTree)
    #expect(initial.controllers.children.map(\.name) == ["Home", "LibraryNav", "Search"])
    #expect(initial.explanation.contains("When UIKit calls a provider"))
    #expect(initial.explanation.contains("selectedTab is Albums, a child tab of LibraryNav"))
    #expect(initial.explanation.contains("an iPhone, or any compact-width window, shows the "))
  }

  /// TB-11: moving between child tabs of the group shown changes no controller.
  @Test func anotherChildTabOfTheShownGroupChangesNothing() {
    let step = plan(scene(steps: [.selectTab("Artists", tab: nil)])).steps[1]
    #expect(step.action == .selectedTab("Artists", in: ControllerID("Tabs")))
    #expect(step.allEvents.isEmpty)
    #expect(step.warnings.isEmpty)
    #expect(step.phases.last?.tree == Self.libraryTree)
    #expect(step.phases.last?.explanation.contains("only for root tabs (TB-11") == true)
  }

  /// TB-11 with TB-3: a root tab, then a child tab again: the tab switch's order each time.
  @Test func selectingAChildTabSwitchesToTheGroup() {
    let steps = plan(
      scene(steps: [.selectTab("Search", tab: nil), .selectTab("Artists", tab: "Tabs")])
    ).steps
    #expect(
      steps[1].allEvents.filter { $0.contains("ppear") } == [
        "Search.viewWillAppear(animated: false)",
        "LibraryNav.viewWillDisappear(animated: false)",
        "Library.viewWillDisappear(animated: false)",
        "Search.viewIsAppearing(animated: false)",
        "LibraryNav.viewDidDisappear(animated: false)",
        "Library.viewDidDisappear(animated: false)",
        "Search.viewDidAppear(animated: false)",
      ])
    #expect(
      steps[2].allEvents.filter { $0.contains("ppear") } == [
        "LibraryNav.viewWillAppear(animated: false)", "Library.viewWillAppear(animated: false)",
        "Search.viewWillDisappear(animated: false)",
        "LibraryNav.viewIsAppearing(animated: false)",
        "Library.viewIsAppearing(animated: false)",
        "Search.viewDidDisappear(animated: false)",
        "LibraryNav.viewDidAppear(animated: false)", "Library.viewDidAppear(animated: false)",
      ])
    #expect(steps[2].phases.last?.tree == Self.libraryTree)
    #expect(steps[2].phases.contains { $0.explanation.contains("so LibraryNav is what appears") })
  }

  /// TB-11: before iOS 18 the API does not exist: a note at launch, a warning for the step.
  @Test func beforeIOS18TheKeysAreIgnored() {
    let timeline = plan(scene(ios: 17, steps: [.selectTab("Search", tab: nil)]))
    #expect(timeline.steps[0].phases[0].explanation.contains("which are new in iOS 18"))
    #expect(timeline.steps[1].warnings.first?.contains("selectedTab is new in iOS 18") == true)
    #expect(timeline.steps[1].allEvents.isEmpty)
  }

  /// TB-11 with TB-6: on an iPad in regular width tabSidebar may show a sidebar, which is not
  /// drawn; tabBar never shows one. The tree is the same in both: only the explanation says.
  @Test func onIPadTheModeDecidesWhetherASidebarIsPossible() {
    let sidebar = plan(scene(device: "ipad-pro-11")).steps[0].phases[0]
    let bar = plan(scene(device: "ipad-pro-11", mode: .tabBar)).steps[0].phases[0]
    #expect(sidebar.explanation.contains("may show a sidebar instead of the floating tab bar"))
    #expect(sidebar.explanation.contains("draws no sidebar [I]"))
    #expect(bar.explanation.contains("shows only the tab bar, never a sidebar (TB-11)"))
    #expect(sidebar.tree == bar.tree)
    #expect(sidebar.tree.contains { $0.hasPrefix("        _UITabContainerView (0 24; 834 50)") })
  }

  /// TB-11: automatic shows a sidebar on iPad only when a tab is a group (DOC-tab-mode).
  @Test func automaticNeedsAGroupForASidebar() {
    let automatic = plan(scene(device: "ipad-pro-11", mode: nil)).steps[0].phases[0]
    #expect(automatic.explanation.contains("With mode automatic and a tab group the iPad"))
  }
}
