/// What makes Chinese words Chinese, for every test that checks a note's zh-Hans: mostly CJK
/// once API names, backticked scene text, quoted UIKit messages and the values it names are
/// set apart, with no run of English words that would be an untranslated sentence. API names
/// (`UITabBar`, `_UITabContainerView`, `preferredPlacement`, `iOS`) are set apart before the
/// share is measured: a sentence full of them is still Chinese; the plain lower-case words
/// left (`compact`, `sheet`) count.
public enum ChineseProse {
  /// The problems of one Chinese text, empty when it passes.
  public static func problems(_ chinese: String, values: [String]) -> [String] {
    var problems: [String] = []
    let prose = stripped(chinese, values: values)
    let measured = withoutAPINames(prose)
    let cjk = measured.unicodeScalars.filter(isCJK).count
    let latin = measured.unicodeScalars.filter { $0.properties.isAlphabetic && !isCJK($0) }.count
    if cjk == 0 || Double(cjk) < 0.5 * Double(cjk + latin) {
      problems.append("Chinese is \(cjk) CJK of \(cjk + latin) letters: \(chinese)")
    }
    if let run = englishRun(prose) {
      problems.append("Chinese holds English words \"\(run)\": \(chinese)")
    }
    return problems
  }

  /// A CJK ideograph or CJK punctuation.
  public static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
    (0x4E00...0x9FFF).contains(scalar.value) || (0x3000...0x303F).contains(scalar.value)
      || (0xFF00...0xFFEF).contains(scalar.value)
  }

  /// The text without backticked spans, double-quoted spans and the values it names.
  public static func stripped(_ text: String, values: [String]) -> String {
    var result = ""
    var inside: Character?
    for character in text {
      if let open = inside {
        if character == open { inside = nil }
        continue
      }
      if character == "`" || character == "\"" {
        inside = character
        continue
      }
      result.append(character)
    }
    for value in values.filter({ !$0.isEmpty }).sorted(by: { $0.count > $1.count }) {
      result = result.replacing(value, with: " ")
    }
    return result
  }

  /// The text with every API-like word (ASCII letters, digits and underscores with an
  /// upper-case letter, a digit or an underscore in it: `UITabBar`, `selectedTab`, `iOS`, and
  /// dotted names such as the file `AppMembers.swift`) replaced by a space; plain lower-case
  /// words stay.
  public static func withoutAPINames(_ text: String) -> String {
    var result = ""
    var word = ""
    func flush() {
      let apiLike = word.contains { $0.isUppercase || $0.isNumber || $0 == "_" }
      result += apiLike ? " " : word.replacing(".", with: " ")
      word = ""
    }
    for character in text {
      if character.isASCII, character.isLetter || character.isNumber || character == "_" {
        word.append(character)
      } else if character == ".", !word.isEmpty {
        word.append(character)  // a dotted name stays one word; a final dot is split off above
      } else {
        flush()
        result.append(character)
      }
    }
    flush()
    return result
  }

  /// Three or more English words of lower-case letters in a row (an API name is one word).
  public static func englishRun(_ text: String) -> String? {
    var run: [Substring] = []
    for word in text.split(whereSeparator: { $0 == " " }) {
      if word.count > 1, word.allSatisfy({ $0.isASCII && $0.isLowercase }) {
        run.append(word)
        if run.count >= 3 { return run.joined(separator: " ") }
      } else {
        run = []
      }
    }
    return nil
  }
}
