import Testing

@testable import TransitionEngine

/// The families of the steps' notes moved out of `Transitions/` in the second round
/// (`AlertExceptionNote`, `SplitNote`, `ContainmentNote`, `ShowNote`, `UnwindNote`,
/// `TabBarStepNote`, `SearchNote`, `StackNote`, `DriverNote`, `SizeChangeNote`): every case, in the variants
/// its values give, cites in both languages the rules its English cites, and its Chinese is
/// Chinese; a few notes word for word.
@Suite struct StepFamiliesTests {
  static let values = [
    "Home", "Menu", "Split", "Nav", "Detail", "List", "Inspector", "Compact", "Card", "Grid",
    "Search", "Results", "Tabs", "Photo", "Line 9 (`view.addSubview(card)`)",
    "UIAlertControllerRegularPresentationController", "UIActivityViewController",
    "UIPopoverPresentationController", "Banner", "Dimmer",
  ]

  static let alert: [AlertExceptionNote] =
    [true, false].flatMap { sheet in
      [
        AlertExceptionNote.accepted(
          system: nil, actionSheet: sheet,
          controllerClass: sheet
            ? "UIAlertControllerRegularPresentationController" : "UIPopoverPresentationController",
          walk: sheet ? .init(from: "Card", presenter: "Home") : nil),
        .carriedOn(actionSheet: sheet),
      ]
    }
    + [AlertExceptionNote.Source.systemController, .actionSheet, .popover].map {
      .raised(controllerClass: "UIPopoverPresentationController", source: $0)
    }

  static let split: [SplitNote] = {
    let kept = SplitNote.DelegateKeeps(primary: "List", secondary: "Detail")
    return [
      .collapsesPushing(split: "Split", primary: "List", secondary: "Detail"),
      .collapsesKept(split: "Split", kept: kept),
      .expands(split: "Split", primary: "List", secondary: "Detail"),
      .arrivesKept(split: "Split", kept: kept),
      .arrivesPushing(split: "Split", primary: "List", secondary: "Detail"),
      .primaryHidden(split: "Split", primary: "List"),
      .columnDefault(split: "Split", displayMode: "oneBesideSecondary"),
      .bothColumns(split: "Split", primary: "List"),
      .columnsToCompact(split: "Split", compact: "Compact", inspector: nil),
      .columnsToCompact(split: "Split", compact: "Compact", inspector: "Inspector"),
      .columnsOntoPrimary(
        split: "Split", chosen: nil, primary: "Nav", moved: [], inspector: nil),
      .columnsOntoPrimary(
        split: "Split", chosen: .supplementary, primary: "Nav", moved: ["List", "Detail"],
        inspector: "Inspector"),
      .columnsShow(split: "Split", displayMode: "twoBesideSecondary"),
      .columnsHandedBack(
        split: "Split", primary: "Nav", handed: ["Detail"], displayMode: "oneBesideSecondary"),
    ]
  }()

  static let containment: [ContainmentNote] =
    TransitionFamiliesTests.eventSets.flatMap { events in
      [true, false].flatMap { flag in
        [
          ContainmentNote.viewAdded(child: "Card", parent: "Home", onScreen: flag, events: events),
          .viewRemoved(name: "Card", parent: "Home", onScreen: flag, events: events),
          .viewNotInSuperview(name: "Card", presenting: flag),
        ]
      }
    } + [
      .childAdded(child: "Card", parent: "Home"), .didMove, .willMoveToNil,
      .removed(name: "Card", stranded: []), .removed(name: "Card", stranded: ["Menu"]),
      .removed(name: "Card", stranded: ["Menu", "Photo"]),
    ]

  static let show: [ShowNote] =
    [ShowNote.presentedModally(source: "Card", call: "showDetailViewController")]
    + [true, false].flatMap { detail in
      [nil, "List"].map {
        ShowNote.columnReplaced(
          call: detail ? "showDetailViewController" : "show", split: "Split", detail: detail,
          old: $0, name: "Detail")
      }
    }

  static let unwind: [UnwindNote] = [
    .notFound(source: "Card", destination: "Home"),
    .found(path: ["Card", "Nav", "Home"], source: "Card", destination: "Home"),
    .customSegue(source: "Card", destination: "Home"), .complete(destination: "Home"),
  ]

  static let tabBar: [TabBarStepNote] = {
    let outcomes: [TabBarStepNote.ScrollOutcome] = [
      .beforeIOS26, .notPhone(.onScrollDown), .hidden(tab: "Tabs"),
      .stays(.never, minimized: false), .stays(.automatic, minimized: true),
      .changes(.onScrollDown, tab: "Tabs", minimized: true),
      .changes(.onScrollUp, tab: "Tabs", minimized: false),
    ]
    let moved = TabBarStepNote.MovedAccessory(content: "Banner", place: .inline)
    return outcomes.map {
      TabBarStepNote.scrolled(content: "Home", down: true, outcome: $0, accessory: nil)
    } + [
      .scrolled(content: "Home", down: false, outcome: outcomes[5], accessory: moved),
      .accessoryGiven(content: "Banner", tab: "Tabs", animated: true, place: .aboveTabBar),
      .accessoryGiven(
        content: "Banner", tab: "Tabs", animated: false, place: .bottomOfView(tab: "Tabs")),
      .accessoryRemoved(tab: "Tabs", animated: true),
      .childTabOfShownGroup(name: "Photo", root: "Grid"),
      .childTabSelectsGroup(name: "Photo", root: "Grid"),
    ]
      + [true, false].flatMap { flag in
        [true, false].map {
          .tabBarHidden(
            hidden: flag, animated: !flag, tab: "Tabs", floating: $0, pushedHides: flag != $0)
        }
      }
  }()

