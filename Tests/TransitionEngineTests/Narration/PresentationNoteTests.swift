import Testing

@testable import TransitionEngine

/// The presentation families (`PresentationNote`, `PresentationCodeNote`): every case, in
/// every variant its values give, cites in both languages exactly the rules it carries, and
/// its Chinese is Chinese; a few notes word for word.
@Suite struct PresentationNoteTests {
  static let presentation: [PresentationNote] =
    [LifecycleOutcome.notInWindow, .inProgress, .queued, .proceeds].flatMap { outcome in
      LifecycleCallback.allCases.map {
        PresentationNote.lifecycle(
          outcome: outcome, source: "Home", callback: $0, presented: "Sheet")
      }
    } + [
      .secondInTurn(source: "Home", callback: .viewDidAppear, presented: "Sheet"),
      .popoverPresents(presented: "Menu", ignoredStyle: nil),
      .popoverPresents(presented: "Menu", ignoredStyle: "crossDissolve"),
      .popoverDismisses(presented: "Menu"), .popoverMidway(presented: "Menu"),
      .zoomRefused(presented: "Detail", style: "popover"),
      .pushBackMoves(
        percent: 40,
        views: [.init(owner: nil, transform: "[0.9]"), .init(owner: "Sheet", transform: "[0.8]")],
        inset: false),
      .pushBackMoves(percent: 60, views: [.init(owner: "", transform: "[0.9]")], inset: true),
      .activityPopover(presented: "Share", className: "UIActivityViewController"),
      .activityCompact(
        presented: "Share", className: "UIActivityViewController", style: "pageSheet"),
      .systemController(
        presented: "Pick", className: "UIImagePickerController", style: "fullScreen", picker: true),
      .systemController(
        presented: "Mail", className: "MFMailComposeViewController", style: "pageSheet",
        picker: false),
      .adapts(
        presented: "Sheet", requested: "formSheet", style: "fullScreen", presenter: "Home",
        window: .removesPresenter),
      .adapts(
        presented: "Sheet", requested: "formSheet", style: "formSheet", presenter: "Home",
        window: .putsPresenterBack),
      .adapts(
        presented: "Sheet", requested: "formSheet", style: "pageSheet", presenter: "Home",
        window: nil),
      .sheetNavigationBar(nav: "Nav", pad: false, ios26: false),
      .sheetNavigationBar(nav: "Nav", pad: true, ios26: true),
    ]

  static let code: [PresentationCodeNote] = [
    .sizeTransition(className: "CardPC", line: "Card.swift:9", alongside: false, notModelled: []),
    .sizeTransition(
      className: "CardPC", line: "Card.swift:9", alongside: true, notModelled: ["Card.swift:12"]),
    .containerLayout(
      className: "CardPC", bounds: "(0, 0, 844, 390)", presented: "Card",
      frame: .unknown("a height")),
    .containerLayout(
      className: "CardPC", bounds: "(0, 0, 844, 390)", presented: "Card",
      frame: .code(line: "Card.swift:20", frame: "(0, 195, 844, 195)")),
    .containerLayout(
      className: "CardPC", bounds: "(0, 0, 844, 390)", presented: "Card", frame: .fills),
    .keyChrome(presented: "Card", chrome: ["UIView", "UIVisualEffectView"]),
    .visibility(
      className: "CardPC", animated: true,
      changes: [
        .init(
          line: "Card.swift:30", view: .chrome(className: "UIView", line: "Card.swift:14"),
          hidden: true),
        .init(line: "Card.swift:31", view: .presented("Card"), hidden: false),
      ]),
    .visibility(
      className: "CardPC", animated: false,
      changes: [
        .init(line: "Card.swift:30", view: .chrome(className: nil, line: nil), hidden: true)
      ]),
    .hiddenPresentedView(
      presented: "Card", line: "Card.swift:30", presenter: "Home", removes: "Card.swift:8"),
    .hiddenPresentedView(presented: "Card", line: "Card.swift:30", presenter: "Home", removes: nil),
    .dismissalAlphas([
      .init(setBy: "Card.swift:40", className: "UIView", added: "Card.swift:14", alpha: "0")
    ]),
    .alongside(
      className: "CardPC",
      [.init(setBy: nil, className: "UIView", added: "Card.swift:14", alpha: "0.5")]),
    .seeThroughUnknown(
      removes: "Card.swift:8", presenter: "Home", unknown: "a height", className: "CardPC"),
    .seeThroughFrame(
      removes: "Card.swift:8", presented: "Card", frame: "(0, 400, 390, 444)",
      container: "(0, 0, 390, 844)",
      presenter: "Home", chrome: "UIView"),
    .seeThroughFrame(
      removes: "Card.swift:8", presented: "Card", frame: "(0, 400, 390, 444)",
      container: "(0, 0, 390, 844)",
      presenter: "Home", chrome: nil),
    .seeThroughBackground(
      removes: "Card.swift:8", presented: "Card", presenter: "Home",
      cause: .line("Card.swift:50", clear: true)),
    .seeThroughBackground(
      removes: "Card.swift:8", presented: "Card", presenter: "Home",
      cause: .line("Card.swift:50", clear: false)),
    .seeThroughBackground(
      removes: "Card.swift:8", presented: "Card", presenter: "Home", cause: .scene("clear")),
  ]

