/// What the mechanics make of one animator line: an action the narration layer words
/// (`AnimatorLineNote`), or words the mechanics still write themselves, in English.
enum AnimatorLineText {
  case action(AnimatorLineNote.Action)
  case words(String)
  /// Words a family wrote, in Chinese too when `CodeLineText.chinese` is there.
  case said(CodeLineText)

  /// The English words, as the line's phase says them after the line's code.
  var english: String {
    switch self {
    case .action(let action): return AnimatorLineNote.english(action)
    case .words(let words): return words
    case .said(let text): return text.english
    }
  }
}
