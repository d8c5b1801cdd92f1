/// Greedy word wrapping of plain text to a column width.
public enum TextWrap {
  /// The text broken into lines of at most `width` characters; words longer than the width
  /// are cut. Newlines in the text start new lines.
  public static func wrap(_ text: String, width: Int) -> [String] {
    guard width > 0 else { return [] }
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var current = ""
      for word in paragraph.split(separator: " ") {
        var word = Substring(word)
        if current.isEmpty {
          while word.count > width {
            lines.append(String(word.prefix(width)))
            word = word.dropFirst(width)
          }
          current = String(word)
        } else if current.count + 1 + word.count <= width {
          current += " " + word
        } else {
          lines.append(current)
          current = ""
          while word.count > width {
            lines.append(String(word.prefix(width)))
            word = word.dropFirst(width)
          }
          current = String(word)
        }
      }
      lines.append(current)
    }
    return lines
  }

  /// A line that is at most `width` characters, ending with `ellipsis` when cut.
  public static func truncate(_ text: String, width: Int, ellipsis: String = "…") -> String {
    guard text.count > width else { return text }
    guard width > ellipsis.count else { return String(text.prefix(max(width, 0))) }
    return String(text.prefix(width - ellipsis.count)) + ellipsis
  }
}
