/// One rule of the rule book: what UIKit does, how the project knows, and what it chose where
/// the sources differ.
public struct Rule: Hashable, Sendable {
  /// The stable ID the engine and its explanations cite (`N-3`, `Q-14`, `§13.1`).
  public let id: String
  /// One line: what the rule is about.
  public let title: String
  /// What UIKit does, in the project's words.
  public let statement: String
  /// How we know: the kind of evidence and the source keys (see `RuleBook.sources`).
  public let evidence: String
  /// Where sources differ or are silent: what TransitionScope does.
  public let choice: String?

  public init(
    _ id: String, _ title: String, statement: String, evidence: String, choice: String? = nil
  ) {
    self.id = id
    self.title = title
    self.statement = statement
    self.evidence = evidence
    self.choice = choice
  }
}
