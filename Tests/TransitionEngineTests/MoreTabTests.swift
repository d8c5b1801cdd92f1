import TestSupport
import Testing

@testable import TransitionEngine

/// TB-7, TB-8, TB-10: six or more tabs in compact width, the More navigation controller and
/// the tabs it borrows, as exact trees and events.
@Suite struct MoreTabTests {
  private func sixTabs(
    selected: Int = 0, device: String = "iphone-15", steps: [StepAction] = []
  ) -> SceneSpec {
    let tabs = ControllerSpec(
      name: "Tabs",
      kind: .tab(
        tabs: [
          Fixtures.nav("FeedNav", ["Feed"]), Fixtures.plain("Search"), Fixtures.plain("Inbox"),
          Fixtures.plain("Profile"), Fixtures.nav("LibraryNav", ["Library", "Shelf"]),
          Fixtures.plain("Settings"),
        ], selected: .index(selected)))
    return SceneSpec(
      title: "more", device: device, root: tabs, steps: steps.map { Fixtures.step($0) })
  }

  /// TB-7: the More navigation controller and its list exist from the start, after the tabs.
  @Test func sixTabsGetAMoreNavigationController() {
    let initial = plan(sixTabs()).steps[0].phases[0]
    #expect(
      initial.controllers.children.map(\.name) == [
        "FeedNav", "Search", "Inbox", "Profile", "LibraryNav", "Settings", "MoreNav",
      ])
    #expect(initial.controller("MoreNav")?.className == "UIMoreNavigationController")
    #expect(initial.controller("MoreNav")?.children.map(\.className) == ["UIMoreListController"])
    #expect(initial.explanation.contains("shows the first four and a More item (TB-7)"))
  }

  /// TB-7: five tabs need no More item.
  @Test func fiveTabsHaveNoMore() {
    let tabs = ControllerSpec(
      name: "Tabs",
      kind: .tab(tabs: ["A", "B", "C", "D", "E"].map { Fixtures.plain($0) }, selected: .index(4)))
    let initial = plan(SceneSpec(title: "five", root: tabs, steps: [])).steps[0].phases[0]
    #expect(initial.controllers.children.map(\.name) == ["A", "B", "C", "D", "E"])
    #expect(initial.owners == ["Tabs", "E"])
  }

  /// TB-8: selecting the sixth tab pushes it onto the More navigation controller, above the
  /// list, and the tab switch's callbacks (TB-3) go to the More navigation controller and it.
  @Test func theSixthTabIsPushedOntoTheMoreNavigationController() {
    let step = plan(sixTabs(steps: [.select(.name("Settings"), tab: "Tabs")])).steps[1]
    let after = step.phases.last
    #expect(
      after?.tree == [
        "UIWindow (0 0; 393 852)",
        "  UITransitionView (0 0; 393 852)",
        "    UIDropShadowView (0 0; 393 852)",
        "      UILayoutContainerView (0 0; 393 852) <Tabs>",
        "        UITransitionView (0 0; 393 852)",
        "          UIViewControllerWrapperView (0 0; 393 852)",
        "            UILayoutContainerView (0 0; 393 852) <MoreNav>",
        "              UINavigationTransitionView (0 0; 393 852)",
        "                UIViewControllerWrapperView (0 0; 393 852)",
        "                  UIView (0 0; 393 852) <Settings>",
        "              UINavigationBar (0 59; 393 44)",
        "        UITabBar (0 769; 393 83)",
      ])
    #expect(after?.controller("MoreNav")?.children.map(\.name) == ["MoreList", "Settings"])
    #expect(after?.controllers.children.map(\.name).contains("Settings") == false)
    let appearance = step.allEvents.filter { $0.contains("ppear") }
    #expect(
      appearance == [
        "MoreNav.viewWillAppear(animated: false)", "Settings.viewWillAppear(animated: false)",
        "FeedNav.viewWillDisappear(animated: false)", "Feed.viewWillDisappear(animated: false)",
        "MoreNav.viewIsAppearing(animated: false)", "Settings.viewIsAppearing(animated: false)",
        "FeedNav.viewDidDisappear(animated: false)", "Feed.viewDidDisappear(animated: false)",
        "MoreNav.viewDidAppear(animated: false)", "Settings.viewDidAppear(animated: false)",
      ])
    #expect(!step.allEvents.contains { $0.hasPrefix("MoreList.") })
  }

  /// TB-8: a navigation tab lends its stack, not itself; choosing another More tab gives the
  /// stack back and returns a lent plain tab to its place among the tabs.
  @Test func aNavigationTabLendsItsStackAndGetsItBack() {
    let timeline = plan(
      sixTabs(steps: [
        .select(.name("LibraryNav"), tab: "Tabs"), .select(.index(1), tab: "Tabs"),
        .select(.name("Settings"), tab: "Tabs"),
      ]))
    let lent = timeline.steps[1].phases.last
    #expect(lent?.controller("MoreNav")?.children.map(\.name) == ["MoreList", "Library", "Shelf"])
    #expect(lent?.controller("LibraryNav")?.children.isEmpty == true)
    #expect(lent?.owners == ["Tabs", "MoreNav", "Shelf"])
    #expect(timeline.steps[1].phases.contains { $0.explanation.contains("sources differ (Q-23)") })
    let returned = timeline.steps[3].phases.last
    #expect(returned?.controller("LibraryNav")?.children.map(\.name) == ["Library", "Shelf"])
    #expect(returned?.controller("MoreNav")?.children.map(\.name) == ["MoreList", "Settings"])
    #expect(
      returned?.controllers.children.map(\.name) == [
        "FeedNav", "Search", "Inbox", "Profile", "LibraryNav", "MoreNav",
      ])
  }

  /// TB-10: on a Max phone, landscape is regular width: no More item, so the lent tab goes
  /// back to the tab bar and stays selected; portrait lends it again.
  @Test func regularWidthTakesTheTabOutOfMore() {
    let timeline = plan(
      sixTabs(
        selected: 5, device: "iphone-11-pro-max", steps: [.rotate(.landscape), .rotate(.portrait)]))
    let launch = timeline.steps[0].phases[0]
    #expect(launch.owners == ["Tabs", "MoreNav", "Settings"])
    let wide = timeline.steps[1].phases.last
    #expect(wide?.owners == ["Tabs", "Settings"])
    #expect(wide?.controller("Settings")?.state == .appeared)
    #expect(wide?.explanation.contains("(TB-10)") == true)
    #expect(timeline.steps[2].phases.last?.tree == launch.tree)
  }

  /// TB-8 (a fuzz finding): a tab bar controller whose view first loads in a pop back to it
  /// shows its More tab through the More navigation controller, and the pop's appearance
  /// callbacks go to the controllers on screen, not to the emptied tab.
  @Test func aPopBackToAnUnloadedTabControllerShowsItsMoreTab() {
    let tabs = sixTabs(selected: 4).root
    let root = ControllerSpec(
      name: "Root", kind: .navigation(stack: [tabs, Fixtures.plain("Top")]))
    let timeline = plan(
      SceneSpec(
        title: "pop to more", device: "iphone-15", root: root,
        steps: [Fixtures.step(.pop(nav: nil, interactiveCancelled: false), animated: false)]))
    let step = timeline.steps[1]
    #expect(step.phases.last?.owners == ["Root", "Tabs", "MoreNav", "Shelf"])
    let appearing = step.allEvents.filter { $0.contains("viewWillAppear") }
    #expect(
      appearing == [
        "Tabs.viewWillAppear(animated: false)", "MoreNav.viewWillAppear(animated: false)",
        "Shelf.viewWillAppear(animated: false)",
      ])
  }

  /// TB-9: setting selectedIndex = 5 selects the sixth tab, which shows pushed on the More
  /// navigation controller exactly as selecting it by name does; the explanation says what
  /// selectedViewController reports and that sources differ.
  @Test func selectingTheSixthTabByIndexShowsItThroughMore() {
    let byIndex = plan(sixTabs(steps: [.select(.index(5), tab: "Tabs")])).steps[1]
    let byName = plan(sixTabs(steps: [.select(.name("Settings"), tab: "Tabs")])).steps[1]
    #expect(byIndex.phases.last?.controller("MoreNav")?.children.map(\.name).last == "Settings")
    #expect(byIndex.phases.last?.owners.suffix(2) == ["MoreNav", "Settings"])
    #expect(byIndex.allEvents == byName.allEvents)
    #expect(byIndex.phases.last?.tree == byName.phases.last?.tree)
    #expect(
      byIndex.phases.map(\.explanation).joined().contains(
        "selectedViewController is a tab in viewControllers (TB-9)"))
  }
}

