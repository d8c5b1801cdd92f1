/// Greedy word wrapping of plain text to a column width.
public enum TextWrap {
  /// The text broken into lines of at most `width` columns (`CellWidth`), at spaces. A word is broken
  /// only when it is longer than a line: after a `.`, `/`, `:` or `,` that a letter follows
  /// (member access, paths, selectors), else where its camel case turns a new word
  /// (`_UIPageSheet|Presentation|Controller`), else anywhere; its pieces fill each line.
  /// Newlines in the text start new lines.
  public static func wrap(_ text: String, width: Int) -> [String] {
    guard width > 0 else { return [] }
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var current = ""
      var currentWidth = 0
      for word in paragraph.split(separator: " ") {
        let pieces =
          CellWidth.columns(word) <= width ? [String(word)] : self.pieces(word, width: width)
        for (index, piece) in pieces.enumerated() {
          let gap = index == 0 && !current.isEmpty ? " " : ""
          let columns = CellWidth.columns(piece)
          if currentWidth + gap.count + columns <= width {
            current += gap + piece
            currentWidth += gap.count + columns
          } else {
            if !current.isEmpty { lines.append(current) }
            current = piece
            currentWidth = columns
          }
        }
      }
      lines.append(current)
    }
    return lines
  }

  /// A word wider than `width` cut into pieces of at most `width` columns: at its joints, then
  /// at its camel-case humps, then wherever a line is full (never inside a wide character).
  static func pieces(_ word: Substring, width: Int) -> [String] {
    var result: [String] = []
    for part in split(word, after: { ".:/,".contains($0) && ($1?.isLetter == true || $1 == "_") }) {
      guard CellWidth.columns(part) > width else {
        result.append(String(part))
        continue
      }
      for hump in split(part, after: { $0.isLowercase && ($1?.isUppercase ?? false) }) {
        var rest = hump
        while CellWidth.columns(rest) > width {
          // At least one character a piece, even one wider than the line.
          let piece = CellWidth.prefix(rest, columns: width)
          let taken = max(piece.count, 1)
          result.append(String(rest.prefix(taken)))
          rest = rest.dropFirst(taken)
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

  /// A line that takes at most `width` columns, ending with `ellipsis` when cut (a wide
  /// character that would cross the edge is cut with the rest).
  public static func truncate(_ text: String, width: Int, ellipsis: String = "…") -> String {
    guard CellWidth.columns(text) > width else { return text }
    let mark = CellWidth.columns(ellipsis)
    guard width > mark else { return CellWidth.prefix(text, columns: max(width, 0)) }
    return CellWidth.prefix(text, columns: width - mark) + ellipsis
  }
}
