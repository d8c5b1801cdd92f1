import TUI

/// Runs of cells of one row that share a style; a character wider than one column is a run of
/// its own, so it can be squeezed into its single cell.
enum CellRuns {
  struct Run {
    let column: Int
    let style: Style
    var text: [Character]
    var count: Int { text.count }
    var isBlank: Bool { text.allSatisfy { $0 == " " } }
  }

  static func runs(_ canvas: Canvas, row: Int) -> [Run] {
    var runs: [Run] = []
    for column in 0..<canvas.width {
      let cell = canvas[column, row]
      let single = isSingleColumn(cell.character)
      if single, let last = runs.last, last.style == cell.style,
        last.text.last.map(isSingleColumn) ?? true
      {
        runs[runs.count - 1].text.append(cell.character)
      } else {
        runs.append(Run(column: column, style: cell.style, text: [cell.character]))
      }
    }
    return runs
  }

  static func isSingleColumn(_ character: Character) -> Bool {
    guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first
    else { return false }
    return CellWidth.isSingleColumn(scalar)
  }
}
