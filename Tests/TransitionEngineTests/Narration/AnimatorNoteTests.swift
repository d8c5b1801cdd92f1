import Testing

@testable import TransitionEngine

/// The families of the app's animator (`AnimatorLineNote`, `AnimatorOutcomeNote`): every case
/// cites in both languages exactly the rules it carries and its Chinese is Chinese; the
/// black-screen lesson of an over style word for word in both languages.
@Suite struct AnimatorNoteTests {
  static let card = ViewMention(subject: .controller("Card"), part: .toView(owned: true))
  static let home = ViewMention(subject: .controller("Home"), part: .plain)
  static let container = ViewMention(subject: .container, part: .plain)

  static let lines: [AnimatorLineNote] = [
    .line(
      code: "containerView.addSubview(toView)",
      action: .moved(
        child: card, parent: container, place: .top, origin: .noView, holds: [home, card]),
      appearing: "Card"),
    .line(
      code: "containerView.insertSubview(toView, belowSubview: fromView)",
      action: .moved(
        child: card, parent: container, place: .below(home), origin: .samePlace,
        holds: [card, home]),
      appearing: nil),
    .line(
      code: "containerView.insertSubview(snapshot, at: 0)",
      action: .moved(
        child: ViewMention(subject: .snapshot(place: "line 9"), part: .plain),
        parent: container, place: .index(0),
        origin: .left(ViewMention(subject: .uikit("UIDropShadowView"), part: .plain)),
        holds: [home]),
      appearing: nil),
    .line(
      code: "fromView.removeFromSuperview()",
      action: .removed(
        view: ViewMention(subject: .controller("Home"), part: .fromView), superview: container,
        leftWindow: true),
      appearing: nil),
    .line(
      code: "badge.removeFromSuperview()",
      action: .inNoView(
        ViewMention(subject: .made(className: "Badge", place: "Card.swift:12"), part: .plain)),
      appearing: nil),
  ]

  static let outcomes: [AnimatorOutcomeNote] = [
    .appearedOutOfWindow(
      name: "Home", cause: .line(place: "line 12", code: "fromView.removeFromSuperview()")),
    .appearedOutOfWindow(name: "Home", cause: .leftOut),
    .appearedOutOfWindow(name: "Card", cause: .toViewNotAdded),
    .disappearedInWindow(name: "Home", putBy: "line 14"),
    .disappearedInWindow(name: "Home", putBy: nil),
    .blackScreen,
    .borrowed(
      owner: "Home", place: "line 27", code: "containerView.addSubview(fromVC.view)",
      overStyle: "overFullScreen"),
    .borrowed(
      owner: "Home", place: "line 27", code: "containerView.addSubview(fromVC.view)", overStyle: nil
    ),
    .lostWithContainer(
      owner: "Home", line: 27, file: nil, code: "containerView.addSubview(fromVC.view)",
      state: "appeared", overStyle: "overFullScreen"),
    .lostWithContainer(
      owner: "Home", line: 8, file: "Card.swift", code: "containerView.addSubview(fromVC.view)",
      state: "appeared", overStyle: nil),
  ]

  static let values = [
    "Card", "Home", "Badge", "UIDropShadowView", "overFullScreen", "appeared", "disappeared",
  ]

  @Test func everyCaseCitesItsRulesAndSpeaksChinese() {
    for note in Self.lines { #expect(NoteFamilyChecks.problems(note, values: Self.values) == []) }
    for note in Self.outcomes {
      #expect(NoteFamilyChecks.problems(note, values: Self.values) == [])
    }
  }

  @Test func theSamplesHoldEveryCase() {
    let actions = Set(
      Self.lines.compactMap { note -> String? in
        guard case .line(_, let action, _) = note else { return nil }
        return Mirror(reflecting: action).children.first?.label
      })
    #expect(actions == ["moved", "removed", "inNoView"])
    let outcomes = Set(Self.outcomes.map { "\($0)".prefix { $0 != "(" } })
    #expect(
      outcomes == [
        "appearedOutOfWindow", "disappearedInWindow", "blackScreen", "borrowed",
        "lostWithContainer",
      ])
  }

  @Test func aLineAddingTheToViewInBothLanguages() {
    let note = Self.lines[0]
    #expect(
      note.english
        == "`containerView.addSubview(toView)`: Card's view (it is the to-view) goes into the containerView, on top of its subviews. It was in no view before. Back to front, the containerView now holds: Home's view, Card's view (it is the to-view). Card's view is in the window now, hence viewIsAppearing."
    )
    #expect(
      note.chinese
        == "`containerView.addSubview(toView)`：Card 的视图（它就是 toView）被放进 containerView，位于它所有子视图的最上层。它之前不在任何视图中。现在 containerView 从后到前依次是：Home 的视图、Card 的视图（它就是 toView）。Card 的视图现在已在 window 中，所以它收到 viewIsAppearing。"
    )
    #expect(note.controllers == [])
  }

  @Test func theOverStylesLessonInBothLanguages() {
    let note = Self.outcomes[8]
    #expect(
      note.english
        == "The mistake: Home's view was inside the containerView, because line 27 of an animator (`containerView.addSubview(fromVC.view)`) put it there. UIKit removes the container and Home's view leaves the window with it. Home gets no callbacks and still counts as appeared: where its view was, the user sees black (X-8). In an overFullScreen presentation UIKit leaves Home's view where it is: do not move `fromVC.view`; add only `toView` to the containerView (T-4, X-8)."
    )
    #expect(
      note.chinese
        == "错误：Home 的视图在 containerView 之中，因为 animator 第 27 行（`containerView.addSubview(fromVC.view)`）把它放了进去。UIKit 移除 container，Home 的视图也随之离开 window。Home 收不到任何回调，状态仍是 appeared：它的视图原来所在的地方，用户看到的是一片黑屏（X-8）。overFullScreen 是 over 结构，UIKit 让 Home 的视图留在原处：不要移动 `fromVC.view`，只把 `toView` 加进 containerView（T-4，X-8）。"
    )
    #expect(note.rules == ["X-8", "T-4"])
    #expect(note.role == .mistake)
  }
}
