/// A scene's `title:` read from its text without parsing it, for the viewer's picker, which
/// lists every scene before any is read.
///
/// Only the plainest form is read: a top-level `title:` line whose value is a one-line plain
/// scalar, or a double- or single-quoted scalar closed on the same line with no escape other
/// than `\"`, `\\` and `\/` (or `''`). Anything else (a block or multi-line scalar, a comment
/// or continuation that could change the value, another escape, an empty or null value, a
/// second `title:` line) gives nil, and the caller parses the file instead. Where it answers,
/// the answer is the title the parser reads (`SceneTitleScanTests` compares every scene).
public enum SceneTitleScan {
  /// The title, or nil when the text must be parsed to know it.
  public static func title(in text: String) -> String? {
    var found: String?
    // By bytes, so that a long scene costs a scan for its line breaks.
    let key = Array("title:".utf8)
    var lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)[
      ...]
    while let line = lines.popFirst() {
      guard line.starts(with: key) else { continue }
      // A second `title:` is a duplicate key: only the parser can say what that means.
      guard found == nil else { return nil }
      let next = lines.first?.first
      let continues = next == UInt8(ascii: " ") || next == UInt8(ascii: "\t")
      guard let value = value(of: Substring(line).dropFirst(key.count), continues)
      else { return nil }
      found = value
    }
    return found
  }

  /// The scalar after `title:`, when it is one of the plain forms.
  private static func value(of rest: Substring, _ nextLineIndented: Bool) -> String? {
    guard rest.isEmpty || rest.first == " " else { return nil }
    let text = trimmed(rest.hasSuffix("\r") ? rest.dropLast() : rest)
    guard let first = text.first else { return nil }
    switch first {
    case "\"": return doubleQuoted(text.dropFirst())
    case "'": return singleQuoted(text.dropFirst())
    default:
      // A more-indented next line would continue a plain scalar.
      if nextLineIndented { return nil }
      return plain(text)
    }
  }

  /// `"…"` closed on the line, then nothing but a comment.
  private static func doubleQuoted(_ text: Substring) -> String? {
    var result = ""
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      index = text.index(after: index)
      switch character {
      case "\"": return rest(text[index...]) ? result : nil
      case "\\":
        guard index < text.endIndex, "\"\\/".contains(text[index]) else { return nil }
        result.append(text[index])
        index = text.index(after: index)
      default: result.append(character)
      }
    }
    return nil
  }

  /// `'…'` closed on the line (`''` is one quote), then nothing but a comment.
  private static func singleQuoted(_ text: Substring) -> String? {
    var result = ""
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      index = text.index(after: index)
      guard character == "'" else {
        result.append(character)
        continue
      }
      guard index < text.endIndex, text[index] == "'" else {
        return rest(text[index...]) ? result : nil
      }
      result.append("'")
      index = text.index(after: index)
    }
    return nil
  }

  /// A plain scalar: no indicator first, no `: ` or ` #` inside, not a null.
  private static func plain(_ text: Substring) -> String? {
    guard let first = text.first, !"-?:,[]{}#&*!|>%@`".contains(first) else { return nil }
    guard !text.contains(": "), !text.hasSuffix(":"), !text.contains(" #"),
      !text.contains("\t#")
    else { return nil }
    let value = String(text)
    return ["~", "null", "Null", "NULL"].contains(value) ? nil : value
  }

  /// True when what follows a closing quote is blank or a comment.
  private static func rest(_ text: Substring) -> Bool {
    let after = trimmed(text)
    return after.isEmpty || (after.first == "#" && text.first != "#")
  }

  private static func trimmed(_ text: Substring) -> Substring {
    let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    guard let start = text.firstIndex(where: { !blank($0) }),
      let end = text.lastIndex(where: { !blank($0) })
    else { return "" }
    return text[start...end]
  }
}
