/// Finds rule IDs cited in text: `N-3`, `PC-4`, `Q-14`, `§7.1`, and section numbers written
/// bare inside brackets or lists, as explanations do (`(13.1)`, `13.3),`).
public enum RuleCitations {
  /// The letter prefixes of rule IDs, one per chapter of the rule book.
  public static let prefixes: Set<String> = [
    "W", "P", "D", "M", "T", "A", "N", "TB", "SV", "S", "K", "X", "PC", "U", "Q", "HI", "LC", "V",
  ]

  /// A cited ID and where it sits in the text (character offsets).
  public struct Citation: Hashable, Sendable {
    public let id: String
    public let start: Int
    public let length: Int
  }

  /// Every citation in `text`, in order, with IDs canonical (`§13.1`).
  public static func find(in text: String) -> [Citation] {
    let characters = Array(text)
    var result: [Citation] = []
    var index = 0
    while index < characters.count {
      if let (id, length) = match(characters, at: index) {
        result.append(Citation(id: id, start: index, length: length))
        index += length
      } else {
        index += 1
      }
    }
    return result
  }

  /// The distinct IDs cited in `text`.
  public static func ids(in text: String) -> Set<String> {
    Set(find(in: text).map(\.id))
  }

  private static func isWordCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_"
  }

  private static func digits(_ characters: [Character], from start: Int) -> Int {
    var end = start
    while end < characters.count, end - start < 3, characters[end].isASCII,
      characters[end].isNumber
    {
      end += 1
    }
    return end - start
  }

  private static func match(_ characters: [Character], at index: Int) -> (String, Int)? {
    let before: Character? = index > 0 ? characters[index - 1] : nil
    if let before, isWordCharacter(before) || before == "-" || before == "." { return nil }
    let first = characters[index]
    if first == "§" {
      let major = digits(characters, from: index + 1)
      guard major > 0 else { return nil }
      var end = index + 1 + major
      if end + 1 < characters.count, characters[end] == ".",
        digits(characters, from: end + 1) > 0
      {
        end += 1 + digits(characters, from: end + 1)
      }
      if end < characters.count, isWordCharacter(characters[end]) { return nil }
      return (String(characters[index..<end]), end - index)
    }
    if first.isASCII, first.isNumber {
      // A bare section number only between brackets or list separators: "(13.1)", "13.3),".
      guard let before, "(,/ ".contains(before) else { return nil }
      let major = digits(characters, from: index)
      let dot = index + major
      // Chapters run from 1 to 18: "update(0.4)" or "(25.5)" are numbers, not sections.
      guard let chapter = Int(String(characters[index..<dot])), (1...18).contains(chapter),
        characters[index] != "0"
      else { return nil }
      guard major <= 2, dot + 1 < characters.count, characters[dot] == "." else { return nil }
      let minor = digits(characters, from: dot + 1)
      let end = dot + 1 + minor
      guard minor > 0, minor <= 2, end < characters.count, ")],/".contains(characters[end])
      else { return nil }
      guard before != " " || index >= 2 && characters[index - 2] == "," else { return nil }
      return ("§" + String(characters[index..<end]), end - index)
    }
    var end = index
    while end < characters.count, end - index < 3, characters[end].isASCII,
      characters[end].isUppercase
    {
      end += 1
    }
    guard end > index, prefixes.contains(String(characters[index..<end])),
      end + 1 < characters.count, characters[end] == "-"
    else { return nil }
    let number = digits(characters, from: end + 1)
    guard number > 0 else { return nil }
    let stop = end + 1 + number
    if stop < characters.count, isWordCharacter(characters[stop]) { return nil }
    return (String(characters[index..<stop]), stop - index)
  }
}
