/// Greedy word wrapping of plain text to a column width.
public enum TextWrap {
  /// The text broken into lines of at most `width` characters, at spaces. A word is broken
  /// only when it is longer than a line: after a `.`, `/`, `:` or `,` that a letter follows
  /// (member access, paths, selectors), else where its camel case turns a new word
  /// (`_UIPageSheet|Presentation|Controller`), else anywhere; its pieces fill each line.
  /// Newlines in the text start new lines.
  public static func wrap(_ text: String, width: Int) -> [String] {
    guard width > 0 else { return [] }
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var current = ""
      for word in paragraph.split(separator: " ") {
        let pieces = word.count <= width ? [String(word)] : self.pieces(word, width: width)
        for (index, piece) in pieces.enumerated() {
          let gap = index == 0 && !current.isEmpty ? " " : ""
          if current.count + gap.count + piece.count <= width {
            current += gap + piece
          } else {
            if !current.isEmpty { lines.append(current) }
            current = piece
          }
        }
      }
      lines.append(current)
    }
    return lines
  }

  /// A word longer than `width` cut into pieces of at most `width` characters: at its joints,
  /// then at its camel-case humps, then every `width` characters.
  static func pieces(_ word: Substring, width: Int) -> [String] {
    var result: [String] = []
    for part in split(word, after: { ".:/,".contains($0) && ($1?.isLetter == true || $1 == "_") }) {
      guard part.count > width else {
        result.append(String(part))
        continue
      }
      for hump in split(part, after: { $0.isLowercase && ($1?.isUppercase ?? false) }) {
        var rest = hump
        while rest.count > width {
          result.append(String(rest.prefix(width)))
          rest = rest.dropFirst(width)
        }
        result.append(String(rest))
      }
    }
    return result
  }

  /// `text` cut after each character for which `cut(character, next)` holds.
  private static func split(_ text: Substring, after cut: (Character, Character?) -> Bool)
    -> [Substring]
  {
    var parts: [Substring] = []
    var start = text.startIndex
    var index = text.startIndex
    while index < text.endIndex {
      let next = text.index(after: index)
      if cut(text[index], next < text.endIndex ? text[next] : nil) {
        parts.append(text[start..<next])
        start = next
      }
      index = next
    }
    if start < text.endIndex { parts.append(text[start...]) }
    return parts
  }

  /// A line that is at most `width` characters, ending with `ellipsis` when cut.
  public static func truncate(_ text: String, width: Int, ellipsis: String = "…") -> String {
    guard text.count > width else { return text }
    guard width > ellipsis.count else { return String(text.prefix(max(width, 0))) }
    return String(text.prefix(width - ellipsis.count)) + ellipsis
  }
}
