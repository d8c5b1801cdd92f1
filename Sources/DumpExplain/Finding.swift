import Wording

/// Something the explanation points out, with the rule behind it.
public struct Finding: Hashable, Sendable {
  /// What kind of finding it is, in the contract's words.
  public enum Kind: String, Hashable, Sendable {
    /// A state UIKit would not reach on its own.
    case appMistake = "app-mistake"
    /// A transition caught mid-way, which is normal.
    case inFlight = "in-flight"
    case note
    /// Something the rule book does not cover.
    case unknown
  }

  public var kind: Kind
  /// The rule ID, nil for `unknown` (and for notes no rule covers).
  public var rule: String?
  /// The sentence, in every language.
  public var words: FindingWords
  /// The sentence in English, as the JSON gives it.
  public var text: String { words.english }
  /// The addresses (or made-up ids) of the views and controllers it is about.
  public var addresses: [String]
}