  static let search: [SearchNote] = [
    .ends(search: "Search"),
    .begins(search: "Search", host: "Home", context: nil, results: nil),
    .begins(search: "Search", host: "Home", context: "Nav", results: "Results"),
  ]

  static let stack: [StackNote] =
    [
      StackNote.Outcome.alreadyOnTop, .push, .pop(oldTop: "Detail", keepsOldTop: true),
      .pop(oldTop: "Detail", keepsOldTop: false),
    ].map { .replaced(nav: "Nav", names: ["Home", "List"], top: "List", outcome: $0) }
    + [.oldTopLeaves(oldTop: "Detail", names: ["Home", "List"])]

  static let driver: [DriverNote] = [
    .presenterNeverTaken(style: "overFullScreen", presenter: "Home"),
    .presenterLeftInPlace(style: "pageSheet", presenter: "Home"),
    .targetInPresentation(target: "Home"), .chrome(["Dimmer", "Banner"]),
    .curledCorner(name: "Card"),
    .takenViewPutBack(line: "Line 9 (`view.addSubview(card)`)", owner: "Home", stranded: ["Home"]),
    .takenViewPutBack(
      line: "Line 9 (`view.addSubview(card)`)", owner: "Nav", stranded: ["Nav", "Home"]),
  ]

  static let sizeChange: [SizeChangeNote] = [
    .sameSizeClasses, .adaptNext(["Menu"]), .adaptNext(["Menu", "Card"]),
    .adaptedAgain(["Menu"], delegateHears: true), .adaptedAgain([], delegateHears: false),
  ]

  @Test func everyCaseCitesItsRulesAndSpeaksChinese() {
    func check(_ notes: [some NoteFamily]) {
      for note in notes {
        // The rules, in both languages, and no untranslated run of English words. The CJK
        // share `NoteFamilyChecks` measures is not asked yet: these notes keep UIKit's plain
        // nouns (presentation controller, secondary, pop) as the posts do, below its half.
        #expect(RuleIDScan.ids(in: note.english) == note.rules, "\(note.english)")
        #expect(RuleIDScan.ids(in: note.chinese) == note.rules, "\(note.chinese)")
        let prose = NoteFamilyChecks.stripped(note.chinese, values: Self.values)
        #expect(NoteFamilyChecks.englishRun(prose) == nil, "\(note.chinese)")
        #expect(note.chinese.unicodeScalars.contains(where: NoteFamilyChecks.isCJK))
      }
    }
    check(Self.alert)
    check(Self.split)
    check(Self.containment)
    check(Self.show)
    check(Self.unwind)
    check(Self.tabBar)
    check(Self.search)
    check(Self.stack)
    check(Self.driver)
    check(Self.sizeChange)
  }

  @Test func theSamplesHoldEveryCase() {
    func labels(_ notes: [Any]) -> Set<String> {
      Set(notes.compactMap { Mirror(reflecting: $0).children.first?.label ?? "\($0)" })
    }
    #expect(labels(Self.alert) == ["accepted", "raised", "carriedOn"])
    #expect(labels(Self.split).count == 12)
    #expect(labels(Self.containment).count == 7)
    #expect(labels(Self.unwind).count == 4)
    #expect(labels(Self.tabBar).count == 6)
    #expect(labels(Self.stack).count == 2)
    #expect(labels(Self.driver).count == 6)
  }

  /// The told note of a family keeps the role and the controllers the words note had, and
  /// speaks Chinese in zh-Hans.
  @Test func aToldNoteSpeaksBothLanguages() {
    let note = StackNote.replaced(nav: "Nav", names: ["Home", "List"], top: "List", outcome: .push)
      .note
    #expect(note.controllers == ["Nav", "List"])
    #expect(note.rules == ["N-16", "Q-30"])
    #expect(note.isWritten(in: .zhHans))
    #expect(
      note.text(in: .zhHans)
        == "setViewControllers(_:animated:) 把 Nav 的整个栈换成 Home 和 List；UIKit 只执行一次"
        + "转场，由新的栈顶 List 决定 (N-16)。栈顶以下的控制器先加入或离开，收到容器回调，没有 "
        + "appearance 回调；它们究竟在什么时候收到 willMove 和 didMove，没有文档说明 (Q-30) "
        + "[I]。List 是栈里新来的，所以这次转场是 push。")
    let corner = DriverNote.curledCorner(name: "Card").note
    #expect(corner.role == .unknown)
    #expect(corner.controllers == ["Card"])
    #expect(
      corner.text == "The curled-up corner UIKit goes on drawing over Card is not a view "
        + "in any dump, so the tree and the picture show Card alone (MT-4, unknown).")
  }

  /// A split's clause, word for word in both languages, with its full stop as a note.
  @Test func aSplitClauseIsASentenceInBothLanguages() {
    let note = SplitNote.expands(split: "Split", primary: "List", secondary: "Detail")
      .note(controllers: ["Split"])
    #expect(
      note.text
        == "Split expands: List pops Detail and hands it back as the secondary column (SV-2).")
    #expect(note.text(in: .zhHans) == "Split 展开：List pop 出 Detail，把它交还为 secondary 列 (SV-2)。")
    #expect(note.rules == ["SV-2"])
  }
}
