import ArgumentParser
import RuleBook
import Wording

/// `tscope rules [ID]`: the rule book, one rule a line, or one rule in full.
struct RulesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "rules",
    abstract: "List the rules of UIKit's behaviour the explanations cite, or print one in full.",
    discussion: """
      Examples:
        tscope rules            every rule: its ID and one line
        tscope rules M-9        one rule: statement, evidence, what TransitionScope chose
        tscope rules 13.1       a section (a leading section sign is optional)
        tscope rules sheet      every rule whose title has all these words
      A rule's Apple documentation pages follow its text.
      """)

  @Argument(
    help: """
      A rule ID (N-3, PC-4, Q-14), a section (13.1, with or without a section sign), or words \
      to find in the rules' titles.
      """)
  var id: [String] = []

  @Flag(help: "Print the whole rule book as Markdown (the text of docs/rules.md).")
  var markdown = false

  @OptionGroup var lang: LanguageOption

  func run() throws {
    if markdown {
      print(RuleBook.markdown, terminator: "")
      return
    }
    guard !id.isEmpty else {
      print(RuleBook.list(in: lang.language), terminator: "")
      return
    }
    let words = id.joined(separator: " ")
    if id.count == 1, let rule = RuleBook.rule(words) {
      print(RuleBook.text(of: rule, in: lang.language), terminator: "")
      let links = RuleBook.links(of: rule)
      if !links.isEmpty {
        let heading = RuleWords.appleDocumentation.text(in: lang.language)
        print("\n\(heading)\n" + links.map { "  " + $0 }.joined(separator: "\n"))
      }
      return
    }
    let found = RuleBook.search(words)
    guard found.isEmpty else {
      let width = found.map(\.id.count).max() ?? 0
      for rule in found {
        print(
          rule.id + String(repeating: " ", count: width - rule.id.count + 2)
            + rule.title(in: lang.language))
      }
      return
    }
    let closest = RuleBook.closest(to: words).joined(separator: ", ")
    StandardError.write(
      "error: no rule '\(words)' in the rule book, and no title with those words; closest IDs: "
        + closest)
    throw ExitCode.failure
  }
}
