/// The words of one line (or the ending) of a `code` step: written by `CodeNote` in both
/// languages, or English words the mechanics still write themselves (`chinese` nil), so that a
/// phase is either wholly Chinese or wholly English, marked `〔未译〕`: never half-Chinese.
struct CodeLineText: Sendable, Hashable {
  let english: String
  let chinese: String?

  /// The note's words in both languages.
  init(_ note: some NoteFamily) {
    english = note.english
    chinese = note.chinese
  }

  /// The words of a note of `kind` in both languages.
  init(_ kind: NoteKind) {
    english = Narration.words(kind, in: .english)
    chinese = Narration.written(kind, in: .zhHans)
  }

  /// Words a producer still writes, in English only.
  init(words: String) {
    english = words
    chinese = nil
  }

  /// Words in both languages, `chinese` nil when there is none.
  init(english: String, chinese: String?) {
    self.english = english
    self.chinese = chinese
  }

  /// ` Card's view is in the window now, hence viewIsAppearing.` after an animator line's
  /// words, or nothing when `name` is nil.
  static func appearing(_ name: String?) -> CodeLineText {
    CodeLineText(
      english: AnimatorLineNote.english(appearing: name),
      chinese: AnimatorLineNote.chinese(appearing: name))
  }

  /// Nothing to say: the line recorded its own phases.
  static let none = CodeLineText(english: "", chinese: "")

  var isEmpty: Bool { english.isEmpty }

  /// The two texts one after the other; Chinese only when both have it.
  static func + (first: CodeLineText, second: CodeLineText) -> CodeLineText {
    CodeLineText(
      english: first.english + second.english,
      chinese: first.chinese.flatMap { text in second.chinese.map { text + $0 } })
  }

  /// The sentences of a step's ending, joined as the English always joined them.
  static func joined(_ parts: [CodeLineText]) -> CodeLineText {
    let chinese = parts.compactMap(\.chinese)
    return CodeLineText(
      english: parts.map(\.english).joined(separator: " "),
      chinese: chinese.count == parts.count ? chinese.joined() : nil)
  }

  /// The line's phase note: `` `Nav.pushViewController(Detail)`: `` and the words.
  func note(code: String) -> PhaseNote {
    CodeLineText(english: "`\(code)`: " + english, chinese: chinese.map { "`\(code)`：" + $0 })
      .note()
  }

  /// The words as one note of `role`: a told note when they have Chinese, else English words.
  func note(role: NoteRole = .happened, controllers: [String] = []) -> PhaseNote {
    guard let chinese else {
      return PhaseNote(words: english, role: role, controllers: controllers)
    }
    return PhaseNote(
      .told(ToldNote(english: english, chinese: chinese)), role: role, controllers: controllers)
  }

  /// The words after a space, as a phase's later sentences are joined.
  var spaced: CodeLineText {
    CodeLineText(english: " " + english, chinese: chinese)
  }
}
