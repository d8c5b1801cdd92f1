/// A problem found in the raw text before it is handed to Yams.
struct PreScanIssue: Equatable {
  var line: Int
  var column: Int
  var message: String
}

/// A cheap pass over the raw text that mirrors libyaml's tokenizer (scanner.c) closely enough
/// to find aliases, anchors, too-deep nesting and too many values before Yams sees the text.
/// Yams' composer recurses once per nesting level, and it resolves an alias by sharing the
/// anchored node, which its duplicate-key check then hashes in full: a "billion laughs"
/// document would hang it. Where libyaml would stop with a syntax error, the scan stops too
/// (Yams then reports that error); where unsure, it scans on, which can only find more.
struct PreScanner {
  let bytes: [UInt8]
  var i = 0
  var line = 1
  /// 0-based, in characters, like libyaml's marks.
  var column = 0
  var charIndex = 0
  var flowLevel = 0
  var indent = -1
  var indents: [Int] = []
  var simpleKeyAllowed = true
  /// The possible simple key of the block context (flow levels do not affect indentation).
  var blockKey: (line: Int, index: Int, column: Int)?
  var nodes = 0
  var firstAlias: PreScanIssue?
  var firstAnchor: PreScanIssue?
  var fatal: PreScanIssue?

  init(_ text: String) {
    bytes = Array(text.utf8)
  }

  /// The first alias, else a nesting or size problem, else the first anchor, else nil.
  static func check(_ text: String) -> PreScanIssue? {
    var scanner = PreScanner(text)
    scanner.run()
    return scanner.firstAlias ?? scanner.fatal ?? scanner.firstAnchor
  }

  private mutating func run() {
    while fatal == nil {
      scanToNextToken()
      if let key = blockKey, key.line < line || key.index + 1024 < charIndex {
        blockKey = nil
      }
      if flowLevel == 0 { unroll(to: column) }
      guard let c = byte(i), fetchToken(c) else { return }
    }
  }

  /// One token of `yaml_parser_fetch_next_token`; false where libyaml reports an error.
  private mutating func fetchToken(_ c: UInt8) -> Bool {
    if column == 0 && (c == .percent || isDocumentIndicator()) {
      if flowLevel == 0 { unroll(to: -1) }
      removeKey()
      simpleKeyAllowed = false
      if c == .percent { skipToBreak() } else { advance(3) }
      return true
    }
    switch c {
    case .leftBracket, .leftBrace:
      saveKey()
      flowLevel += 1
      simpleKeyAllowed = true
      guard countNode() && checkDepth() else { return false }
      advance()
      return true
    case .rightBracket, .rightBrace:
      removeKey()
      if flowLevel > 0 { flowLevel -= 1 }
      simpleKeyAllowed = false
      advance()
      return true
    case .comma:
      removeKey()
      simpleKeyAllowed = true
      advance()
      return true
    case .dash where isBlankOrEnd(i + 1):
      return fetchIndicator(simpleKeyAfter: true)
    case .question where flowLevel > 0 || isBlankOrEnd(i + 1):
      return fetchIndicator(simpleKeyAfter: flowLevel == 0)
    case .colon where flowLevel > 0 || isBlankOrEnd(i + 1):
      return fetchValue()
    case .asterisk, .ampersand:
      saveKey()
      simpleKeyAllowed = false
      scanAnchor(isAlias: c == .asterisk)
      return countNode()
    case .exclamation:
      saveKey()
      simpleKeyAllowed = false
      skipTag()
      return true
    case .pipe where flowLevel == 0, .greater where flowLevel == 0:
      removeKey()
      simpleKeyAllowed = true
      return countNode() && scanBlockScalar()
    case .singleQuote, .doubleQuote:
      saveKey()
      simpleKeyAllowed = false
      return countNode() && scanQuoted(single: c == .singleQuote)
    default:
      guard canStartPlainScalar(c) else { return false }
      saveKey()
      simpleKeyAllowed = false
      return countNode() && scanPlain()
    }
  }

