/// A phase of a presentation or a dismissal, its words written by its story in both
/// languages (`PresentStory+Chinese`, `DismissStory+Chinese`): what UIKit did, its rules read
/// from the English (the Chinese cites the same ones, in the same order, which a test checks).
/// The Chinese may be held as the way to write it, and is then written only when a reader asks
/// for it (`print` in English never does).
struct ToldNote: NoteFamily {
  let english: String
  private let chineseWords: ToldChinese

  /// A note whose Chinese is already written.
  init(english: String, chinese: String) {
    self.english = english
    chineseWords = .written(chinese)
  }

  /// A note whose Chinese is written when asked, by `chinese` (nil when the story has no
  /// Chinese for it: the note then stays English, marked as untranslated).
  init(english: String, later chinese: @escaping @Sendable () -> String?) {
    self.english = english
    chineseWords = .later(chinese)
  }

  /// The Chinese words, nil when the story has none (the note is read in English then).
  var writtenChinese: String? {
    switch chineseWords {
    case .written(let words): return words
    case .later(let write): return write()
    }
  }

  var chinese: String { writtenChinese ?? english }
  var role: NoteRole { .happened }
  var rules: [String] { RuleIDScan.ids(in: english) }
  var controllers: [String] { [] }
  var lines: [String] { [] }

  /// Equal notes say the same in both languages (the Chinese written to compare it).
  static func == (left: ToldNote, right: ToldNote) -> Bool {
    left.english == right.english && left.writtenChinese == right.writtenChinese
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(english)
  }
}

/// A told note's Chinese: its words, or the way to write them when asked.
private enum ToldChinese: Sendable {
  case written(String)
  case later(@Sendable () -> String?)
}
