/// A dump pasted without its `|` marks (a forum or chat that dropped them, a tool that indents
/// with blanks only): when no line of the paste has a mark and its records start at two or
/// more indentations, each record's depth is read from its indentation instead, in steps of
/// the smallest indentation seen, and the marks are put back so that `TreeBuilder` reads the
/// tree as printed. A paste with any mark is left as it is.
enum IndentationDepth {
  /// The lines with marks restored, or nil when the paste has marks or one indentation only.
  static func restore(_ lines: [SourceLine]) -> [SourceLine]? {
    var indents: [Int] = []
    for line in lines {
      guard let first = line.bytes.first else { continue }
      if first == Byte.bar || first == Byte.plus { return nil }
      if first == Byte.lt { indents.append(line.indent) }
    }
    guard let base = indents.min() else { return nil }
    let steps = indents.map { $0 - base }.filter { $0 > 0 }
    guard let unit = steps.min() else { return nil }
    return lines.map { line in
      guard line.bytes.first == Byte.lt else { return line }
      let depth = min(max((line.indent - base + unit / 2) / unit, 0), 4_096)
      var restored = line
      restored.bytes =
        Array(repeating: [Byte.bar, Byte.space], count: depth).flatMap { $0 }
        + line.bytes
      return restored
    }
  }
}
