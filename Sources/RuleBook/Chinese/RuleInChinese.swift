/// A rule's title and summary in Simplified Chinese, UIKit's API names left as they are.
public struct RuleInChinese: Hashable, Sendable {
  /// One line: what the rule is about.
  public let title: String
  /// What UIKit does, in a sentence or two.
  public let summary: String

  init(_ title: String, _ summary: String) {
    self.title = title
    self.summary = summary
  }
}
