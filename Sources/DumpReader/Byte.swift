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
