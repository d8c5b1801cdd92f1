/// What the mechanics make of one animator line: an action the narration layer words
/// (`AnimatorLineNote`), or words the mechanics still write themselves, in English.
enum AnimatorLineText {
  case action(AnimatorLineNote.Action)
  case words(String)
  /// Words a family wrote, in Chinese too when `CodeLineText.chinese` is there.
  case said(CodeLineText)

  /// The words in both languages (Chinese nil for words the mechanics write in English).
  var text: CodeLineText {
    switch self {
    case .action(let action):
      return CodeLineText(
        english: AnimatorLineNote.english(action), chinese: AnimatorLineNote.chinese(action))
    case .words(let words): return CodeLineText(words: words)
    case .said(let text): return text
    }
  }

  /// The English words, as the line's phase says them after the line's code.
  var english: String {
    switch self {
    case .action(let action): return AnimatorLineNote.english(action)
    case .words(let words): return words
    case .said(let text): return text.english
    }
  }
}
