import TUI

/// Runs of cells of one row that share a style. A wide character is a run of its own that
/// covers its two cells; a character the terminal would not draw in one column (a control
/// character, a lone combining mark) is a run of its own too, so it can be squeezed into its
/// single cell.
enum CellRuns {
  struct Run {
    let column: Int
    let style: Style
    var text: [Character]
    /// The cells the run covers: one a character, two for a wide one.
    var cells: Int
    var count: Int { text.count }
    var isBlank: Bool { text.allSatisfy { $0 == " " } }
    /// Whether the run is one wide character.
    var isWide: Bool { cells == 2 && text.count == 1 }
  }

  static func runs(_ canvas: Canvas, row: Int) -> [Run] {
    var runs: [Run] = []
    for column in 0..<canvas.width {
      let cell = canvas[column, row]
      if cell.isContinuation { continue }
      let single = isSingleColumn(cell.character)
      if single, let last = runs.last, last.style == cell.style,
        last.text.last.map(isSingleColumn) ?? true
      {
        runs[runs.count - 1].text.append(cell.character)
        runs[runs.count - 1].cells += 1
      } else {
        runs.append(
          Run(column: column, style: cell.style, text: [cell.character], cells: cell.isWide ? 2 : 1)
        )
      }
    }
    return runs
  }

  /// Whether the character is drawn as itself in exactly one cell.
  static func isSingleColumn(_ character: Character) -> Bool {
    guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first
    else { return false }
    return CellWidth.isDrawable(scalar) && !CellWidth.isWide(scalar)
  }
}
