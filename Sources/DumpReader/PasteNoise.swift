/// What consoles and mail put around each line of a paste: terminal colour codes, `> `
/// quoting, `nl` / `cat -n` line numbers, and the NSLog or os_log prefix
/// (`2026-12-01 12:34:56.789012+0000 MyApp[1234:567890] `), which NSLog prints on a message's
/// first line only.
enum PasteNoise {
  static let escape: UInt8 = 0x1B

  /// The line without terminal escape sequences (`ESC [ … m` colours and the like).
  static func withoutEscapes(_ bytes: [UInt8]) -> [UInt8] {
    guard bytes.contains(escape) else { return bytes }
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      guard bytes[index] == escape else {
        result.append(bytes[index])
        index += 1
        continue
      }
      index += 1
      if index < bytes.count, bytes[index] == Byte.openBracket {
        // CSI: parameters and intermediates, then one final byte in @…~.
        index += 1
        while index < bytes.count, !(0x40...0x7E).contains(bytes[index]) { index += 1 }
        index += 1
      } else if index < bytes.count, bytes[index] == Byte.closeBracket {
        // OSC: up to BEL or ESC \.
        while index < bytes.count, bytes[index] != 0x07, bytes[index] != escape { index += 1 }
        if index < bytes.count, bytes[index] == escape { index += 1 }
        index += 1
      } else {
        index += 1
      }
    }
    return result
  }

  /// Index past every quote mark, line number and log prefix at `start` (and the blanks after
  /// them); `start` when there are none.
  static func skipPrefixes(_ bytes: [UInt8], from start: Int) -> Int {
    var index = start
    while index < bytes.count {
      let next = quoteEnd(bytes, index) ?? lineNumberEnd(bytes, index) ?? logPrefixEnd(bytes, index)
      guard let next, next > index else { break }
      index = bytes.skipBlanks(from: next)
    }
    return index
  }

  /// `>` marks of a quoted mail or Markdown reply, followed by a blank, or one `>` ending the
  /// line (an empty quoted line); `>>` ending a line closes a wrapped record instead.
  private static func quoteEnd(_ bytes: [UInt8], _ index: Int) -> Int? {
    var end = index
    while end < bytes.count, bytes[end] == Byte.gt { end += 1 }
    guard end > index else { return nil }
    if end < bytes.count { return Byte.isBlank(bytes[end]) ? end : nil }
    return end == index + 1 ? end : nil
  }

  /// Digits then a tab (`nl`, `cat -n`), digits then blanks before a record's first mark, or
  /// digits alone.
  private static func lineNumberEnd(_ bytes: [UInt8], _ index: Int) -> Int? {
    let end = digitsEnd(bytes, index)
    guard end > index else { return nil }
    // `cat -n` numbers empty lines too: digits alone, once trailing blanks are gone.
    guard end < bytes.count else { return end }
    if bytes[end] == Byte.tab { return end + 1 }
    guard bytes[end] == Byte.space else { return nil }
    let after = bytes.skipBlanks(from: end)
    guard after < bytes.count, [Byte.lt, Byte.bar, Byte.plus].contains(bytes[after]) else {
      return nil
    }
    return after
  }

  /// `[DATE ]TIME[ZONE] [TYPE ]Process[pid:tid] [[subsystem:category] ]`, as NSLog, Xcode's
  /// console and `log stream --style compact` print it.
  private static func logPrefixEnd(_ bytes: [UInt8], _ start: Int) -> Int? {
    var index = start
    if let date = dateEnd(bytes, index) {
      guard date < bytes.count, bytes[date] == Byte.space || bytes[date] == UInt8(ascii: "T")
      else { return nil }
      index = date + 1
    }
    guard let time = timeEnd(bytes, index) else { return nil }
    index = time
    // Up to two words (a log type such as `Df`) before the `Process[pid:tid]` word.
    for _ in 0..<3 {
      guard index < bytes.count, Byte.isBlank(bytes[index]) else { return nil }
      index = bytes.skipBlanks(from: index)
      let word = wordEnd(bytes, index)
      if let process = processEnd(bytes, from: index, to: word) {
        index = process
        let after = bytes.skipBlanks(from: index)
        if after < bytes.count, bytes[after] == Byte.openBracket,
          let close = bytes[after...].firstIndex(of: Byte.closeBracket),
          !bytes[after..<close].contains(where: Byte.isBlank)
        {
          return close + 1
        }
        return index
      }
      index = word
    }
    return nil
  }

  /// `YYYY-MM-DD`.
  private static func dateEnd(_ bytes: [UInt8], _ index: Int) -> Int? {
    let year = digitsEnd(bytes, index)
    guard year - index == 4, year < bytes.count, bytes[year] == UInt8(ascii: "-") else {
      return nil
    }
    let month = digitsEnd(bytes, year + 1)
    guard month - year == 3, month < bytes.count, bytes[month] == UInt8(ascii: "-") else {
      return nil
    }
    let day = digitsEnd(bytes, month + 1)
    return day - month == 3 ? day : nil
  }

  /// `HH:MM:SS[.fraction][+ZZZZ|-ZZZZ|Z]`.
  private static func timeEnd(_ bytes: [UInt8], _ index: Int) -> Int? {
    var end = index
    for part in 0..<3 {
      let next = digitsEnd(bytes, end)
      guard next - end == 2 else { return nil }
      end = next
      if part < 2 {
        guard end < bytes.count, bytes[end] == Byte.colon else { return nil }
        end += 1
      }
    }
    if end < bytes.count, bytes[end] == Byte.dot || bytes[end] == Byte.comma {
      end = digitsEnd(bytes, end + 1)
    }
    if end < bytes.count, bytes[end] == Byte.plus || bytes[end] == UInt8(ascii: "-") {
      let zone = digitsEnd(bytes, end + 1)
      if zone - end == 5 { end = zone }
    } else if end < bytes.count, bytes[end] == UInt8(ascii: "Z") {
      end += 1
    }
    return end
  }

  /// `Name[digits:hex]` filling `from..<to`; the index after its `]`.
  private static func processEnd(_ bytes: [UInt8], from: Int, to end: Int) -> Int? {
    guard end > from, bytes[end - 1] == Byte.closeBracket,
      let open = bytes[from..<end].firstIndex(of: Byte.openBracket), open > from
    else { return nil }
    let pid = digitsEnd(bytes, open + 1)
    guard pid > open + 1, pid < end, bytes[pid] == Byte.colon else { return nil }
    var index = pid + 1
    while index < end - 1, isHex(bytes[index]) { index += 1 }
    return index == end - 1 && index > pid + 1 ? end : nil
  }

  private static func wordEnd(_ bytes: [UInt8], _ index: Int) -> Int {
    var end = index
    while end < bytes.count, !Byte.isBlank(bytes[end]) { end += 1 }
    return end
  }

  private static func digitsEnd(_ bytes: [UInt8], _ index: Int) -> Int {
    var end = index
    while end < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]) {
      end += 1
    }
    return end
  }

  private static func isHex(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
  }
}