/// TB-12: `isTabBarHidden` takes the active bar out of the window and changes nothing else.
@Suite struct TabBarHiddenTests {
  private func scene(ios: Int, hidden: Bool, steps: [StepAction]) -> SceneSpec {
    var options = ControllerOptions()
    options.tabBarHidden = hidden
    let tabs = ControllerSpec(
      name: "Tabs",
      kind: .tab(
        tabs: [Fixtures.nav("FeedNav", ["Feed"]), Fixtures.plain("Search")], selected: .index(0)),
      options: options)
    return SceneSpec(title: "hidden", ios: ios, root: tabs, steps: steps.map { Fixtures.step($0) })
  }

  @Test func hidingTheBarRemovesItAndFiresNoAppearanceCallbacks() {
    let timeline = plan(scene(ios: 18, hidden: false, steps: [.tabBarHidden(true, tab: nil)]))
    let before = timeline.steps[0].phases[0].tree
    let after = timeline.steps[1].phases.last?.tree
    #expect(before.last == "        UITabBar (0 769; 393 83)")
    #expect(after == Array(before.dropLast()))
    #expect(
      timeline.steps[1].allEvents == [
        "Tabs.viewWillLayoutSubviews()", "Tabs.viewDidLayoutSubviews()",
        "FeedNav.viewWillLayoutSubviews()", "FeedNav.viewDidLayoutSubviews()",
        "Feed.viewWillLayoutSubviews()", "Feed.viewDidLayoutSubviews()",
      ])
    #expect(timeline.steps[1].phases.last?.explanation.contains("(TB-12)") == true)
  }

  @Test func theKeyHidesTheBarFromTheStartAndTheStepShowsIt() {
    let timeline = plan(scene(ios: 18, hidden: true, steps: [.tabBarHidden(false, tab: "Tabs")]))
    #expect(!timeline.steps[0].phases[0].tree.contains { $0.contains("UITabBar") })
    #expect(timeline.steps[1].phases.last?.tree.last == "        UITabBar (0 769; 393 83)")
  }

  @Test func beforeIOS18TheKeyIsIgnoredAndTheStepRefused() {
    let timeline = plan(scene(ios: 17, hidden: true, steps: [.tabBarHidden(true, tab: nil)]))
    #expect(timeline.steps[0].phases[0].tree.last == "        UITabBar (0 769; 393 83)")
    #expect(timeline.steps[0].phases[0].explanation.contains("new in iOS 18"))
    #expect(
      timeline.steps[1].warnings == [
        "isTabBarHidden is new in iOS 18; on iOS 17 the call does not exist (TB-12)"
      ])
  }
}
