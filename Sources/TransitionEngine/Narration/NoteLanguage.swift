/// The language a note's words are written in: English, or Simplified Chinese (zh-Hans) for
/// the notes whose kind has Chinese words (a note whose words its producer still writes stays
/// English, and says so where a reader sees it).
public enum NoteLanguage: String, Sendable, Hashable, CaseIterable {
  case english = "en"
  case zhHans = "zh-Hans"

  /// What stands in front of a note still in English when the explanation is read in this
  /// language, so that a reader sees plainly which words are not translated yet.
  public var untranslatedMark: String {
    switch self {
    case .english: return ""
    case .zhHans: return "〔未译〕"
    }
  }
}
