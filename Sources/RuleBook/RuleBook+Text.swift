import Wording

extension RuleBook {
  /// One rule in full, as `tscope rules ID` prints it.
  public static func text(of rule: Rule) -> String {
    var lines = ["\(rule.id)  \(rule.title)", "", rule.statement, "", "Evidence: \(rule.evidence)"]
    if let choice = rule.choice { lines += ["", "TransitionScope: \(choice)"] }
    return lines.joined(separator: "\n") + "\n"
  }

  /// One rule in full in `language`: in Chinese its title and summary, then the English
  /// statement, evidence and choice as the reference text.
  public static func text(of rule: Rule, in language: Language) -> String {
    guard language != .en else { return text(of: rule) }
    let label = { (words: RuleWords) in words.text(in: language) }
    var lines = [
      "\(rule.id)  \(rule.title(in: language))", "", rule.summary(in: language), "",
      label(.statement) + rule.title, "", rule.statement, "", label(.evidence) + rule.evidence,
    ]
    if let choice = rule.choice { lines += ["", label(.choice) + choice] }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Every rule, one a line: its ID and title.
  public static var list: String { list(in: .en) }

  /// Every rule, one a line: its ID and title in `language`.
  public static func list(in language: Language) -> String {
    let width = all.map(\.id.count).max() ?? 0
    return all.map { rule in
      rule.id + String(repeating: " ", count: width - rule.id.count + 2) + rule.title(in: language)
    }.joined(separator: "\n") + "\n"
  }

  /// The whole book as Markdown: `docs/rules.md` is this text (a test keeps them equal).
  public static var markdown: String {
    var text = """
      # The rule book

      What UIKit does during view-controller transitions, rule by rule, as TransitionScope \
      models it. The engine's code and the explanations the program shows cite these IDs; \
      `tscope rules` lists them and `tscope rules ID` prints one. Evidence tags: [D] read in \
      decompiled iOS 26.1 UIKit (private names, current iOS only), [O] seen in published \
      `recursiveDescription` or `_printHierarchy` output, [I] inferred (say so when teaching \
      it); other keys name public sources, listed at the end.

      This file is generated from `Sources/RuleBook` (`tscope rules --markdown`); edit the \
      chapter files there.


      """
    for rule in all {
      text += "## \(rule.id) \(rule.title)\n\n\(rule.statement)\n\n*Evidence:* \(rule.evidence)\n"
      if let choice = rule.choice { text += "\n*TransitionScope:* \(choice)\n" }
      text += "\n"
    }
    text += "## Sources\n\n"
    for (key, source) in sources { text += "- **\(key)**: \(source)\n" }
    return text
  }
}
