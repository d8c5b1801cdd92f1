/// Takes a paste apart into dump lines: splits physical lines, drops debugger noise (reported),
/// unwraps `Optional(…)`, back-ticks, `//` comment prefixes and a dump quoted as one escaped
/// string literal (`@"<UIWindow…>\n   | <…>"`), whose `\n` become lines of their own, and takes
/// off what consoles and mail add to lines (`PasteNoise`).
struct PasteCleaner {
  private(set) var lines: [SourceLine] = []
  private(set) var skipped: [SkippedLine] = []
  /// Physical lines in the input.
  private(set) var lineCount = 0

  init(bytes: [UInt8]) {
    var start = 0
    var number = 1
    var literal: LiteralState?
    var index = 0
    while index <= bytes.count {
      let atEnd = index == bytes.count
      if atEnd || bytes[index] == Byte.newline || bytes[index] == Byte.carriageReturn {
        if !(atEnd && start == index && number > 1) {
          literal = take(Array(bytes[start..<index]), line: number, literal: literal)
          lineCount = number
        }
        if !atEnd, bytes[index] == Byte.carriageReturn, index + 1 < bytes.count,
          bytes[index + 1] == Byte.newline
        {
          index += 1
        }
        number += 1
        start = index + 1
      }
      index += 1
    }
    if let literal, !literal.current.isEmpty { emit(literal.current, literal.line, literal.column) }
  }

  /// An escaped string literal that started on an earlier line and has not closed yet.
  private struct LiteralState {
    var current: [UInt8] = []
    var line: Int
    var column: Int
  }

  /// Reads one physical line; returns the literal still open after it.
  private mutating func take(_ raw: [UInt8], line: Int, literal: LiteralState?) -> LiteralState? {
    if var open = literal {
      return unescape(raw, from: 0, line: line, state: &open) ? nil : open
    }
    var body = PasteNoise.withoutEscapes(raw)
    while let last = body.last, Byte.isBlank(last) { body.removeLast() }
    var start = PasteNoise.skipPrefixes(body, from: body.skipBlanks(from: 0))
    if start == body.count { return nil }
    if isNoise(body, at: start) {
      skipped.append(Self.skip(body, line: line, reason: .noise))
      return nil
    }
    start = strip(body, from: start)
    if start < body.count, body[start] == Byte.at || body[start] == Byte.doubleQuote {
      let quote = body[start] == Byte.at ? start + 1 : start
      if quote < body.count, body[quote] == Byte.doubleQuote {
        var state = LiteralState(line: line, column: quote + 2)
        return unescape(body, from: quote + 1, line: line, state: &state) ? nil : state
      }
    }
    if let last = body.last, last == Byte.backtick { body.removeLast() }
    if start >= body.count { return nil }
    // The depth is counted from the bars, not the column, so indentation can go (kept only
    // for a dump with no bars at all, `IndentationDepth`).
    emit(Array(body[start...]), line, start + 1, indent: Self.indentWidth(body, before: start))
    return nil
  }

  /// Index past a wrapping prefix: `//`, a back-tick, `Optional(`, lldb's `- some : `.
  private func strip(_ body: [UInt8], from index: Int) -> Int {
    var start = index
    var changed = true
    while changed && start < body.count {
      changed = false
      for prefix in ["///", "//", "`", "Optional(", "- some : ", "some : "]
      where body.has(prefix, at: start) {
        start = body.skipBlanks(from: start + prefix.utf8.count)
        changed = true
        break
      }
      let after = PasteNoise.skipPrefixes(body, from: start)
      if after > start {
        start = after
        changed = true
      }
    }
    return start
  }

  /// Debugger and console lines that carry no record.
  private func isNoise(_ body: [UInt8], at start: Int) -> Bool {
    for prefix in [
      "(lldb)", "Printing description of", "\u{25BF} Optional", "(Any?)", "(String?)", "$R",
      "cy#", "error:", "warning:",
    ] where body.has(prefix, at: start) {
      return true
    }
    if AutolayoutLine.isLegend(body, at: start) { return true }
    let rest = body[start...]
    return rest.allSatisfy {
      $0 == Byte.closeParen || $0 == Byte.doubleQuote || $0 == Byte.backtick
    }
  }

  /// Unescapes a string literal from `from`; returns true when its closing quote was found.
  private mutating func unescape(
    _ body: [UInt8], from: Int, line: Int, state: inout LiteralState
  ) -> Bool {
    var index = from
    if state.current.isEmpty { state.line = line }
    while index < body.count {
      let byte = body[index]
      if byte == Byte.doubleQuote {
        emit(state.current, state.line, state.column)
        state.current = []
        return true
      }
      if byte == Byte.backslash, index + 1 < body.count {
        let next = body[index + 1]
        switch next {
        case UInt8(ascii: "n"):
          emit(state.current, state.line, state.column)
          state.current = []
          state.line = line
          state.column = index + 3
          index += 2
          continue
        case UInt8(ascii: "t"): state.current.append(Byte.space)
        case Byte.doubleQuote, Byte.backslash, Byte.quote: state.current.append(next)
        default:
          // `\uXXXX` and other escapes stay as printed (Cycript prints texts that way).
          state.current.append(byte)
          state.current.append(next)
        }
        index += 2
        continue
      }
      state.current.append(byte)
      index += 1
    }
    // A real line break inside the literal: the text so far is a line of its own.
    emit(state.current, state.line, state.column)
    state.current = []
    state.line = line + 1
    state.column = 1
    return false
  }

  private mutating func emit(_ bytes: [UInt8], _ line: Int, _ column: Int, indent: Int = 0) {
    guard bytes.contains(where: { !Byte.isBlank($0) }) else { return }
    lines.append(SourceLine(bytes: bytes, line: line, column: column, indent: indent))
  }

  /// The width of the blanks right before `end` in `body`, a tab counting 4.
  private static func indentWidth(_ body: [UInt8], before end: Int) -> Int {
    var width = 0
    var index = min(end, body.count) - 1
    while index >= 0, Byte.isBlank(body[index]) {
      width += body[index] == Byte.tab ? 4 : 1
      index -= 1
    }
    return width
  }

  /// A skipped line, its text shortened to 200 characters.
  static func skip(_ bytes: [UInt8], line: Int, reason: SkippedLine.Reason) -> SkippedLine {
    var text = String(decoding: bytes, as: UTF8.self)
    while let last = text.last, last == " " || last == "\t" { text.removeLast() }
    while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
    if text.count > 200 { text = String(text.prefix(199)) + "…" }
    return SkippedLine(line: line, text: text, reason: reason)
  }
}
