import Wording

extension Rule {
  /// The rule's title in `language`: Chinese from the rule book's table (`RuleBook.chinese`,
  /// which a test keeps complete), UIKit's API names as they are.
  public func title(in language: Language) -> String {
    switch language {
    case .en: title
    case .zhHans: RuleBook.chinese[id]?.title ?? title
    }
  }

  /// What the rule says in a sentence or two, in `language`: in English, the statement itself;
  /// in Chinese, a summary written for this table (the statement stays the reference text).
  public func summary(in language: Language) -> String {
    switch language {
    case .en: statement
    case .zhHans: RuleBook.chinese[id]?.summary ?? statement
    }
  }
}
