import Yams

/// Turns Yams' errors into located scene errors.
enum YAMLErrors {
  static func sceneError(from error: any Error, text: String, path: String) -> SceneError {
    func located(_ line: Int, _ column: Int, _ message: String) -> SceneError {
      SceneError(path: path, line: line, column: column, message: message)
    }
    guard let yamlError = error as? YamlError else {
      return located(1, 1, "YAML syntax error: \(error)")
    }
    switch yamlError {
    case .scanner(let context, let problem, let mark, _),
      .parser(let context, let problem, let mark, _),
      .composer(let context, let problem, let mark, _):
      if problem == "but found another document" {
        return located(
          mark.line, mark.column, "a scene file holds one YAML document; found a second one")
      }
      return located(mark.line, mark.column, "YAML syntax error: \(problem)" + suffix(context))
    case .reader(let problem, let offset, _, _):
      let (line, column) = position(ofCharacter: offset ?? 0, in: text)
      return located(line, column, "YAML syntax error: \(problem)")
    case .duplicatedKeysInMapping(let duplicates, let context):
      let key = duplicates.sorted().first ?? ""
      let first = context.mark
      if let second = secondOccurrence(of: key, after: first, in: text) {
        return located(
          second.line, second.column,
          "duplicate key '\(key)' in a mapping (first used at line \(first.line))")
      }
      return located(first.line, first.column, "duplicate key '\(key)' in a mapping")
    default:
      return located(1, 1, "YAML syntax error: \(yamlError)")
    }
  }

  /// ` (while parsing a block mapping started at line 1, column 1)`.
  private static func suffix(_ context: YamlError.Context?) -> String {
    guard let context, !context.text.isEmpty else { return "" }
    return " (\(context.text) started at line \(context.mark.line), "
      + "column \(context.mark.column))"
  }

  /// 1-based line and column of the `offset`-th character.
  private static func position(ofCharacter offset: Int, in text: String) -> (Int, Int) {
    var line = 1
    var column = 1
    for (index, character) in text.enumerated() {
      if index >= offset { break }
      if character.isNewline {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
    return (line, column)
  }

  /// Where a block mapping repeats `key` below its first use: a later line with the key at
  /// the same column, preceded by nothing but spaces (or `- `).
  private static func secondOccurrence(
    of key: String, after first: Mark, in text: String
  ) -> (line: Int, column: Int)? {
    guard !key.isEmpty, first.line >= 1, first.column >= 1 else { return nil }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard first.line < lines.count else { return nil }
    for index in first.line..<lines.count {
      let scalars = Array(lines[index].unicodeScalars)
      let start = first.column - 1
      guard scalars.count > start else { continue }
      let prefix = scalars[..<start]
      guard prefix.allSatisfy({ $0 == " " || $0 == "-" }) else { continue }
      let rest = String(String.UnicodeScalarView(scalars[start...]))
      guard rest.hasPrefix(key) else { continue }
      let after = rest.dropFirst(key.count).drop { $0 == " " }
      if after.hasPrefix(":") { return (index + 1, first.column) }
    }
    return nil
  }
}
