import Testing

@testable import TransitionEngine

/// The families of the app's own code (`CodeNote`, `CodeViewNote`, `HandAppearanceNote`,
/// `SegueNote`, `InteractionNote`, `AnimatorMistakeNote`, `AnimatorNilNote`,
/// `AnimatorTailNote`, `UnfinishedNote`, `ViewsLeftNote`, `ViewLookNote`, `RunBackNote`): every
/// sample cites in both languages exactly the rules it carries and its Chinese is Chinese; a
/// line of a `code` step word for word in both languages, and a phase whose English stays
/// English when one part of it has no Chinese.
@Suite struct CodeNoteTests {
  static let child = ViewMention(subject: .controller("Child"), part: .plain)
  static let card = ViewMention(subject: .controller("Card"), part: .toView(owned: true))
  static let earlier = CodeNote.Earlier(
    line: 3, code: "Home.present(Card, animated: true)", isDismissal: false, presenter: "Home",
    presented: "Card")
  static let events: [LifecycleEvent] = [
    .controller(ControllerID("Child"), .viewWillAppear(animated: false)),
    .controller(ControllerID("Child"), .viewIsAppearing(animated: false)),
    .controller(ControllerID("Child"), .viewDidAppear(animated: false)),
  ]

  static let code: [CodeNote] = [
    .lineLead(CodeNote.Place(file: nil, line: 31), code: "Home.present(Card)"),
    .lineLead(CodeNote.Place(file: "Home.swift", line: 12), code: "present(card, animated: true)"),
    .addChild(child: "Child", parent: "Shell", managedBy: nil),
    .addChild(child: "Child", parent: "Nav", managedBy: "navigation"),
    .noParent(child: "Child"),
    .removedFromParent(child: "Child", parent: "Tabs", managedBy: "tab", stillInWindow: true),
    .willMoveByHand(child: "Child"), .didMoveByHand,
    .presentationStyle(controller: "Card", style: "overFullScreen"),
    .transitionStyle(controller: "Card", style: "crossDissolve"),
    .elsewhere(.completeTransition), .elsewhere(.snapshot), .elsewhere(.madeViews),
    .elsewhere(.interaction), .presentingNil, .notNavigation("Home"),
    .replaceNotModelled(from: "Child.view"), .replaceAdds, .replaceRemoves,
    .loadsView(controller: "Card"),
    .transformOutOfWindow(controller: "Card", transform: "[1, 0, 0, 1, 0, 400]"),
    .presentRefused(presented: "Sheet", earlier: earlier),
    .presentRefused(
      presented: "Sheet",
      earlier: CodeNote.Earlier(
        line: 3, code: "Card.dismiss(animated: true)", isDismissal: true, presenter: "Home",
        presented: "Card")),
    .pushDropped(nav: "Nav", earlier: earlier),
    .awaitingDidMove(child: "Child", parent: "Shell", line: 2),
    .removedWithoutWillMove(child: "Child", line: 4),
    .orphanView(child: "Child", line: 5, state: "disappeared"), .everyLineRan,
  ]

  static let views: [CodeViewNote] = [
    .onlyControllerViews, .intoItself, .siblingNotSubview(parent: "Shell"),
    .moved(child: "Child", parent: "Shell", place: .top(parent: "Shell"), then: .nothing),
    .moved(
      child: "Child", parent: "Shell", place: .index(0, parent: "Shell"),
      then: .leavesWindowSilently),
    .moved(child: "Child", parent: "Shell", place: .below(sibling: "Other"), then: .leavesWindow),
    .moved(
      child: "Child", parent: "Shell", place: .above(sibling: "Other"),
      then: .entersWindow(events: events)),
    .moved(
      child: "Child", parent: "Shell", place: .top(parent: "Shell"), then: .entersWindowOrphan),
    .inNoView, .removed(name: "Child", from: "Shell", wasInWindow: true, events: events),
    .removed(name: "Child", from: nil, wasInWindow: true, events: nil),
    .removed(name: "Child", from: "Shell", wasInWindow: false, events: nil),
    .swapSame(controller: "Child"), .swapNoSuperview(from: "Child", to: "Other"),
    .swapAdds(from: "Child", to: "Other", parent: "Shell", events: events, managedBy: nil),
    .swapAdds(from: "Child", to: "Other", parent: "Tabs", events: [], managedBy: "tab"),
    .swapEnds(from: "Child", events: events), .swapEnds(from: "Child", events: nil),
  ]

