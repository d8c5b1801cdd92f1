/// Splits one line (comment already removed) into tokens: identifiers, numbers (a leading `-`
/// included) and the punctuation Swift call and assignment syntax use.
enum CodeTokenizer {
  static let punctuation: Set<Character> = [".", "(", ")", ",", ":", "!", "[", "]", "="]

  /// The tokens of `text`, or the offset and character of the first one no token starts with.
  static func tokens(_ text: String) -> Result<[CodeToken], CodeTokenizerFailure> {
    let characters = Array(text)
    var tokens: [CodeToken] = []
    var index = 0
    while index < characters.count {
      let character = characters[index]
      if character == " " || character == "\t" {
        index += 1
      } else if character == "?", index + 1 < characters.count, characters[index + 1] == "." {
        index += 1  // `keyWindow?.addSubview(…)`: optional chaining reads as a plain `.`.
      } else if character.isLetter || character == "_" {
        let start = index
        while index < characters.count,
          characters[index].isLetter || characters[index].isNumber || characters[index] == "_"
        {
          index += 1
        }
        tokens.append(
          CodeToken(kind: .identifier(String(characters[start..<index])), offset: start))
      } else if character.isASCII && character.isNumber
        || (character == "-" && index + 1 < characters.count
          && characters[index + 1].isASCII && characters[index + 1].isNumber)
      {
        let start = index
        index += 1
        while index < characters.count,
          characters[index].isASCII && (characters[index].isNumber || characters[index] == ".")
        {
          index += 1
        }
        guard let value = Double(String(characters[start..<index])), value.isFinite else {
          return .failure(CodeTokenizerFailure(offset: start, character: character))
        }
        tokens.append(CodeToken(kind: .number(value), offset: start))
      } else if punctuation.contains(character) {
        tokens.append(CodeToken(kind: .punctuation(character), offset: index))
        index += 1
      } else {
        return .failure(CodeTokenizerFailure(offset: index, character: character))
      }
    }
    return .success(tokens)
  }
}

/// A character no token of the grammar starts with.
struct CodeTokenizerFailure: Error {
  let offset: Int
  let character: Character
}