  /// `-` (block entry) or `?` (key): may open a block collection at this column.
  private mutating func fetchIndicator(simpleKeyAfter: Bool) -> Bool {
    if flowLevel == 0 && !rollIndent(to: column) { return false }
    removeKey()
    simpleKeyAllowed = simpleKeyAfter
    advance()
    return countNode()
  }

  /// `:`: a simple key before it on the line opens a block mapping at the key's column.
  private mutating func fetchValue() -> Bool {
    if flowLevel == 0 {
      if let key = blockKey {
        if !rollIndent(to: key.column, line: key.line) { return false }
        blockKey = nil
        simpleKeyAllowed = false
      } else {
        guard simpleKeyAllowed else { return false }
        if !rollIndent(to: column) { return false }
        simpleKeyAllowed = true
      }
    } else {
      simpleKeyAllowed = false
    }
    advance()
    return countNode()
  }

  private mutating func saveKey() {
    if flowLevel == 0 && simpleKeyAllowed {
      blockKey = (line, charIndex, column)
    }
  }

  private mutating func removeKey() {
    if flowLevel == 0 { blockKey = nil }
  }

  /// Opens a block collection at `newIndent` if it is deeper than the current one; errors
  /// point at `line` and `newIndent` (the key or indicator that opens it).
  private mutating func rollIndent(to newIndent: Int, line keyLine: Int? = nil) -> Bool {
    guard flowLevel == 0, indent < newIndent else { return true }
    indents.append(indent)
    indent = newIndent
    guard countNode() && checkDepth() else {
      fatal?.line = keyLine ?? line
      fatal?.column = newIndent + 1
      return false
    }
    return true
  }

  private mutating func unroll(to newIndent: Int) {
    while indent > newIndent {
      indent = indents.popLast() ?? -1
    }
  }

  private mutating func checkDepth() -> Bool {
    guard indents.count + flowLevel <= InputLimits.maxNestingDepth else {
      fatal = issue("nesting is too deep (more than \(InputLimits.maxNestingDepth) levels)")
      return false
    }
    return true
  }

  private mutating func countNode() -> Bool {
    nodes += 1
    guard nodes <= InputLimits.maxYAMLNodes else {
      fatal = issue("scene file has too many YAML values (more than \(InputLimits.maxYAMLNodes))")
      return false
    }
    return true
  }

  /// An issue at the current position (1-based).
  func issue(_ message: String) -> PreScanIssue {
    PreScanIssue(line: line, column: column + 1, message: message)
  }

  /// `*name` or `&name`: remembers the first of each.
  private mutating func scanAnchor(isAlias: Bool) {
    let start = issue("")
    advance()
    let nameStart = i
    while let c = byte(i), c.isAnchorCharacter { advance() }
    let name = String(decoding: bytes[nameStart..<i], as: UTF8.self)
    if isAlias && firstAlias == nil {
      firstAlias = start
      firstAlias?.message = "aliases (*\(name)) are not supported in scene files"
    } else if !isAlias && firstAnchor == nil {
      firstAnchor = start
      firstAnchor?.message = "anchors (&\(name)) are not supported in scene files"
    }
  }

  /// `!tag`, `!!tag` or `!<verbatim>`.
  private mutating func skipTag() {
    advance()
    if byte(i) == .less {
      while let c = byte(i), c != .greater, !isBlankOrEnd(i) { advance() }
      if byte(i) == .greater { advance() }
      return
    }
    while !isBlankOrEnd(i) && !(flowLevel > 0 && byte(i) == .comma) { advance() }
  }

  private func canStartPlainScalar(_ c: UInt8) -> Bool {
    if !isBlankOrEnd(i) && !c.isIndicator { return true }
    if c == .dash && !isBlank(i + 1) { return true }
    return flowLevel == 0 && (c == .question || c == .colon) && !isBlankOrEnd(i + 1)
  }
}
