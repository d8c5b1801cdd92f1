/// Reads `recursiveDescription` and `_printHierarchy` text as iOS 7 to 26 print it, with the
/// noise real pastes carry, into trees of views and controllers. Any bytes give a `Dump` or a
/// located `DumpError`; nothing in it can trap or loop on input.
public enum DumpReader {
  /// Largest accepted input, in bytes.
  public static let maxBytes = 64 * 1_048_576
  /// Most physical lines an author's wrapping may join into one record.
  static let maxJoin = 16

  /// Reads a dump from text.
  public static func read(_ text: String, path: String) throws(DumpError) -> Dump {
    try read(bytes: Array(text.utf8), path: path)
  }

  /// Reads a dump from raw bytes (invalid UTF-8 is replaced, never trusted).
  public static func read(bytes: [UInt8], path: String) throws(DumpError) -> Dump {
    if bytes.count > maxBytes {
      throw DumpError(
        path: path, line: 1, column: 1,
        message: "input is too large (\(bytes.count) bytes; the limit is \(maxBytes))")
    }
    let cleaner = PasteCleaner(bytes: bytes)
    var builder = TreeBuilder(dump: Dump(path: path, lineCount: cleaner.lineCount))
    builder.dump.skipped = cleaner.skipped
    var lines = cleaner.lines
    if let restored = IndentationDepth.restore(lines) {
      lines = restored
      builder.dump.depthFromIndentation = true
    }
    var index = 0
    while index < lines.count {
      index = builder.read(lines, at: index)
    }
    var dump = builder.dump
    dump.skipped.sort { $0.line < $1.line }
    guard dump.hasViews || dump.hasControllers else {
      let first = lines.first
      throw DumpError(
        path: path, line: first?.line ?? 1, column: first?.column ?? 1,
        message: "no recursiveDescription or _printHierarchy line found (a view line looks like "
          + "'<UIWindow: 0x…; frame = (0 0; 393 852); …>', a controller line like "
          + "'<UINavigationController 0x…>, state: appeared, view: <…>')")
    }
    return dump
  }
}
