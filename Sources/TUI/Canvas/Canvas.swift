/// An in-memory grid of cells that the whole screen renders into; the backend flushes it to
/// the terminal and tests read it back as rows of text.
public struct Canvas: Hashable, Sendable {
  public let width: Int
  public let height: Int
  public private(set) var cells: [Cell]

  public init(width: Int, height: Int, fill: Cell = .blank) {
    self.width = max(width, 0)
    self.height = max(height, 0)
    cells = Array(repeating: fill, count: self.width * self.height)
  }

  /// The cell at column `x`, row `y`; blank outside the canvas.
  public subscript(x: Int, y: Int) -> Cell {
    get { contains(x: x, y: y) ? cells[y * width + x] : .blank }
    set { if contains(x: x, y: y) { cells[y * width + x] = newValue } }
  }

  public func contains(x: Int, y: Int) -> Bool { x >= 0 && y >= 0 && x < width && y < height }

  /// Writes text from (`x`, `y`) to the right, one character a column, clipped to the canvas
  /// and to `maxWidth` columns. Returns the column after the last character written.
  @discardableResult
  public mutating func put(
    _ text: String, x: Int, y: Int, style: Style = .normal, maxWidth: Int? = nil
  ) -> Int {
    guard y >= 0, y < height else { return x }
    let limit = maxWidth.map { x + max($0, 0) } ?? width
    var column = x
    if text.utf8.allSatisfy({ $0 < 0x80 }) {
      // ASCII, the common case: one byte a column, without walking grapheme clusters.
      var previous: UInt8 = 0
      for byte in text.utf8 {
        defer { previous = byte }
        if byte == 0x0A && previous == 0x0D { continue }  // CR LF is one character
        if column >= limit || column >= width { break }
        if column >= 0 {
          let blank = byte >= 0x0A && byte <= 0x0D  // the ASCII newlines
          cells[y * width + column] = Cell(scalar: Unicode.Scalar(blank ? 0x20 : byte), style)
        }
        column += 1
      }
      return column
    }
    for character in text {
      if column >= limit || column >= width { break }
      if column >= 0 {
        cells[y * width + column] = Cell(character.isNewline ? " " : character, style)
      }
      column += 1
    }
    return column
  }

  /// Fills a rectangle (clipped) with one cell.
  public mutating func fill(x: Int, y: Int, width w: Int, height h: Int, with cell: Cell) {
    for row in max(y, 0)..<max(min(y + h, height), max(y, 0)) {
      for column in max(x, 0)..<max(min(x + w, width), max(x, 0)) {
        cells[row * width + column] = cell
      }
    }
  }

  /// The rows as plain text (styles dropped), for tests and `--dump`.
  public var rows: [String] {
    (0..<height).map { row in
      var line = String.UnicodeScalarView()
      line.append(contentsOf: cells[(row * width)..<(row * width + width)].map(\.scalar))
      return String(line)
    }
  }
}
