/// The bracket grammar shared by both dump kinds: the `   | ` prefix, a balanced
/// `<Class: 0xADDR; key = value; …>` record, its header and its fields split at depth 1.
enum RecordScanner {
  /// The marks before a record: how many `|` and `+`, the last mark, and where the text starts.
  struct Prefix {
    var bars = 0
    var pluses = 0
    var lastMark: UInt8?
    var end = 0
    var depth: Int { bars + pluses }
  }

  static func prefix(of bytes: [UInt8]) -> Prefix {
    var result = Prefix()
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == Byte.bar {
        result.bars += 1
        result.lastMark = byte
      } else if byte == Byte.plus {
        result.pluses += 1
        result.lastMark = byte
      } else if !Byte.isBlank(byte) {
        break
      }
      index += 1
    }
    result.end = index
    return result
  }

  /// The index of the `>` that closes the `<` at `start`, or nil when the line ends first.
  /// A quoted text (`text = '…'`) is skipped, so brackets inside it do not count.
  static func recordEnd(_ bytes: [UInt8], from start: Int) -> Int? {
    var depth = 0
    var index = start
    while index < bytes.count {
      let byte = bytes[index]
      if byte == Byte.lt {
        depth += 1
      } else if byte == Byte.gt {
        depth -= 1
        if depth == 0 { return index }
      } else if byte == Byte.quote, index >= 2, bytes[index - 1] == Byte.space,
        bytes[index - 2] == Byte.equals
      {
        var close = index + 1
        while close < bytes.count {
          if bytes[close] == Byte.quote,
            close + 1 == bytes.count || bytes[close + 1] == Byte.semicolon
              || bytes[close + 1] == Byte.gt
          {
            break
          }
          close += 1
        }
        index = close
      }
      index += 1
    }
    return nil
  }

  /// The class and address at the head of a record (`Class: 0xADDR`, `Class 0xADDR` or
  /// `Class`), and where its fields start; nil when the head is not a class name.
  static func header(_ bytes: [UInt8], from: Int, to end: Int) -> (DumpObject, Int)? {
    var stop = from
    var angle = 0
    while stop < end {
      let byte = bytes[stop]
      if byte == Byte.lt { angle += 1 }
      if byte == Byte.gt { angle -= 1 }
      if byte == Byte.semicolon && angle <= 0 { break }
      stop += 1
    }
    var head = Array(bytes[from..<stop])
    while let last = head.last, Byte.isBlank(last) { head.removeLast() }
    var address: String?
    var classEnd = head.count
    if let colon = head.find(": 0x") ?? head.find(":0x") {
      address = hexAddress(head, from: head.skipBlanks(from: colon + 1))
      classEnd = colon
    } else if let space = head.lastIndex(of: Byte.space), head.has("0x", at: space + 1) {
      address = hexAddress(head, from: space + 1)
      classEnd = space
    } else if let colon = head.lastIndex(of: Byte.colon), colon == head.count - 1 {
      classEnd = colon
    }
    guard address != nil || classEnd == head.count || head.last == Byte.colon else { return nil }
    let name = Array(head[0..<classEnd])
    guard isClassName(name) else { return nil }
    let fields = stop < end ? stop + 1 : end
    return (DumpObject(className: String(decoding: name, as: UTF8.self), address: address), fields)
  }

  /// `0x` and hex digits, lowercased; nil when anything else follows.
  private static func hexAddress(_ bytes: [UInt8], from start: Int) -> String? {
    guard bytes.has("0x", at: start) || bytes.has("0X", at: start) else { return nil }
    var digits: [UInt8] = [UInt8(ascii: "0"), UInt8(ascii: "x")]
    var index = start + 2
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"):
        digits.append(byte)
      case UInt8(ascii: "A")...UInt8(ascii: "F"):
        digits.append(byte + 32)
      default:
        return nil
      }
      index += 1
    }
    return digits.count > 2 ? String(decoding: digits, as: UTF8.self) : nil
  }

  /// A runtime class name: starts with a letter or `_`, no blanks outside generic brackets.
  static func isClassName(_ name: [UInt8]) -> Bool {
    guard let first = name.first, first == UInt8(ascii: "_") || isLetter(first) else {
      return false
    }
    var angle = 0
    for byte in name {
      if byte == Byte.lt { angle += 1 }
      if byte == Byte.gt { angle -= 1 }
      if angle <= 0, Byte.isBlank(byte) || byte == Byte.semicolon || byte == Byte.comma {
        return false
      }
      if byte == Byte.equals || byte == Byte.quote || byte == Byte.openParen { return false }
    }
    return angle == 0
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || byte >= 0x80
  }

  /// The fields between `from` and `end`, split at `; ` where no bracket is open.
  static func fields(_ bytes: [UInt8], from: Int, to end: Int) -> [DumpProperty] {
    var result: [DumpProperty] = []
    var depth = 0
    var start = from
    var index = from
    while index < end {
      let byte = bytes[index]
      switch byte {
      case Byte.lt, Byte.openParen, Byte.openBrace, Byte.openBracket: depth += 1
      case Byte.gt, Byte.closeParen, Byte.closeBrace, Byte.closeBracket: depth = max(depth - 1, 0)
      case Byte.quote
      where index >= 2 && bytes[index - 1] == Byte.space
        && bytes[index - 2] == Byte.equals:
        var close = index + 1
        while close < end,
          !(bytes[close] == Byte.quote && close + 1 < end
            && bytes[close + 1] == Byte.semicolon)
        {
          close += 1
        }
        index = close
      case Byte.semicolon where depth == 0 && (index + 1 == end || bytes[index + 1] == Byte.space):
        if let field = property(bytes, from: start, to: index) { result.append(field) }
        start = index + 1
      default: break
      }
      index += 1
    }
    if start < end, let field = property(bytes, from: start, to: end) { result.append(field) }
    return result
  }

  /// `key = value` or `key: value`; nil for a blank field.
  private static func property(_ bytes: [UInt8], from: Int, to end: Int) -> DumpProperty? {
    let start = bytes.skipBlanks(from: from)
    guard start < end else { return nil }
    let equals = bytes.find(" = ", from: start, to: end)
    let colon = bytes.find(": ", from: start, to: end)
    let split: (Int, Int)? =
      switch (equals, colon) {
      case (.some(let e), .some(let c)): e < c ? (e, 3) : (c, 2)
      case (.some(let e), nil): (e, 3)
      case (nil, .some(let c)): (c, 2)
      case (nil, nil): nil
      }
    var valueEnd = end
    while valueEnd > start, Byte.isBlank(bytes[valueEnd - 1]) { valueEnd -= 1 }
    guard let (at, width) = split else {
      return DumpProperty(key: "", value: String(decoding: bytes[start..<valueEnd], as: UTF8.self))
    }
    let key = String(decoding: bytes[start..<at], as: UTF8.self)
    let valueStart = min(at + width, valueEnd)
    return DumpProperty(
      key: key, value: String(decoding: bytes[valueStart..<valueEnd], as: UTF8.self))
  }
}
