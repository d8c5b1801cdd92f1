/// An in-memory grid of cells that the whole screen renders into; the backend flushes it to
/// the terminal and tests read it back as rows of text.
///
/// A wide character takes two cells, its own and a `Cell.continuation` after it. Every write
/// keeps the pairs whole: a write over either half of a wide character blanks the other half,
/// and a wide character that would cross the right edge (of the canvas or of a `maxWidth`) is
/// written as a space, so no row ever holds half a character.
public struct Canvas: Hashable, Sendable {
  public let width: Int
  public let height: Int
  public private(set) var cells: [Cell]

  public init(width: Int, height: Int, fill: Cell = .blank) {
    self.width = max(width, 0)
    self.height = max(height, 0)
    let narrow = fill.isWide || fill.isContinuation ? Cell(" ", fill.style) : fill
    cells = Array(repeating: narrow, count: self.width * self.height)
  }

  /// The cell at column `x`, row `y`; blank outside the canvas. Setting a wide character also
  /// sets its continuation (a space at the right edge); setting a continuation is ignored.
  public subscript(x: Int, y: Int) -> Cell {
    get { contains(x: x, y: y) ? cells[y * width + x] : .blank }
    set {
      guard contains(x: x, y: y), !newValue.isContinuation else { return }
      if newValue.isWide {
        guard x + 1 < width else { return store(Cell(" ", newValue.style), x: x, y: y) }
        store(newValue, x: x, y: y)
        storeContinuation(x: x + 1, y: y, style: newValue.style)
      } else {
        store(newValue, x: x, y: y)
      }
    }
  }

  public func contains(x: Int, y: Int) -> Bool { x >= 0 && y >= 0 && x < width && y < height }

  /// Writes text from (`x`, `y`) to the right, one cell a character (two for a wide one),
  /// clipped to the canvas and to `maxWidth` columns. Returns the column after the last
  /// character written.
  @discardableResult
  public mutating func put(
    _ text: String, x: Int, y: Int, style: Style = .normal, maxWidth: Int? = nil
  ) -> Int {
    guard y >= 0, y < height else { return x }
    let limit = min(maxWidth.map { x + max($0, 0) } ?? width, width)
    var column = x
    if text.utf8.allSatisfy({ $0 < 0x80 }) {
      // ASCII, the common case: one byte a column, without walking grapheme clusters.
      var previous: UInt8 = 0
      let first = max(column, 0)
      for byte in text.utf8 {
        defer { previous = byte }
        if byte == 0x0A && previous == 0x0D { continue }  // CR LF is one character
        if column >= limit { break }
        if column >= 0 {
          let blank = byte >= 0x0A && byte <= 0x0D  // the ASCII newlines
          let shown = byte == 0 ? UInt8(ascii: "?") : blank ? 0x20 : byte
          cells[y * width + column] = Cell(scalar: Unicode.Scalar(shown), style)
        }
        column += 1
      }
      mendEdges(from: first, to: min(column, limit), y: y)
      return column
    }
    for character in text {
      if column >= limit { break }
      var scalar = character.isNewline ? " " : character.unicodeScalars.first ?? " "
      if scalar == Cell.continuationScalar { scalar = "?" }
      guard CellWidth.isWide(scalar) else {
        if column >= 0 { store(Cell(scalar: scalar, style), x: column, y: y) }
        column += 1
        continue
      }
      if column + 1 >= limit || column < 0 {
        // Half of it would show: the column it could take is a space.
        for half in column...(column + 1) where half >= 0 && half < limit {
          store(Cell(" ", style), x: half, y: y)
        }
        column += 2
        continue
      }
      store(Cell(scalar: scalar, style), x: column, y: y)
      storeContinuation(x: column + 1, y: y, style: style)
      column += 2
    }
    return min(column, max(limit, x))
  }

  /// Fills a rectangle (clipped) with one cell; a wide character fills it with spaces.
  public mutating func fill(x: Int, y: Int, width w: Int, height h: Int, with cell: Cell) {
    let cell = cell.isWide || cell.isContinuation ? Cell(" ", cell.style) : cell
    let left = max(x, 0)
    let right = max(min(x + w, width), left)
    for row in max(y, 0)..<max(min(y + h, height), max(y, 0)) {
      for column in left..<right { cells[row * width + column] = cell }
      mendEdges(from: left, to: right, y: row)
    }
  }

  /// The rows as plain text (styles dropped), for tests and `--dump`: a wide character once,
  /// so each row takes exactly `width` terminal columns.
  public var rows: [String] {
    (0..<height).map { row in
      var line = String.UnicodeScalarView()
      for cell in cells[(row * width)..<(row * width + width)] where !cell.isContinuation {
        line.append(cell.scalar)
      }
      return String(line)
    }
  }

  /// Writes one narrow or wide cell, blanking the half of a wide character it overwrites.
  private mutating func store(_ cell: Cell, x: Int, y: Int) {
    let index = y * width + x
    let old = cells[index]
    if old.isContinuation, x > 0 { cells[index - 1] = Cell(" ", cells[index - 1].style) }
    if old.isWide, x + 1 < width, cells[index + 1].isContinuation {
      cells[index + 1] = Cell(" ", cells[index + 1].style)
    }
    cells[index] = cell
  }

  /// Writes the second half of the wide character just stored at `x - 1`.
  private mutating func storeContinuation(x: Int, y: Int, style: Style) {
    let index = y * width + x
    if cells[index].isWide, x + 1 < width, cells[index + 1].isContinuation {
      cells[index + 1] = Cell(" ", cells[index + 1].style)
    }
    cells[index] = .continuation(style)
  }

  /// After columns `from..<to` of row `y` were written with narrow cells: a wide character
  /// cut in two at either edge becomes a space.
  private mutating func mendEdges(from left: Int, to right: Int, y: Int) {
    guard left < right else { return }
    let start = y * width
    if left > 0, cells[start + left - 1].isWide {
      cells[start + left - 1] = Cell(" ", cells[start + left - 1].style)
    }
    if right < width, cells[start + right].isContinuation {
      cells[start + right] = Cell(" ", cells[start + right].style)
    }
  }
}
