extension PreScanner {
  /// Skips spaces, comments and line breaks (`yaml_parser_scan_to_next_token`).
  mutating func scanToNextToken() {
    while true {
      if column == 0 && isByteOrderMark(i) { advance() }
      while let c = byte(i), c == .space || (c == .tab && (flowLevel > 0 || !simpleKeyAllowed)) {
        advance()
      }
      if byte(i) == .hash { skipToBreak() }
      guard breakLength(i) > 0 else { return }
      consumeBreak()
      if flowLevel == 0 { simpleKeyAllowed = true }
    }
  }

  /// A plain scalar (`yaml_parser_scan_plain_scalar`); it may continue on more-indented lines.
  mutating func scanPlain() -> Bool {
    let minimumColumn = indent + 1
    var leadingBlanks = false
    while true {
      if column == 0 && isDocumentIndicator() { break }
      if byte(i) == .hash { break }
      while !isBlankOrEnd(i) {
        let c = bytes[i]
        if flowLevel > 0 && c == .colon, let next = byte(i + 1), next.isFlowIndicatorOrQuestion {
          return false
        }
        if (c == .colon && isBlankOrEnd(i + 1)) || (flowLevel > 0 && c.isFlowIndicator) { break }
        leadingBlanks = false
        advance()
      }
      guard isBlank(i) || breakLength(i) > 0 else { break }
      while true {
        if isBlank(i) {
          if leadingBlanks && column < minimumColumn && byte(i) == .tab { return false }
          advance()
        } else if breakLength(i) > 0 {
          consumeBreak()
          leadingBlanks = true
        } else {
          break
        }
      }
      if flowLevel == 0 && column < minimumColumn { break }
    }
    if leadingBlanks { simpleKeyAllowed = true }
    return true
  }

  /// A single- or double-quoted scalar (`yaml_parser_scan_flow_scalar`); it may span lines.
  mutating func scanQuoted(single: Bool) -> Bool {
    let quote: UInt8 = single ? .singleQuote : .doubleQuote
    advance()
    while true {
      if column == 0 && isDocumentIndicator() { return false }
      guard byte(i) != nil else { return false }
      while !isBlankOrEnd(i) {
        let c = bytes[i]
        if single && c == .singleQuote && byte(i + 1) == .singleQuote {
          advance(2)
        } else if c == quote {
          break
        } else if !single && c == .backslash && breakLength(i + 1) > 0 {
          advance()
          consumeBreak()
          break
        } else if !single && c == .backslash {
          advance(byte(i + 1) == nil ? 1 : 2)
        } else {
          advance()
        }
      }
      if byte(i) == quote { break }
      while isBlank(i) || breakLength(i) > 0 {
        if isBlank(i) { advance() } else { consumeBreak() }
      }
    }
    advance()
    return true
  }

  /// A literal or folded block scalar (`yaml_parser_scan_block_scalar`).
  mutating func scanBlockScalar() -> Bool {
    advance()
    var increment = 0
    if byte(i) == .plus || byte(i) == .dash {
      advance()
      if let c = byte(i), c.isDigit {
        if c == .zero { return false }
        increment = Int(c - .zero)
        advance()
      }
    } else if let c = byte(i), c.isDigit {
      if c == .zero { return false }
      increment = Int(c - .zero)
      advance()
      if byte(i) == .plus || byte(i) == .dash { advance() }
    }
    while isBlank(i) { advance() }
    if byte(i) == .hash { skipToBreak() }
    guard byte(i) == nil || breakLength(i) > 0 else { return false }
    if breakLength(i) > 0 { consumeBreak() }
    var blockIndent = increment > 0 ? (indent >= 0 ? indent + increment : increment) : 0
    guard scanBlockBreaks(&blockIndent) else { return false }
    while column == blockIndent && byte(i) != nil {
      skipToBreak()
      if breakLength(i) > 0 { consumeBreak() }
      guard scanBlockBreaks(&blockIndent) else { return false }
    }
    return true
  }

  /// Indentation and empty lines of a block scalar; fixes its indentation if not yet known.
  private mutating func scanBlockBreaks(_ blockIndent: inout Int) -> Bool {
    var maxIndent = 0
    while true {
      while (blockIndent == 0 || column < blockIndent) && byte(i) == .space { advance() }
      maxIndent = max(maxIndent, column)
      if (blockIndent == 0 || column < blockIndent) && byte(i) == .tab { return false }
      guard breakLength(i) > 0 else { break }
      consumeBreak()
    }
    if blockIndent == 0 {
      blockIndent = max(maxIndent, indent + 1, 1)
    }
    return true
  }

  // MARK: Characters

  /// The byte at `index`, or nil at the end of the text or at a NUL (libyaml's `IS_Z`).
  func byte(_ index: Int) -> UInt8? {
    guard index < bytes.count, bytes[index] != 0 else { return nil }
    return bytes[index]
  }

  func isBlank(_ index: Int) -> Bool {
    byte(index) == .space || byte(index) == .tab
  }

  func isBlankOrEnd(_ index: Int) -> Bool {
    byte(index) == nil || isBlank(index) || breakLength(index) > 0
  }

  /// Bytes of the line break at `index` (CR LF, CR, LF, NEL, LS, PS), or 0.
  func breakLength(_ index: Int) -> Int {
    guard let c = byte(index) else { return 0 }
    switch c {
    case .lineFeed: return 1
    case .carriageReturn: return byte(index + 1) == .lineFeed ? 2 : 1
    case 0xC2: return byte(index + 1) == 0x85 ? 2 : 0
    case 0xE2:
      let isLineOrParagraph = byte(index + 2) == 0xA8 || byte(index + 2) == 0xA9
      return byte(index + 1) == 0x80 && isLineOrParagraph ? 3 : 0
    default: return 0
    }
  }

  func isByteOrderMark(_ index: Int) -> Bool {
    byte(index) == 0xEF && byte(index + 1) == 0xBB && byte(index + 2) == 0xBF
  }

  /// `---` or `...` followed by a blank, a break or the end (caller checks column 0).
  func isDocumentIndicator() -> Bool {
    guard let c = byte(i), c == .dash || c == .dot else { return false }
    return byte(i + 1) == c && byte(i + 2) == c && isBlankOrEnd(i + 3)
  }

  /// Moves over `count` characters (not bytes) on the current line.
  mutating func advance(_ count: Int = 1) {
    for _ in 0..<count where i < bytes.count {
      i += min(bytes[i].utf8SequenceLength, bytes.count - i)
      column += 1
      charIndex += 1
    }
  }

  mutating func consumeBreak() {
    let length = breakLength(i)
    guard length > 0 else { return }
    charIndex += length == 2 && bytes[i] == .carriageReturn ? 2 : 1
    i += length
    line += 1
    column = 0
  }

  mutating func skipToBreak() {
    while byte(i) != nil && breakLength(i) == 0 { advance() }
  }
}