  static let hand: [HandAppearanceNote] = [
    .notController(name: "Ghost"),
    .nests(name: "Card", state: "appearing", first: "line 3", open: 2),
    .replaced(places: ["line 3"], name: "Card", appearing: true),
    .replaced(places: ["line 3", "Home.swift:9"], name: "Card", appearing: false),
    .alreadyInUIKit(name: "Card", state: "appearing"),
    .begins(name: "Card", others: true, appearing: true, animated: false),
    .unbalancedEnd(place: "line 4", name: "Card", state: "appeared"),
    .endsUnderWay(name: "Card", others: false, appearing: false),
    .matches(matched: "line 5", open: 1, first: "line 3"),
    .ends(matched: "line 3", name: "Card", others: false, appearing: true),
    .openAtEnd(places: ["line 3"], name: "Card", appearing: true),
    .byHand(
      name: "Home", state: "disappeared", appeared: false, place: "Home.swift:20",
      code: "endAppearanceTransition()"),
  ]

  static let animator: [any NoteFamily] = [
    SegueNote.starts(destination: "Detail", source: "Home", kind: .show, sourceParent: nil),
    SegueNote.starts(destination: "Detail", source: "Home", kind: .popover, sourceParent: nil),
    SegueNote.starts(destination: "Detail", source: "Home", kind: .custom, sourceParent: "Nav"),
    SegueNote.customWithoutPerform,
    InteractionNote.customUpdate(owner: "Swipe", percent: "50"),
    InteractionNote.customEnd(place: "line 9", code: "finish()", owner: nil, cancelled: true),
    InteractionNote.percentUpdate(percent: "30"), InteractionNote.percentEnding(cancelled: false),
    InteractionNote.secondEnd, InteractionNote.fingerLead(progress: "0.5"),
    AnimatorMistakeNote.snapshotMade(view: card, width: "390", height: "844"),
    AnimatorMistakeNote.fromViewRemovedOnCancel(place: "line 7"),
    AnimatorMistakeNote.completedTrueOnCancel(place: "line 8"),
    AnimatorMistakeNote.snapshotLeftBehind(
      place: "line 4", code: "fromView.snapshotView(afterScreenUpdates: false)",
      superview: ViewMention(subject: .container, part: .plain), addedAt: "line 5",
      addedCode: "containerView.addSubview(snapshot)"),
    AnimatorMistakeNote.neverCompletes(
      returnsAt: "line 12", returnCode: "}",
      stuck: [
        .init(
          name: "Home", state: "disappeared",
          inWindow: true)
      ], container: "Nav", earlier: ["present Card"]),
    AnimatorNilNote.replaceInNoView(view: "fromView"), AnimatorNilNote.replaceSwaps,
    AnimatorTailNote.secondComplete, AnimatorTailNote.afterCompletion,
    AnimatorTailNote.outOfTree(owner: "Detail", leftParent: "Nav"),
    AnimatorTailNote.stateOutOfStep(owner: "Home", state: "appeared", inWindow: false),
    AnimatorTailNote.putBackUnder(parent: "Tabs", owner: "Feed", container: .tab),
    AnimatorTailNote.tookOut(owners: ["Home", "Feed"]),
    UnfinishedNote.pushDuringPush(container: "Nav", action: "push Detail on Nav"),
    UnfinishedNote.refused(container: "Nav", action: "push Detail on Nav", verb: "pop"),
    ViewsLeftNote.noController(
      owner: "Child", cause: .letGo(container: "Tabs", name: "Child"), state: "appeared"),
    ViewsLeftNote.noController(
      owner: "Child", cause: .leftAfterRemove(name: "Child", holder: nil, host: "Shell"),
      state: "disappeared"),
    ViewsLeftNote.noController(
      owner: "Child", cause: .putByHand(holder: "Holder", host: nil), state: "disappeared"),
    ViewsLeftNote.carried(
      name: "Child", inWindow: false, host: "Shell", holder: nil, state: "appeared"),
    ViewLookNote.alpha(card, value: "0", look: .transparent, inWindow: true),
    ViewLookNote.transform(
      card, transform: "[1, 0, 0, 1, 0, 400]", frame: "(0, 400, 390, 844)", inWindow: false),
    ViewLookNote.hidden(card, hidden: true, inWindow: true),
    ViewLookNote.hidden(card, hidden: false, inWindow: true),
    ViewLookNote.frame(card, frame: "(0, 0, 390, 844)", inWindow: true),
    ViewLookNote.background(card, color: "systemRed", inWindow: true),
    ViewLookNote.unseen(card, place: "line 6", code: "toView.alpha = 0", why: .alpha("0")),
    ViewLookNote.unseen(card, place: "line 6", code: "toView.isHidden = true", why: .hidden),
    ViewLookNote.unseen(
      card, place: "line 6", code: "toView.frame = …",
      why: .frame("(0 852; 393 852)", offScreen: true)),
    ViewLookNote.unseen(
      card, place: "line 6", code: "toView.frame = .zero",
      why: .frame("(0 0; 0 0)", offScreen: false)),
    WeakDelegateNote.dropped(
      container: "Nav", object: "PopFader", place: "Home.swift:7", code: "delegate = PopFader()",
      tab: false),
    WeakDelegateNote.dropped(
      container: "Tabs", object: "PopFader", place: "line 9", code: "delegate = PopFader()",
      tab: true),
    ViewLookNote.keeps(
      card, alpha: "0.5", transform: "[1, 0, 0, 1, 0, 400]", place: "line 6", code: "…"),
    RunBackNote.runBack(
      reversed: [.init(view: card, value: "alpha 1", place: "line 4")],
      kept: [.init(view: child, value: "alpha 0", place: "line 5")]),
    RunBackNote.leftByCancel(place: "line 5", view: card, value: "alpha 0", start: "alpha 1"),
  ]

