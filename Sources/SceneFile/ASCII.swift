/// The bytes the pre-scanner looks at, named.
extension UInt8 {
  static let tab = UInt8(ascii: "\t")
  static let lineFeed = UInt8(ascii: "\n")
  static let carriageReturn = UInt8(ascii: "\r")
  static let space = UInt8(ascii: " ")
  static let exclamation = UInt8(ascii: "!")
  static let doubleQuote = UInt8(ascii: "\"")
  static let hash = UInt8(ascii: "#")
  static let percent = UInt8(ascii: "%")
  static let ampersand = UInt8(ascii: "&")
  static let singleQuote = UInt8(ascii: "'")
  static let asterisk = UInt8(ascii: "*")
  static let plus = UInt8(ascii: "+")
  static let comma = UInt8(ascii: ",")
  static let dash = UInt8(ascii: "-")
  static let dot = UInt8(ascii: ".")
  static let zero = UInt8(ascii: "0")
  static let colon = UInt8(ascii: ":")
  static let less = UInt8(ascii: "<")
  static let greater = UInt8(ascii: ">")
  static let question = UInt8(ascii: "?")
  static let leftBracket = UInt8(ascii: "[")
  static let backslash = UInt8(ascii: "\\")
  static let rightBracket = UInt8(ascii: "]")
  static let leftBrace = UInt8(ascii: "{")
  static let pipe = UInt8(ascii: "|")
  static let rightBrace = UInt8(ascii: "}")

  var isDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }

  /// libyaml's `IS_ALPHA`: the characters of anchor and alias names.
  var isAnchorCharacter: Bool {
    isDigit || (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "z"))
      || (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z")) || self == .dash
      || self == UInt8(ascii: "_")
  }

  var isFlowIndicator: Bool {
    self == .comma || self == .leftBracket || self == .rightBracket || self == .leftBrace
      || self == .rightBrace
  }

  var isFlowIndicatorOrQuestion: Bool { isFlowIndicator || self == .question }

  /// Characters that cannot start a plain scalar (`yaml_parser_fetch_next_token`).
  var isIndicator: Bool {
    switch self {
    case .dash, .question, .colon, .comma, .leftBracket, .rightBracket, .leftBrace, .rightBrace,
      .hash, .ampersand, .asterisk, .exclamation, .pipe, .greater, .singleQuote, .doubleQuote,
      .percent, UInt8(ascii: "@"), UInt8(ascii: "`"):
      return true
    default:
      return false
    }
  }

  /// Length of the UTF-8 sequence this lead byte starts (1 for stray continuation bytes).
  var utf8SequenceLength: Int {
    switch self {
    case 0xF0...0xF7: return 4
    case 0xE0...0xEF: return 3
    case 0xC0...0xDF: return 2
    default: return 1
    }
  }
}
