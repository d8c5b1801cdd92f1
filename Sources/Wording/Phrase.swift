/// Words the program shows, as a typed key with a text in each language. Every conforming type
/// writes its `english` and `chinese` as exhaustive switches over its cases, so a key without
/// a translation does not compile: there is no silent fallback to English.
public protocol Phrase: Sendable {
  /// The English text, as the program has always printed it.
  var english: String { get }
  /// The Simplified Chinese text, with UIKit's API names left as they are.
  var chinese: String { get }
}

extension Phrase {
  /// The text in `language`.
  public func text(in language: Language) -> String {
    switch language {
    case .en: english
    case .zhHans: chinese
    }
  }
}
