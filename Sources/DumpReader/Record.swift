/// One bracketed record on a line: `<Class: 0xADDR; fields>` and the text after it. A line
/// that starts with `<<` (`_UITextContainerView`) holds a record inside an outer bracket.
struct Record {
  let bytes: [UInt8]
  let start: Int
  /// The closing bracket of the outer record, nil when the line ends first.
  let end: Int?
  /// The closing bracket of the record the header and fields come from.
  private let innerEnd: Int
  private let innerStart: Int

  init(bytes: [UInt8], start: Int) {
    self.bytes = bytes
    self.start = start
    end = RecordScanner.recordEnd(bytes, from: start)
    let doubled = bytes.has("<<", at: start)
    innerStart = doubled ? start + 1 : start
    innerEnd =
      (doubled ? RecordScanner.recordEnd(bytes, from: start + 1) : end) ?? end ?? bytes.count
  }

  /// True when the line ended before the record closed.
  var isCut: Bool { end == nil }

  /// Class, address, and where the fields start.
  var header: (DumpObject, Int)? {
    RecordScanner.header(bytes, from: innerStart + 1, to: innerEnd)
  }

  /// Where the header would end if the record has no fields.
  var headerEnd: Int { innerEnd }

  /// The fields inside the record.
  var fields: [DumpProperty] {
    guard let header else { return [] }
    return RecordScanner.fields(bytes, from: header.1, to: innerEnd)
  }

  /// Bytes after the outer record (empty when it is cut).
  var rest: [UInt8] {
    guard let end, end + 1 < bytes.count else { return [] }
    return Array(bytes[(end + 1)...])
  }

  /// What follows the record, trimmed, with a stray `)` of an `Optional(…)` dropped; for a
  /// `<<…>>` line, the text between the inner and the outer bracket too.
  var trailing: String {
    var text: [UInt8] = []
    if let end, innerEnd < end { text = Array(bytes[(innerEnd + 1)..<end]) }
    text += rest
    while let last = text.last, Byte.isBlank(last) || last == Byte.backtick { text.removeLast() }
    if text.last == Byte.closeParen, !text.contains(Byte.openParen) { text.removeLast() }
    if text.last == Byte.doubleQuote, !text.dropLast().contains(Byte.doubleQuote) {
      text.removeLast()
    }
    return String(decoding: text.drop(while: Byte.isBlank), as: UTF8.self)
  }
}
