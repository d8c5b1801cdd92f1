import Testing

@testable import TransitionEngine

/// The families of the transitions' notes (`SheetNote`, `PopoverNote`, `ZoomNote`, `PageNote`,
/// `BarNote`, `ColumnNote`): every case, in the variants its values give, cites in both
/// languages exactly the rules it carries, and its Chinese is Chinese; a few notes word for
/// word.
@Suite struct TransitionFamiliesTests {
  /// A will- and a did-callback of two controllers, and no callback at all.
  static let calls: [LifecycleEvent] = [
    .controller(ControllerID("Sheet"), .viewWillDisappear(animated: true)),
    .controller(ControllerID("Home"), .viewWillAppear(animated: true)),
    .controller(ControllerID("Sheet"), .viewDidDisappear(animated: true)),
    .controller(ControllerID("Home"), .viewDidAppear(animated: true)),
  ]
  static let eventSets: [[LifecycleEvent]] = [calls, []]

  static let pushBack = SheetNote.PushBack(below: nil, values: "[0.9, 0, 0, 0.9, 0, 0]")

  static let sheet: [SheetNote] =
    [true, false].flatMap { flag in
      [
        SheetNote.detentMoving(from: "medium", to: "large", interactive: flag, pushBack: nil),
        .detentMoving(
          from: "medium", to: "large", interactive: flag,
          pushBack: .pushBackMoves(
            percent: 40, views: [.init(owner: nil, transform: "[0.9]")], inset: flag)),
        .detentSettled(
          name: "Sheet", detent: "large", unchanged: flag, follows: !flag, interactive: flag,
          dimming: .init(
            undimmed: flag, presenter: "Home", pushBack: flag ? pushBack : nil,
            wasPushingBack: true)),
        .detentSettled(
          name: "Sheet", detent: "medium", unchanged: false, follows: true, interactive: flag,
          dimming: .init(undimmed: !flag, presenter: "Home", pushBack: nil, wasPushingBack: false)),
        .modalSwipeRefused(holder: flag ? "Sheet" : "Form", top: "Sheet"),
        .swipe(completed: flag),
      ]
    }
    + eventSets.flatMap { events in
      [true, false].map { SheetNote.releasedEarly(events: events, zoom: $0) }
    } + [.swipeDelegateRefused, .stillPresented(top: "Sheet")]

  static let popover: [PopoverNote] =
    [PopoverNote.TapSpot.over("Home"), .outside].flatMap { spot in
      [
        PopoverNote.tapModal(spot: spot, holder: "Menu", top: "Menu"),
        .tapModal(spot: spot, holder: "Form", top: "Menu"), .tapRefused(spot: spot),
        .tapDismisses(spot: spot),
      ]
    } + [.tapPassthrough(tapped: "Home")]

  static let zoom: [ZoomNote] = {
    var notes: [ZoomNote] = [
      .dismissZoomBack(top: "Photo", source: "Grid", className: "UIImageView", found: true),
      .dismissZoomBack(top: "Photo", source: "Grid", className: "UIImageView", found: false),
      .dismissZoomEnded,
      .presentZoom(presented: "Photo", source: "Grid", className: "UIImageView", found: true),
      .presentZoom(presented: "Photo", source: "Grid", className: "UIImageView", found: false),
    ]
    for events in eventSets {
      for flag in [true, false] {
        let zoom = ZoomNote.PopZoom(
          from: "Photo", target: "Grid", className: "UIImageView", found: flag,
          interactive: flag, fromContent: flag, fingerCompleted: !flag)
        notes += [
          .popReady(zoom, nav: "Nav", cancelled: flag, events: events), .popInteraction(zoom),
          .popAnimating(zoom), .popCancelled(zoom, events: events),
          .popToViewAdded(zoom, appearing: flag, events: events),
          .popCompleted(zoom, animated: flag, events: events),
        ]
      }
    }
    return notes
  }()

  /// The zoom push's phases, told notes of `ZoomNote.told`.
  static let zoomPush: [ToldNote] = {
    let story = PushStory(nav: "Nav", from: "Grid", pushed: "Photo", hidesTabBar: true)
    return [ZoomNote.told(story, .toViewAdded), ZoomNote.told(story, .after)]
      + eventSets.flatMap { events in
        [true, false].flatMap { flag in
          [
            ZoomNote.told(
              story, .containerReady(className: "UIImageView", found: flag, events: events)),
            ZoomNote.told(
              story,
              .completed(animated: flag, className: "UIImageView", found: flag, events: events)),
          ]
        }
      }
  }()

  static let page: [PageNote] =
    [
      PageNote.swipeAbandoned(pager: "Pages", page: "Two", old: "One", direction: "forward"),
      .childAdded(pager: "Pages", page: "Two"),
    ]
    + [true, false].flatMap { flag in
      [PageNote.turned(pager: "Pages", page: "Two", swipe: flag, scroll: !flag)]
        + eventSets.flatMap { events in
          [
            PageNote.slides(
              pager: "Pages", page: "Two", old: flag ? "One" : nil, direction: "forward",
              events: events),
            .completed(
              pager: "Pages", page: "Two", old: flag ? "One" : nil, onScreen: !events.isEmpty,
              events: events),
          ]
        }
    }

