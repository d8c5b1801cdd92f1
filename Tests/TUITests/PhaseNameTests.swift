import Testing
import Wording

@testable import TUI
@testable import TransitionEngine

/// The viewer's and the page's phase names: English is the printed name, byte for byte, for
/// every kind; Chinese gives every fixed kind its own words and keeps a sub-transition's prefix.
@Suite struct PhaseNameTests {
  @Test func englishIsThePrintedNameOfEveryKind() {
    let kinds =
      PhaseKind.fixed + [
        .codeLine(number: 12, text: "containerView.addSubview(toView)"),
        .swiftLine(file: "Card.swift", number: 3, text: "x"),
      ]
    for kind in kinds {
      #expect(PhaseName.kindName(kind, in: .en) == kind.description)
    }
    #expect(
      Set(PhaseNameWords.allCases.map(\.english)) == Set(PhaseKind.fixed.map(\.description)))
  }

  @Test func chineseNamesEachFixedKindInItsOwnWords() {
    let names = PhaseKind.fixed.map { PhaseName.kindName($0, in: .zhHans) }
    #expect(Set(names).count == names.count)
    for (kind, name) in zip(PhaseKind.fixed, names) {
      #expect(name != kind.description, "\(kind) has no Chinese name")
    }
    #expect(PhaseName.kindName(.containerReady, in: .zhHans) == "containerView 就绪")
    #expect(
      PhaseName.kindName(
        .codeLine(number: 12, text: "containerView.addSubview(toView)"), in: .zhHans)
        == "第 12 行：containerView.addSubview(toView)")
    #expect(PhaseName.step(.initial, in: .zhHans) == "初始")
    #expect(PhaseName.step(.initial, in: .en) == "initial")
  }
}
