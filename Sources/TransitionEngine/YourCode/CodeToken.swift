/// A token of one line of the developer's code, with its 0-based character offset.
struct CodeToken: Equatable {
  enum Kind: Equatable {
    case identifier(String)
    case number(Double)
    case punctuation(Character)
  }

  let kind: Kind
  let offset: Int

  var identifier: String? {
    if case .identifier(let name) = kind { return name }
    return nil
  }

  func isPunctuation(_ character: Character) -> Bool { kind == .punctuation(character) }

  var display: String {
    switch kind {
    case .identifier(let name): return name
    case .number(let value): return String(value)
    case .punctuation(let character): return String(character)
    }
  }
}
