import Foundation
import ArgumentParser
import RuleBook
import Testing

@testable import TScopeCLI

/// `tscope rules`: the list, one rule, unknown IDs.
@Suite("Rules command")
struct RulesCommandTests {
  private func parse(_ arguments: [String]) throws -> RulesCommand {
    try #require(try TScopeCommand.parseAsRoot(["rules"] + arguments) as? RulesCommand)
  }

  @Test("the list prints every rule, one line each, ID then title")
  func theListPrintsEveryRule() throws {
    let result = try CommandRunner.run(["rules"])
    #expect(result.status == 0)
    #expect(result.error == "")
    let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == RuleBook.all.count + 1)
    #expect(lines.last == "")
    #expect(lines.first == "§1.1   Containment and presentation are two separate relations")
    for (line, rule) in zip(lines, RuleBook.all) {
      #expect(line.hasPrefix(rule.id + " ") && line.hasSuffix(" " + rule.title), "\(line)")
    }
  }

  @Test("a known ID prints its rule, with or without the section sign")
  func knownIDs() throws {
    let rule = try CommandRunner.run(["rules", "M-9"])
    #expect(rule.status == 0)
    #expect(
      rule.output.split(separator: "\n", omittingEmptySubsequences: false) == [
        "M-9  The presenter hears callbacks only when its view is removed",
        "",
        "UIKit sends the presenter will/did-disappear (and the appear pair on dismissal) only when the presentation controller removes the presenter's view (shouldRemovePresentersView); otherwise the presenter stays \"appeared\" throughout. The presented controller always gets its own callbacks.",
        "",
        "Evidence: Decompiled UIPresentationController (_shouldDisablePresentersAppearanceCallbacks) [D]; the effect is seen in RUDIN's, MO4's and JINNIFY's logs.",
        "",
      ])
    let section = try CommandRunner.run(["rules", "13.1"])
    #expect(section.output.hasPrefix("§13.1  present, animated, fullScreen\n\n"))
    let signed = try CommandRunner.run(["rules", "§7.1"])
    #expect(signed.output.hasPrefix("§7.1  Size classes by device and window\n\n"))
    #expect(signed.output == (try CommandRunner.run(["rules", "7.1"])).output)
  }

  @Test("--markdown prints docs/rules.md exactly")
  func markdownIsTheRuleBookPage() throws {
    let result = try CommandRunner.run(["rules", "--markdown"])
    #expect(result.status == 0)
    let page = try String(
      contentsOf: PrintCheckTests.root.appendingPathComponent("docs/rules.md"), encoding: .utf8)
    #expect(result.output == page)
  }

  @Test("words find the rules whose titles hold them all")
  func wordsSearchTitles() throws {
    let result = try CommandRunner.run(["rules", "sheet"])
    #expect(result.status == 0)
    let lines = result.output.split(separator: "\n").map(String.init)
    let expected = RuleBook.all.filter { $0.title.lowercased().contains("sheet") }
    #expect(!expected.isEmpty)
    #expect(lines.count == expected.count)
    for (line, rule) in zip(lines, expected) {
      #expect(line.hasPrefix(rule.id + " ") && line.hasSuffix(rule.title))
    }
    let two = try CommandRunner.run(["rules", "SHEET", "ios"])
    #expect(two.output.split(separator: "\n").count < lines.count)
    #expect(!two.output.isEmpty)
  }

  @Test("a rule prints the Apple documentation pages its evidence cites")
  func rulesLinkTheirSources() throws {
    let rule = try #require(RuleBook.rule("W-1"))
    #expect(
      RuleBook.links(of: rule) == [
        "https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller"
      ])
    let result = try CommandRunner.run(["rules", "W-1"])
    #expect(
      result.output.hasSuffix(
        "Apple documentation:\n  https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller\n"
      ))
    // Every key with a page is one the rule book cites.
    let cited = RuleBook.all.map(\.evidence).joined(separator: " ")
    for key in RuleBook.documentationPages.keys {
      #expect(
        cited.contains(key + ")") || cited.contains(key + ",") || cited.contains(key + " ")
          || cited.contains(key + ";") || cited.contains(key + "."), "\(key)")
    }
  }

  @Test("an unknown ID exits with status 1")
  func unknownID() throws {
    let said = StandardError.lines {
      #expect(throws: ExitCode.failure) { try parse(["N-99"]).run() }
      #expect(throws: ExitCode.failure) { try parse(["nonsense"]).run() }
    }
    #expect(
      said == [
        "error: no rule 'N-99' in the rule book, and no title with those words; closest IDs: "
          + "N-19, N-9, N-1",
        "error: no rule 'nonsense' in the rule book, and no title with those words; closest "
          + "IDs: N-1, N-10, N-11",
      ])
  }
}
