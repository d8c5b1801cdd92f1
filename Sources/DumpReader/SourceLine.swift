/// One line of dump text after the paste's wrapping is taken off, with where it came from.
struct SourceLine: Sendable {
  /// The text, as UTF-8 bytes (every character the grammar looks at is ASCII).
  var bytes: [UInt8]
  /// 1-based line in the file.
  var line: Int
  /// 1-based column in that line where this text starts (a string literal's later lines start
  /// after an escaped `\n`).
  var column: Int

  var text: String { String(decoding: bytes, as: UTF8.self) }
}

/// ASCII bytes the reader looks for.
enum Byte {
  static let lt = UInt8(ascii: "<")
  static let gt = UInt8(ascii: ">")
  static let space = UInt8(ascii: " ")
  static let tab = UInt8(ascii: "\t")
  static let bar = UInt8(ascii: "|")
  static let plus = UInt8(ascii: "+")
  static let semicolon = UInt8(ascii: ";")
  static let colon = UInt8(ascii: ":")
  static let quote = UInt8(ascii: "'")
  static let doubleQuote = UInt8(ascii: "\"")
  static let equals = UInt8(ascii: "=")
  static let backslash = UInt8(ascii: "\\")
  static let backtick = UInt8(ascii: "`")
  static let at = UInt8(ascii: "@")
  static let dot = UInt8(ascii: ".")
  static let comma = UInt8(ascii: ",")
  static let openParen = UInt8(ascii: "(")
  static let closeParen = UInt8(ascii: ")")
  static let openBrace = UInt8(ascii: "{")
  static let closeBrace = UInt8(ascii: "}")
  static let openBracket = UInt8(ascii: "[")
  static let closeBracket = UInt8(ascii: "]")
  static let newline = UInt8(ascii: "\n")
  static let carriageReturn = UInt8(ascii: "\r")
  static let slash = UInt8(ascii: "/")

  /// True for a space or a tab.
  static func isBlank(_ byte: UInt8) -> Bool { byte == space || byte == tab }
}

extension Array where Element == UInt8 {
  /// True when the bytes from `index` on begin with `prefix` (ASCII).
  func has(_ prefix: String, at index: Int) -> Bool {
    var position = index
    for byte in prefix.utf8 {
      guard position < count, self[position] == byte else { return false }
      position += 1
    }
    return true
  }

  /// The first index at or after `from` where `needle` begins, or nil.
  func find(_ needle: String, from: Int = 0, to end: Int? = nil) -> Int? {
    let pattern = Array(needle.utf8)
    guard let first = pattern.first else { return nil }
    let limit = (end ?? count) - pattern.count
    var index = Swift.max(from, 0)
    while index <= limit {
      if self[index] == first && has(needle, at: index) { return index }
      index += 1
    }
    return nil
  }

  /// The index of the first byte at or after `from` that is not a space or tab.
  func skipBlanks(from: Int) -> Int {
    var index = from
    while index < count, Byte.isBlank(self[index]) { index += 1 }
    return index
  }
}
