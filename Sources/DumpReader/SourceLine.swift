/// One line of dump text after the paste's wrapping is taken off, with where it came from.
struct SourceLine: Sendable {
  /// The text, as UTF-8 bytes (every character the grammar looks at is ASCII).
  var bytes: [UInt8]
  /// 1-based line in the file.
  var line: Int
  /// 1-based column in that line where this text starts (a string literal's later lines start
  /// after an escaped `\n`).
  var column: Int
  /// Width of the blanks just before the text (a tab counts 4): a dump pasted without its `|`
  /// marks keeps its depth only there (`IndentationDepth`).
  var indent = 0

  var text: String { String(decoding: bytes, as: UTF8.self) }
}
