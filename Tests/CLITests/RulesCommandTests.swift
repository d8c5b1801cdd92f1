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

  @Test("known IDs print, with or without the section sign")
  func knownIDs() throws {
    try parse([]).run()
    try parse(["M-9"]).run()
    try parse(["13.1"]).run()
    try parse(["§7.1"]).run()
    try parse(["--markdown"]).run()
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
    #expect(throws: ExitCode.failure) { try parse(["N-99"]).run() }
    #expect(throws: ExitCode.failure) { try parse(["nonsense"]).run() }
  }
}
