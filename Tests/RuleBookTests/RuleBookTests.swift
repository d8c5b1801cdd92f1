import Foundation
import RuleBook
import TestSupport
import Testing

/// The rule book itself: unique IDs, complete entries, lookup, suggestions, the generated
/// `docs/rules.md`, and the citation scanner.
@Suite struct RuleBookTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  @Test func idsAreUniqueAndEveryEntryIsComplete() {
    let ids = RuleBook.all.map(\.id)
    #expect(Set(ids).count == ids.count, "duplicate IDs")
    for rule in RuleBook.all {
      #expect(
        !rule.title.isEmpty && !rule.statement.isEmpty && !rule.evidence.isEmpty, "\(rule.id)")
      #expect(RuleBook.canonical(rule.id) == rule.id, "\(rule.id) is not canonical")
      #expect(!rule.statement.contains("  "), "\(rule.id): double space")
    }
  }

  @Test func lookupAcceptsSectionsWithOrWithoutTheSignAndAnyCase() {
    #expect(RuleBook.rule("13.1")?.id == "§13.1")
    #expect(RuleBook.rule("§7.1")?.id == "§7.1")
    #expect(RuleBook.rule("n-3")?.id == "N-3")
    #expect(RuleBook.rule("N-99") == nil)
  }

  @Test func unknownIDsGetTheClosest() {
    // N-3, N-13 and N-23 are all one edit away from N-33.
    #expect(RuleBook.closest(to: "N-33").prefix(3).sorted() == ["N-13", "N-23", "N-3"])
    #expect(RuleBook.closest(to: "PC4").contains("PC-4"))
    #expect(RuleBook.closest(to: "13.9").allSatisfy { $0.hasPrefix("§13") })
  }

  @Test func theCommittedMarkdownIsGeneratedFromTheBook() throws {
    let file = Self.root.appendingPathComponent("docs/rules.md")
    // Recording writes the file and fails; a mismatch prints the lines that differ.
    GoldenFile.check(RuleBook.markdown, file: file, name: "docs/rules.md")
  }

  @Test func citationsAreFoundAndNumbersLeftAlone() {
    let text = """
      Both (13.1). Then N-3, PC-4 and (TB-3), §7.1; §3 and §15.5: ok, 13.3), and (Q-14, 13.2).
      Not: UTF-8, update(0.4), iOS 13.1) and 12.9-inch, SO-15322916, XN-3, N-3a, (25.5).
      """
    #expect(
      RuleCitations.find(in: text).map(\.id) == [
        "§13.1", "N-3", "PC-4", "TB-3", "§7.1", "§3", "§15.5", "§13.3", "Q-14", "§13.2",
      ])
  }
}
