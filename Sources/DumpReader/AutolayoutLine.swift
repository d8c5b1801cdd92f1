/// One line of `_autolayoutTrace` after its `|   ` marks: an optional mark (`•` layout engine
/// host, `*` Auto Layout, `+` manual but in the engine), `Class:0xADDR` (or the old
/// `<Class:0xADDR>`), an optional `'text'` and an optional `- AMBIGUOUS LAYOUT…` tail; or a
/// layout guide, `*<UILayoutGuide: 0x… - "Name", layoutFrame = …>`, which is not a view.
enum AutolayoutLine {
  /// What a line holds.
  enum Parsed {
    case view(DumpObject, properties: [DumpProperty])
    case layoutGuide
  }

  static let bullet: [UInt8] = [0xE2, 0x80, 0xA2]

  /// The line from `start` (past the bars); `plus` when the prefix ended with a `+` mark.
  static func parse(_ bytes: [UInt8], from start: Int, plus: Bool) -> Parsed? {
    var index = start
    var mark: String? = plus ? "+" : nil
    if isBullet(bytes, at: index) {
      mark = "•"
      index += 3
    } else if index < bytes.count, bytes[index] == UInt8(ascii: "*") {
      mark = "*"
      index += 1
    }
    guard index < bytes.count else { return nil }
    var properties = mark.map { [DumpProperty(key: "layout", value: $0)] } ?? []
    let object: DumpObject
    var rest: Int
    if bytes[index] == Byte.lt {
      // The old form is `*<Class:0xADDR>`; any other `<` starts a record of the other kinds.
      guard mark == "*" else { return nil }
      if bytes.has("<UILayoutGuide:", at: index) { return .layoutGuide }
      guard let end = RecordScanner.recordEnd(bytes, from: index),
        let header = RecordScanner.header(bytes, from: index + 1, to: end)?.0
      else { return nil }
      guard header.address != nil, !bytes[index..<end].contains(Byte.semicolon)
      else { return nil }
      object = header
      rest = end + 1
    } else {
      guard let colon = bytes.find(":0x", from: index), colon > index else { return nil }
      let name = Array(bytes[index..<colon])
      guard RecordScanner.isClassName(name) else { return nil }
      var end = colon + 3
      while end < bytes.count, isHex(bytes[end]) { end += 1 }
      guard end > colon + 3 else { return nil }
      let address = "0x" + String(decoding: bytes[(colon + 3)..<end], as: UTF8.self).lowercased()
      object = DumpObject(className: String(decoding: name, as: UTF8.self), address: address)
      rest = end
    }
    if rest < bytes.count, bytes[rest] == Byte.quote,
      let close = bytes[(rest + 1)...].lastIndex(of: Byte.quote)
    {
      properties.append(
        DumpProperty(key: "text", value: String(decoding: bytes[(rest + 1)..<close], as: UTF8.self))
      )
      rest = close + 1
    }
    let tail = bytes.skipBlanks(from: rest)
    if tail < bytes.count {
      guard bytes.has("- AMBIGUOUS LAYOUT", at: tail) else { return nil }
      properties.append(
        DumpProperty(
          key: "ambiguous", value: String(decoding: bytes[(tail + 2)...], as: UTF8.self)))
    }
    return .view(object, properties: properties)
  }

  /// True for the `Legend:` block that ends a trace and its marker lines (`* - is laid out…`).
  static func isLegend(_ bytes: [UInt8], at start: Int) -> Bool {
    if bytes.has("Legend:", at: start) { return true }
    let markEnd = isBullet(bytes, at: start) ? start + 3 : start + 1
    guard start < bytes.count,
      bytes[start] == UInt8(ascii: "*") || bytes[start] == Byte.plus || markEnd == start + 3
    else { return false }
    return bytes.has(" - ", at: markEnd)
  }

  /// `•` (U+2022) at `index`.
  private static func isBullet(_ bytes: [UInt8], at index: Int) -> Bool {
    index + 2 < bytes.count && bytes[index] == bullet[0] && bytes[index + 1] == bullet[1]
      && bytes[index + 2] == bullet[2]
  }

  private static func isHex(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
  }
}
