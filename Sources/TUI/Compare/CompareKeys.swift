import Wording

/// The keys of `tscope compare`, the one table its bottom row and its help box are drawn from.
enum CompareKeys {
  /// A key as the bottom row shows it, its word there, and what the help box says it does.
  struct Row {
    let key: String
    let name: CompareWords.Key

    /// Its word on the bottom row.
    func word(in language: Language) -> String { CompareWords.word(name).text(in: language) }
    /// What the help box says it does.
    func meaning(in language: Language) -> String {
      CompareWords.meaning(name).text(in: language)
    }
  }

  static let rows: [Row] = [
    Row(key: "→/l", name: .next),
    Row(key: "←/h", name: .back),
    Row(key: "]/[", name: .step),
    Row(key: "g/G", name: .ends),
    Row(key: "j/k", name: .scroll),
    Row(key: "?", name: .help),
    Row(key: "q", name: .quit),
  ]

  /// The help box's lines: each key in a column of its own, then what it does.
  static func helpLines(ascii: Bool, language: Language = .en) -> [Line] {
    let keys = rows.map { ascii ? $0.key.replacingArrows : $0.key }
    let column = (keys.map(\.count).max() ?? 0) + 2
    return zip(keys, rows).map { key, row in
      [
        Span(key, Style(.accent, bold: true)),
        Span(String(repeating: " ", count: column - key.count) + row.meaning(in: language)),
      ]
    }
  }

  /// Draws the help box over the middle of the screen.
  static func drawHelp(
    _ canvas: inout Canvas, ascii: Bool, screen: Region, language: Language = .en
  ) {
    let lines = helpLines(ascii: ascii, language: language)
    let width = lines.map(\.length).max() ?? 0
    let box = OverlayBox(rows: lines.count, width: width, selection: 0, in: screen)
    box.drawFrame(
      &canvas, title: CompareWords.keysTitle.text(in: language), footer: nil,
      glyphs: Glyphs.forASCII(ascii))
    for (offset, line) in lines.prefix(box.list.height).enumerated() {
      canvas.put(line, x: box.list.x, y: box.list.y + offset, width: box.list.width, ellipsis: "")
    }
  }
}
