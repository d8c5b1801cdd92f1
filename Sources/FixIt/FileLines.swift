/// Reading `File.swift:L` places: the form in which the engine names the app's lines.
enum FileLines {
  /// `("Fade.swift", 12)` for `Fade.swift:12`; nil for anything else (`line 4` of a scene).
  static func place(_ text: String) -> (file: String, line: Int)? {
    guard let colon = text.lastIndex(of: ":") else { return nil }
    let file = String(text[..<colon])
    guard file.hasSuffix(".swift"), let line = Int(text[text.index(after: colon)...]), line > 0
    else { return nil }
    return (file, line)
  }

  /// `text` with every `.swift:NUMBER` written `.swift` (so two runs that differ only by a
  /// moved line read the same).
  static func withoutLineNumbers(_ text: String) -> String {
    var result = ""
    var rest = Substring(text)
    while let range = rest.firstRange(of: ".swift:") {
      result += rest[..<range.lowerBound] + ".swift"
      rest = rest[range.upperBound...].drop { $0.isNumber }
    }
    return result + rest
  }

  /// The file's lines.
  static func lines(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }
}
