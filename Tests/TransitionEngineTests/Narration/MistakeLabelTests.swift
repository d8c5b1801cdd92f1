import Testing

@testable import TransitionEngine

/// `tscope check`'s mistake labels: English is the engine's `description` byte for byte, and
/// every mistake has Chinese that keeps its name and the blamed line.
@Suite struct MistakeLabelTests {
  static let every: [AppMistake] = [
    .appearanceOutOfStep("首页"), .unfinishedTransition, .alsoUnfinished("push Detail"),
    .containerContent("Tabs"), .viewWithoutController("Banner"), .invisibleView("Card"),
    .snapshotLeftBehind("Fade.swift:12"), .completedOnCancel("Inbox"),
    .appearanceByHand("Player"),
  ]

  @Test func englishIsTheDescription() {
    for mistake in Self.every {
      #expect(mistake.label(in: .english) == mistake.description)
      let placed = StepMistake(mistake, place: "line 4")
      #expect(placed.label(in: .english) == placed.description)
    }
  }

  @Test func everyMistakeHasChineseWithItsName() {
    let names = [
      "首页", nil, "push Detail", "Tabs", "Banner", "Card", "Fade.swift:12", "Inbox", "Player",
    ]
    for (mistake, name) in zip(Self.every, names) {
      let chinese = mistake.label(in: .zhHans)
      #expect(chinese != mistake.description)
      #expect(chinese.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) })
      if let name { #expect(chinese.hasSuffix("：" + name), "\(chinese)") }
    }
    #expect(Set(Self.every.map { $0.label(in: .zhHans) }).count == Self.every.count)
  }

  @Test func theBlamedLineReadsInChinese() {
    let scene = StepMistake(.invisibleView("Card"), place: "line 25")
    #expect(scene.label(in: .zhHans) == "看不见的视图：Card（第 25 行）")
    let file = StepMistake(.unfinishedTransition, place: "Fade.swift:12")
    #expect(file.label(in: .zhHans) == "转场没有完成（Fade.swift:12）")
    #expect(StepMistake(.unfinishedTransition, place: nil).label(in: .zhHans) == "转场没有完成")
  }
}
