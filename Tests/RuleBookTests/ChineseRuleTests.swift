import Testing
import Wording

@testable import RuleBook

/// The rule book in Simplified Chinese: every rule has a Chinese title and summary, the table
/// names no rule the book lacks, and UIKit's names in a title stay as they are.
@Suite struct ChineseRuleTests {
  @Test func everyRuleHasAChineseTitleAndSummary() {
    for rule in RuleBook.all {
      let chinese = RuleBook.chinese[rule.id]
      #expect(chinese != nil, "\(rule.id) has no Chinese title and summary")
      guard let chinese else { continue }
      #expect(!chinese.title.isEmpty && !chinese.summary.isEmpty, "\(rule.id)")
      // A title that is an API name alone (`isHidden`) or a version (`iOS 27`) stays as it is.
      let universal = !rule.title.contains(" ") || rule.title.hasPrefix("iOS ")
      #expect(chinese.title != rule.title || universal, "\(rule.id): untranslated")
      #expect(
        chinese.summary.unicodeScalars.contains { $0.value >= 0x4E00 && $0.value <= 0x9FFF },
        "\(rule.id): the summary has no Chinese")
    }
    let ids = Set(RuleBook.all.map(\.id))
    for id in RuleBook.chinese.keys { #expect(ids.contains(id), "\(id) is not in the rule book") }
  }

  @Test func theLanguageChoosesTheWords() throws {
    let rule = try #require(RuleBook.rule("M-1"))
    #expect(rule.title(in: .en) == rule.title)
    #expect(rule.summary(in: .en) == rule.statement)
    #expect(rule.title(in: .zhHans).contains("fullScreen"))
    #expect(RuleBook.list(in: .en) == RuleBook.list)
    let text = RuleBook.text(of: rule, in: .zhHans)
    #expect(text.hasPrefix("M-1  fullScreen 会移除 presenter 的视图（normal 结构）\n"))
    // The English statement stays as the reference text.
    #expect(text.contains(rule.statement))
    #expect(RuleBook.text(of: rule, in: .en) == RuleBook.text(of: rule))
  }
}
