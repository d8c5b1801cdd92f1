import TestSupport
import Testing

@testable import TransitionEngine

/// What every case of a note family must hold in both languages: the rule IDs its words cite
/// are its `rules` (the data; in the English in the same order, as JSON lists them), and its
/// Chinese is Chinese as `ChineseProse` measures it (mostly CJK once API names and the values
/// it names are set apart, no run of English words).
enum NoteFamilyChecks {
  /// The problems of one note, empty when it passes.
  static func problems(_ note: some NoteFamily, values: [String] = []) -> [String] {
    var problems: [String] = []
    let english = RuleIDScan.ids(in: note.english)
    let chinese = Set(RuleIDScan.ids(in: note.chinese))
    if english != note.rules {
      problems.append("English cites \(english), rules are \(note.rules): \(note.english)")
    }
    if chinese != Set(note.rules) {
      problems.append("Chinese cites \(chinese.sorted()), rules are \(note.rules): \(note.chinese)")
    }
    return problems
      + ChineseProse.problems(note.chinese, values: values + note.controllers + note.lines)
  }

  /// A CJK ideograph or CJK punctuation.
  static func isCJK(_ scalar: Unicode.Scalar) -> Bool { ChineseProse.isCJK(scalar) }

  /// The text without backticked spans, double-quoted spans and the values it names.
  static func stripped(_ text: String, values: [String]) -> String {
    ChineseProse.stripped(text, values: values)
  }

  /// The text with every API-like word replaced by a space.
  static func withoutAPINames(_ text: String) -> String { ChineseProse.withoutAPINames(text) }

  /// Three or more English words of lower-case letters in a row (an API name is one word).
  static func englishRun(_ text: String) -> String? { ChineseProse.englishRun(text) }
}