  static let values = [
    "Child", "Shell", "Nav", "Tabs", "Card", "Home", "Sheet", "Other", "Ghost", "Detail", "Swipe",
    "Feed", "Holder", "overFullScreen", "crossDissolve", "navigation", "tab", "appearing",
    "appeared", "disappeared", "disappearing", "Home.swift", "present Card", "push Detail on Nav",
    "pop", "systemRed", "alpha", "transform", "PopFader", "Home.swift:7",
  ]

  @Test func everyCaseCitesItsRulesAndSpeaksChinese() {
    for note in Self.code { #expect(NoteFamilyChecks.problems(note, values: Self.values) == []) }
    for note in Self.views { #expect(NoteFamilyChecks.problems(note, values: Self.values) == []) }
    for note in Self.hand { #expect(NoteFamilyChecks.problems(note, values: Self.values) == []) }
    for note in Self.animator {
      #expect(NoteFamilyChecks.problems(note, values: Self.values) == [])
    }
  }

  @Test func aLineOfACodeStepInBothLanguages() {
    let text = CodeLineText(CodeNote.addChild(child: "Child", parent: "Shell", managedBy: nil))
    let note = text.note(code: "Shell.addChild(Child)")
    #expect(
      note.text
        == "`Shell.addChild(Child)`: links Child under Shell and calls Child.willMove(toParent: Shell) for you (K-1). Child's view is in no view yet: adding it is your job."
    )
    #expect(
      note.text(in: .zhHans)
        == "`Shell.addChild(Child)`：把 Child 挂到 Shell 之下，并替你调用 Child.willMove(toParent: Shell)（K-1）。Child 的视图还不在任何视图中：添加它是你的事。"
    )
    #expect(note.isWritten(in: .zhHans))
    #expect(note.rules == ["K-1"])
    #expect(note.role == .happened)
  }

  @Test func aViewEnteringTheWindowNamesTheCallbacksOfItsEvents() {
    let note = CodeViewNote.moved(
      child: "Child", parent: "Shell", place: .top(parent: "Shell"),
      then: .entersWindow(events: Self.events))
    #expect(
      note.english
        == "Child's view goes into Shell's view, on top of Shell's subviews. It enters the window, so the appear callbacks come: Child's viewWillAppear, viewIsAppearing and viewDidAppear (K-6)."
    )
    #expect(
      note.chinese
        == "Child 的视图被放进 Shell 的视图，位于 Shell 的所有子视图之上。它进入 window，所以 appear 回调到来：Child 的 viewWillAppear、viewIsAppearing 和 viewDidAppear (K-6)。"
    )
  }

  @Test func aPartWithoutChineseKeepsTheWholeNoteEnglish() {
    let text =
      CodeLineText(CodeNote.loadsView(controller: "Card")) + CodeLineText(words: "Card moves.")
    #expect(text.chinese == nil)
    let note = text.note(code: "Card.view.alpha = 0")
    #expect(
      note.text == "`Card.view.alpha = 0`: asking for Card.view loads it first (LC-1). Card moves.")
    #expect(!note.isWritten(in: .zhHans))
    let joined = CodeLineText.joined([
      CodeLineText(CodeNote.everyLineRan), CodeLineText(CodeNote.didMoveByHand),
    ])
    #expect(
      joined.english
        == "Every line has run; the tree and callbacks are what UIKit makes of them. you call didMove yourself to finish the move (K-1, K-2)."
    )
    #expect(joined.chinese?.hasPrefix("每一行都已执行") == true)
  }

  @Test func theLeadOfALineNamesItsFileAndLine() {
    let lead = CodeNote.lineLead(CodeNote.Place(file: "Home.swift", line: 12), code: "go()")
    #expect(lead.english == "Home.swift:12, `go()`: ")
    #expect(lead.chinese == "Home.swift 第 12 行，`go()`：")
    let bare = CodeNote.lineLead(CodeNote.Place(file: nil, line: 31), code: "go()")
    #expect(bare.english == "Line 31, `go()`: ")
    #expect(bare.chinese == "第 31 行，`go()`：")
  }
}
