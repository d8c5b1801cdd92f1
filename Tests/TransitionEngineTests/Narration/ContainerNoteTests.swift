import Testing

@testable import TransitionEngine

/// The container family (`ContainerNote`): every case, in every variant its values give,
/// cites in both languages exactly the rules it carries, and its Chinese is Chinese; a few
/// notes word for word.
@Suite struct ContainerNoteTests {
  static let minimizes = TabBarMinimizeBehavior.allCases.flatMap { behavior in
    [true, false].map { ContainerNote.Minimize(behavior: behavior, phone: $0) }
  }
  static let places: [ContainerNote.AccessoryPlace] = [
    .inline, .bottomOfView(tab: "Tabs"), .aboveTabBar,
  ]

  static let samples: [ContainerNote] =
    [
      .columnSplit(
        split: "Split", style: "doubleColumn",
        created: [.init(navigation: "PrimaryNav", root: "List", column: "primary")],
        compact: "Compact", layout: .collapses("COLLAPSE"),
        inspector: .beforeIOS26(inspector: "Inspector", ios: 18)),
      .columnSplit(
        split: "Split", style: "tripleColumn", created: [], compact: nil,
        layout: .collapsedAlready, inspector: .hidden(inspector: "Inspector")),
      .columnSplit(
        split: "Split", style: "doubleColumn", created: [], compact: nil,
        layout: .regular(displayMode: "oneBesideSecondary", shown: ["PrimaryNav", "DetailNav"]),
        inspector: nil),
      .moreTabsListed(tab: "Tabs", count: 7, navigation: "MoreNav", list: "MoreList"),
      .moreReturns(tab: "Tabs", borrowed: "Sixth", navigation: "MoreNav"),
      .tabBarHost(tabs: ["Tabs"], floating: true), .tabBarHost(tabs: ["Tabs"], floating: false),
      .tabAPIBeforeIOS18(tab: "Tabs", ios: 17),
      .tabAPI(
        tab: "Tabs", groups: [.init(group: "Library", children: ["Songs", "Albums"])],
        selectedChild: .init(tab: "Songs", root: "Library"),
        mode: .sidebar(mode: "automatic", automatic: true), moreUnsettled: true),
      .tabAPI(
        tab: "Tabs", groups: [], selectedChild: nil,
        mode: .tabBarOnly(mode: "automatic", automatic: true), moreUnsettled: false),
      .tabAPI(
        tab: "Tabs", groups: [], selectedChild: nil,
        mode: .tabBarOnly(mode: "tabBar", automatic: false), moreUnsettled: false),
      .tabAPI(
        tab: "Tabs", groups: [], selectedChild: nil, mode: .regularTabBar(mode: "tabSidebar"),
        moreUnsettled: false),
      .tabAPI(
        tab: "Tabs", groups: [], selectedChild: nil,
        mode: .sidebar(mode: "tabSidebar", automatic: false),
        moreUnsettled: false),
      .tabAPI(tab: "Tabs", groups: [], selectedChild: nil, mode: nil, moreUnsettled: false),
      .tabBar26BeforeIOS26(tab: "Tabs", ios: 18),
      .tabBar26(
        tab: "Tabs", minimize: .init(behavior: .onScrollDown, phone: true),
        accessory: .init(content: "PlayerView", place: .aboveTabBar)),
      .tabBar26(tab: "Tabs", minimize: .init(behavior: .never, phone: false), accessory: nil),
    ]
    + [true, false].flatMap { stack in
      [ContainerNote.MoreEnding.open, .stop, .moved].map {
        ContainerNote.moreShows(
          tab: "Tabs", count: 7, target: "Sixth", position: 6, navigation: "MoreNav",
          list: "MoreList", lendsStack: stack, ending: $0)
      }
    }
    + minimizes.map { ContainerNote.minimize($0) } + places.map { ContainerNote.accessory($0) }

  static let values = [
    "doubleColumn", "tripleColumn", "oneBesideSecondary", "automatic", "tabBar", "tabSidebar",
    "PlayerView", "COLLAPSE", "primary", "onScrollDown", "never",
  ]

  @Test func everyCaseCitesItsRulesAndSpeaksChinese() {
    for note in Self.samples {
      #expect(NoteFamilyChecks.problems(note, values: Self.values) == [])
    }
  }

  @Test func theSamplesHoldEveryCase() {
    let labels = Set(Self.samples.compactMap { Mirror(reflecting: $0).children.first?.label })
    #expect(
      labels == [
        "columnSplit", "moreTabsListed", "moreShows", "moreReturns", "tabBarHost",
        "tabAPIBeforeIOS18", "tabAPI", "tabBar26BeforeIOS26", "tabBar26", "minimize", "accessory",
      ])
  }

  @Test func aTabBarHostInBothLanguages() {
    let note = ContainerNote.tabBarHost(tabs: ["Tabs"], floating: false)
    #expect(
      note.english
        == " In compact width the classic bottom UITabBar of Tabs returns and the _UITabContainerView leaves (TB-6)."
    )
    #expect(note.chinese == " 在 compact 宽度下，Tabs 经典的底部 UITabBar 回来了，_UITabContainerView 离开（TB-6）。")
  }

  @Test func aMinimizeBehaviorInBothLanguages() {
    let note = ContainerNote.minimize(.init(behavior: .onScrollDown, phone: true))
    #expect(
      note.english
        == "the bar minimizes while the content scrolls down and expands when it scrolls back up (TB-13)."
    )
    #expect(note.chinese == "内容向下滚动时标签栏最小化，向上滚回时展开（TB-13）。")
    #expect(PhaseNote(.container(note)).rules == ["TB-13"])
  }

  /// The tab API note of a scene, made from its kind: role, rules and controllers are data.
  @Test func theTabAPINoteIsTyped() {
    let note = PhaseNote(
      .container(.tabAPIBeforeIOS18(tab: "Tabs", ios: 17)))
    #expect(note.role == .style)
    #expect(note.rules == ["TB-11"])
    #expect(note.controllers == ["Tabs"])
    #expect(
      note.text
        == "Tabs uses UITab, UITabGroup, mode or selectedTab, which are new in iOS 18; on iOS 17 it is a classic tab bar controller of its viewControllers and the groups' child tabs do not exist (TB-11)."
    )
  }
}
