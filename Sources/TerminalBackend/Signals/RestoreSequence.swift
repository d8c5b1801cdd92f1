import CNcurses

/// The bytes that give the terminal back when `endwin` cannot run (a crash): read once from
/// the current screen's terminfo entry, so a signal handler only has to `write` them.
///
/// They undo what the screen set up, in the order `endwin` does: attributes off, mouse
/// reporting off, keypad transmit mode off, cursor visible, leave the alternate screen.
enum RestoreSequence {
  /// Call with an ncurses screen current (after `newterm`).
  static func current() -> [UInt8] {
    var bytes: [UInt8] = []
    bytes += capability("sgr0")
    if !capability("kmous").isEmpty {
      // ncurses turns on xterm mouse reporting (1000, and 1006 for SGR reports) when the
      // terminal has a mouse key; turning off modes that were never on is harmless.
      bytes += Array("\u{1B}[?1006l\u{1B}[?1003l\u{1B}[?1002l\u{1B}[?1000l".utf8)
    }
    bytes += capability("rmkx")
    bytes += capability("cnorm")
    bytes += capability("rmcup")
    return bytes
  }

  /// A string capability without its padding (`$<5>`, which only `tputs` understands); empty
  /// when the terminal lacks it.
  static func capability(_ name: String) -> [UInt8] {
    guard let value = tscope_tigetstr(name) else { return [] }
    return withoutPadding(Array(String(cString: value).utf8))
  }

  static func withoutPadding(_ bytes: [UInt8]) -> [UInt8] {
    var result: [UInt8] = []
    var index = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "$"), index + 1 < bytes.count,
        bytes[index + 1] == UInt8(ascii: "<"),
        let close = bytes[(index + 2)...].firstIndex(of: UInt8(ascii: ">"))
      {
        index = close + 1
        continue
      }
      result.append(bytes[index])
      index += 1
    }
    return result
  }
}
