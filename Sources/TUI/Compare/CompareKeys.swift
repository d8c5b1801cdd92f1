/// The keys of `tscope compare`, the one table its bottom row and its help box are drawn from.
enum CompareKeys {
  /// A key as the bottom row shows it, its word there, and what the help box says it does.
  struct Row {
    let key: String
    let word: String
    let meaning: String
  }

  static let rows: [Row] = [
    Row(key: "→/l", word: "next", meaning: "next phase, in both scenes"),
    Row(key: "←/h", word: "back", meaning: "previous phase"),
    Row(key: "]/[", word: "step", meaning: "next / previous step"),
    Row(key: "g/G", word: "ends", meaning: "first / last phase"),
    Row(key: "j/k", word: "scroll", meaning: "scroll both view trees (PgDn PgUp a page)"),
    Row(key: "?", word: "help", meaning: "this help; Esc or ? closes it"),
    Row(key: "q", word: "quit", meaning: "quit"),
  ]

  /// The help box's lines: each key in a column of its own, then what it does.
  static func helpLines(ascii: Bool) -> [Line] {
    let keys = rows.map { ascii ? $0.key.replacingArrows : $0.key }
    let column = (keys.map(\.count).max() ?? 0) + 2
    return zip(keys, rows).map { key, row in
      [
        Span(key, Style(.accent, bold: true)),
        Span(String(repeating: " ", count: column - key.count) + row.meaning),
      ]
    }
  }

  /// Draws the help box over the middle of the screen.
  static func drawHelp(_ canvas: inout Canvas, ascii: Bool, screen: Region) {
    let lines = helpLines(ascii: ascii)
    let width = lines.map(\.length).max() ?? 0
    let box = OverlayBox(rows: lines.count, width: width, selection: 0, in: screen)
    box.drawFrame(
      &canvas, title: " Keys of compare ", footer: nil, glyphs: Glyphs.forASCII(ascii))
    for (offset, line) in lines.prefix(box.list.height).enumerated() {
      canvas.put(line, x: box.list.x, y: box.list.y + offset, width: box.list.width, ellipsis: "")
    }
  }
}
