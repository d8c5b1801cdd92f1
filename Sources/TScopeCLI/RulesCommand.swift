import ArgumentParser
import RuleBook

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
      """)

  @Argument(
    help: "A rule ID (N-3, PC-4, Q-14) or a section (13.1, with or without a section sign).")
  var id: String?

  @Flag(help: "Print the whole rule book as Markdown (the text of docs/rules.md).")
  var markdown = false

  func run() throws {
    if markdown {
      print(RuleBook.markdown, terminator: "")
      return
    }
    guard let id else {
      print(RuleBook.list, terminator: "")
      return
    }
    guard let rule = RuleBook.rule(id) else {
      let closest = RuleBook.closest(to: id).joined(separator: ", ")
      StandardError.write("error: no rule '\(id)' in the rule book; closest: \(closest)")
      throw ExitCode.failure
    }
    print(RuleBook.text(of: rule), terminator: "")
  }
}