  static let bar: [BarNote] =
    [true, false].flatMap { flag in
      [
        BarNote.navigationBar(
          nav: "Nav", call: "setNavigationBarHidden(\(flag), animated: true)", hidden: flag,
          animated: flag, onScreen: !flag),
        .toolbar(
          nav: "Nav", call: "setToolbarHidden(true, animated: false)", shown: nil, onScreen: flag),
        .toolbar(
          nav: "Nav", call: "setToolbarHidden(false, animated: false)",
          shown: .init(
            top: "Inbox", items: flag ? ["Compose", "Edit"] : [], height: 49, covered: flag),
          onScreen: flag),
        .popTo(target: "Root", animated: flag, popped: flag ? ["A", "B"] : ["A"]),
      ]
    } + [
      .changes([
        .largeTitle(nav: "Nav", top: "Inbox", large: true),
        .toolbarBack(nav: "Nav", top: "Inbox", items: []),
      ]),
      .changes([
        .toolbarItems(nav: "Nav", top: "Inbox", items: ["Edit"]), .toolbarHidden(nav: "Other"),
      ]),
    ]

  static let column: [ColumnNote] =
    [
      ColumnNote.replacedStack(
        call: "setViewController(List, for: .primary)", split: "Split", column: "primary",
        nav: "PrimaryNav", controller: "List"),
      .pushedOntoSecondary(
        call: "setViewController(Detail, for: .secondary)", split: "Split", nav: "DetailNav",
        controller: "Detail", collapsedOnto: "PrimaryNav"),
      .pushedOntoSecondary(
        call: "setViewController(Detail, for: .secondary)", split: "Split", nav: "DetailNav",
        controller: "Detail", collapsedOnto: nil),
    ]
    + eventSets.flatMap { events in
      [SplitColumn.inspector, .supplementary].map { column in
        ColumnNote.columnChanged(
          .init(
            call: "show(.\(column.rawValue))", split: "Split", column: column, nav: "Side",
            shown: column == .inspector, modeStays: events.isEmpty, mode: "twoBesideSecondary"),
          events: events)
      }
    }

  /// The values the samples name, set apart from the prose when the Chinese is measured.
  static let values = [
    "medium", "large", "forward", "UIImageView", "twoBesideSecondary", "Compose", "Edit",
    "setNavigationBarHidden(true, animated: true)", "setNavigationBarHidden(false, animated: true)",
    "setToolbarHidden(true, animated: false)", "setToolbarHidden(false, animated: false)",
    "setViewController(List, for: .primary)", "setViewController(Detail, for: .secondary)",
    "show(.inspector)", "show(.supplementary)", "primary", "supplementary", "inspector",
    // UIKit's own words the Chinese keeps as the posts do (a sheet's delegate, detent,
    // dimming view, a popover's passthrough view, the presenter).
    "delegate", "sheet", "popover", "dimming", "detent", "presenter", "passthrough",
  ]

  @Test func everyCaseCitesItsRulesAndSpeaksChinese() {
    func check(_ notes: [some NoteFamily]) {
      for note in notes {
        #expect(NoteFamilyChecks.problems(note, values: Self.values) == [])
      }
    }
    check(Self.sheet)
    check(Self.popover)
    check(Self.zoom)
    check(Self.zoomPush)
    check(Self.page)
    check(Self.bar)
    check(Self.column)
  }

  @Test func theSamplesHoldEveryCase() {
    func labels(_ notes: [Any]) -> Set<String> {
      Set(notes.compactMap { Mirror(reflecting: $0).children.first?.label })
    }
    #expect(
      labels(Self.sheet) == [
        "detentMoving", "detentSettled", "modalSwipeRefused", "swipe", "releasedEarly",
        "stillPresented",
      ])
    #expect(labels(Self.popover) == ["tapModal", "tapRefused", "tapDismisses", "tapPassthrough"])
    #expect(
      labels(Self.zoom) == [
        "dismissZoomBack", "presentZoom", "popReady", "popInteraction", "popAnimating",
        "popCancelled", "popToViewAdded", "popCompleted",
      ])
    #expect(labels(Self.page) == ["swipeAbandoned", "childAdded", "turned", "slides", "completed"])
    #expect(labels(Self.bar) == ["navigationBar", "toolbar", "popTo", "changes"])
    #expect(labels(Self.column) == ["replacedStack", "pushedOntoSecondary", "columnChanged"])
  }

  @Test func aTapOutsideInBothLanguages() {
    let note = PopoverNote.tapDismisses(spot: .outside)
    #expect(
      note.english
        == "The tap lands outside the popover, where the popover's full-window dimming view "
        + "catches it and asks the delegate presentationControllerShouldDismiss(_:), which says "
        + "yes (M-22, D-10), so UIKit calls the presenter's dismiss(animated: true) and the "
        + "delegate hears presentationControllerWillDismiss(_:). ")
    #expect(
      note.chinese
        == "点击落在 popover 之外，popover 覆盖整个窗口的 dimming 视图接住了它，并询问 delegate 的 "
        + "presentationControllerShouldDismiss(_:)，它回答可以 (M-22, D-10)，所以 UIKit 调用 "
        + "presenter 的 dismiss(animated: true)，delegate 收到 presentationControllerWillDismiss(_:)。")
    #expect(note.rules == ["M-22", "D-10"])
  }

  @Test func aReleasedSheetInBothLanguages() {
    let note = SheetNote.releasedEarly(events: [], zoom: true)
    #expect(
      note.english
        == "Released too early: dismissalTransitionDidEnd(false). The container stays and the "
        + "links are kept (D-6). Callbacks: no appearance callbacks come. The zoom springs back "
        + "and the source view is shown again (N-15).")
    #expect(
      note.chinese
        == "松手太早：dismissalTransitionDidEnd(false)。container 留下，链接保持不变 (D-6)。"
        + "回调：没有任何 appearance 回调。zoom 弹回，源视图重新显示 (N-15)。")
    #expect(note.rules == ["D-6", "N-15"])
  }
}
