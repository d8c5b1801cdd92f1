/// The one place the words of a note are written: from its kind and values, in a language.
enum Narration {
  /// The words of a note of `kind` in `language`, with the spaces that join it to the next.
  static func words(_ kind: NoteKind, in language: NoteLanguage) -> String {
    switch language {
    case .english: return english(kind)
    }
  }

  /// `(D-5, P-13)`: the rule IDs a note cites, as the words write them.
  static func cite(_ rules: [String]) -> String {
    "(" + rules.joined(separator: ", ") + ")"
  }

  private static func english(_ kind: NoteKind) -> String {
    switch kind {
    case .completionBlockRuns(let line, let code):
      return "The completion block of line \(line) (`\(code)`) runs now, once its transition "
        + "has completed, in a later run-loop turn \(cite(kind.rules)). "
    }
  }
}