  /// The values the samples name, set apart from the prose when the Chinese is measured.
  static let values = [
    "CardPC", "UIActivityViewController", "UIImagePickerController", "MFMailComposeViewController",
    "crossDissolve", "formSheet", "pageSheet", "fullScreen", "popover", "a height", "UIView",
    "UIVisualEffectView", "clear",
  ]

  @Test func everyCaseCitesItsRulesAndSpeaksChinese() {
    for note in Self.presentation {
      #expect(NoteFamilyChecks.problems(note, values: Self.values) == [])
    }
    for note in Self.code {
      #expect(NoteFamilyChecks.problems(note, values: Self.values) == [])
    }
  }

  @Test func theSamplesHoldEveryCase() {
    let labels = Set(
      (Self.presentation.map { $0 as Any } + Self.code.map { $0 as Any }).compactMap {
        Mirror(reflecting: $0).children.first?.label
      })
    #expect(
      labels == [
        "lifecycle", "secondInTurn", "popoverPresents", "popoverDismisses", "popoverMidway",
        "zoomRefused", "pushBackMoves", "activityPopover", "activityCompact", "systemController",
        "adapts", "sheetNavigationBar", "sizeTransition", "containerLayout", "keyChrome",
        "visibility", "hiddenPresentedView", "dismissalAlphas", "alongside", "seeThroughUnknown",
        "seeThroughFrame", "seeThroughBackground",
      ])
  }

  @Test func aPopoverMidwayInBothLanguages() {
    let note = PresentationNote.popoverMidway(presented: "Menu")
    #expect(
      note.english
        == "Menu's popover is drawn at its final frame: the frames of its own animation are unknown (M-20)."
    )
    #expect(note.chinese == "Menu 的 popover 画在它的最终位置：它自带动画的中间各帧未知（M-20）。")
    #expect(note.rules == ["M-20"])
    #expect(note.role == .unknown)
  }

  @Test func anAdaptationInBothLanguages() {
    let note = PresentationNote.adapts(
      presented: "Sheet", requested: "formSheet", style: "fullScreen", presenter: "Home",
      window: .removesPresenter)
    #expect(
      note.english
        == "Sheet's formSheet presentation now adapts to fullScreen (A-1, A-3), which removes Home's view from the window"
    )
    #expect(
      note.chinese == "Sheet 以 formSheet 请求的呈现现在自适应为 fullScreen（A-1，A-3），因此 Home 的视图被移出 window")
    #expect(note.controllers == ["Sheet", "Home"])
  }

  @Test func aHiddenPresentedViewInBothLanguages() {
    let note = PresentationCodeNote.hiddenPresentedView(
      presented: "Card", line: "Card.swift:30", presenter: "Home", removes: nil)
    #expect(
      note.english
        == "The mistake: Card's view is in the window and counts as appeared, but the user cannot see it: Card.swift:30 left it hidden and no later line shows it again; UIKit does not show a hidden view again (X-10). Home shows where it would be."
    )
    #expect(
      note.chinese
        == "错误：Card 的视图在 window 中，也算已经出现，但用户看不到它：Card.swift:30 让它保持隐藏，之后也没有代码再显示它；UIKit 不会自动重新显示隐藏的视图（X-10）。在它本该出现的位置显示的是 Home。"
    )
    #expect(note.role == .mistake)
    #expect(note.lines == ["Card.swift:30"])
  }
}
