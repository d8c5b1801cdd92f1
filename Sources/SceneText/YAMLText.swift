import TransitionEngine

/// Values as YAML scalars for `StepWriter`, `ControllerWriter` and `SceneDocument`: strings plain where YAML reads them back as the
/// same string, double-quoted otherwise; numbers without a needless decimal point; code as a
/// literal block (`|`).
enum YAMLText {
  /// `text` plain when that reads back as the same string, else double-quoted.
  static func scalar(_ text: String) -> String {
    isPlainSafe(text) ? text : quoted(text)
  }

  /// Words YAML (1.1 or 1.2) reads as null or a boolean when plain.
  static let reserved: Set<String> = [
    "null", "true", "false", "yes", "no", "on", "off", "y", "n",
  ]

  /// A plain scalar that YAML cannot read as anything but this string: a letter or `_`, then
  /// letters, digits, `_`, `.` or `-`, and not a reserved word.
  static func isPlainSafe(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, first.isASCIILetter || first == "_" else {
      return false
    }
    guard
      text.unicodeScalars.allSatisfy({
        $0.isASCIILetter || ("0"..."9").contains($0) || $0 == "_" || $0 == "." || $0 == "-"
      })
    else { return false }
    return !reserved.contains(text.lowercased())
  }

  /// A double-quoted YAML string: a JSON string is one (`JSONWriter.quote`), with the
  /// characters YAML 1.1 reads as line breaks or will not take raw (C1 controls, NEL, LS, PS,
  /// BOM) escaped as well.
  static func quoted(_ text: String) -> String {
    var result = ""
    for scalar in JSONWriter.quote(text).unicodeScalars {
      if (0x80...0x9F).contains(scalar.value) || [0x2028, 0x2029, 0xFEFF].contains(scalar.value) {
        result += "\\u" + hex(scalar.value, digits: 4)
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// `# text`, a comment line: line breaks and other control characters (C0, DEL, C1, NEL,
  /// LS, PS, BOM) escaped as `\u001B`, so a comment stays one line and shows what was there.
  static func comment(_ text: String) -> String {
    var result = "# "
    for scalar in text.unicodeScalars {
      let value = scalar.value
      if value < 0x20 || (0x7F...0x9F).contains(value) || [0x2028, 0x2029, 0xFEFF].contains(value) {
        result += "\\u" + hex(value, digits: 4)
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// `16`, `16.5`: whole numbers without a decimal point.
  static func number(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return "\(value)"
  }

  /// `[a, b, c]` of already written values.
  static func list(_ items: [String]) -> String { "[" + items.joined(separator: ", ") + "]" }

  /// `key: |` and the lines indented two spaces under it: a literal block keeps each line.
  static func block(_ key: String, _ lines: [String]) -> [String] {
    ["\(key): |"] + lines.map { "  " + $0 }
  }

  private static func hex(_ value: UInt32, digits: Int) -> String {
    let text = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
  }
}

extension Unicode.Scalar {
  fileprivate var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
}
