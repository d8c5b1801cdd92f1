import TransitionEngine

/// The rows of one view tree as the views pane lists them, with the view IDs in a flat array
/// so that finding a view's row is a scan of integers, never a walk of the tree.
public struct RowList: Sendable {
  public let rows: [TreeRow]
  /// `ids[i] == rows[i].node.id`.
  public let ids: [ViewID]
  /// The rows with a change mark, in order.
  public let changed: [Int]
  /// Columns the widest of the first `measuredRows` rows takes as the views pane writes it
  /// (in `--ascii`'s glyphs, at least as wide as the others, so both settings lay out alike);
  /// nil until measured: only the lists of phases shown are (`PhaseView.prepare`), so opening
  /// a scene does not measure every phase.
  public private(set) var widest: Int?

  /// Rows measured for `widest`: a longer list is measured by its first rows only, so a tree
  /// of a hundred thousand views costs no more to lay out than one of a thousand.
  public static let measuredRows = 1_000

  public init(_ rows: [TreeRow]) {
    self.rows = rows
    ids = rows.map(\.node.id)
    changed = rows.indices.filter { rows[$0].mark != nil }
  }

  /// `widest`, measured now if it was not yet.
  public var widestColumns: Int { widest ?? Self.measure(rows) }

  /// Measures `widest` and keeps it.
  mutating func measureWidest() {
    if widest == nil { widest = Self.measure(rows) }
  }

  private static func measure(_ rows: [TreeRow]) -> Int {
    rows.prefix(measuredRows).reduce(0) { max($0, columns(of: $1)) }
  }

  /// Columns of a row as `ViewRowText` writes it in `--ascii`'s glyphs, counted without
  /// writing it (a deep row's guides would cost its depth): mark and cursor, two columns a
  /// level, the class, ` <owner>`, ` frame`, ` hidden`, ` > +N` and ` <- containerView`.
  static func columns(of row: TreeRow) -> Int {
    let node = row.node
    var columns = 2 + 2 * max(row.depth, 0) + CellWidth.columns(node.className)
    if let owner = node.owner { columns += 3 + CellWidth.columns(owner) }
    columns += 1 + frameColumns(node.frame)
    if node.isHidden { columns += 7 }
    if row.foldedCount > 0 { columns += 4 + String(row.foldedCount).count }
    if node.role == .containerView, !row.isGhost {
      columns += 1 + Glyphs.ascii.containerView.count
    }
    return columns
  }

  /// Columns of `frame.description`, `(x y; width height)`, counted without writing it when
  /// its values are whole numbers (most frames are).
  static func frameColumns(_ frame: Rect) -> Int {
    6 + valueColumns(frame.x) + valueColumns(frame.y) + valueColumns(frame.width)
      + valueColumns(frame.height)
  }

  /// Columns of `Rect.format(value)`.
  private static func valueColumns(_ value: Double) -> Int {
    guard value.isFinite, abs(value) < 1e15, value == value.rounded() else {
      return Rect.format(value).count
    }
    var whole = Int(value)
    var columns = whole < 0 ? 2 : 1
    whole = abs(whole)
    while whole >= 10 {
      whole /= 10
      columns += 1
    }
    return columns
  }

  /// Changed rows before `top` and at or after `bottom` (a binary search, not a scan).
  public func changes(above top: Int, below bottom: Int) -> (above: Int, below: Int) {
    (firstChanged(atOrAfter: top), changed.count - firstChanged(atOrAfter: bottom))
  }

  /// The next changed row after `row` (or the previous one before it), wrapping around.
  public func change(from row: Int, forward: Bool) -> Int? {
    guard let first = changed.first, let last = changed.last else { return nil }
    if forward {
      let index = firstChanged(atOrAfter: row + 1)
      return index < changed.count ? changed[index] : first
    }
    let index = firstChanged(atOrAfter: row) - 1
    return index >= 0 ? changed[index] : last
  }

  /// The position in `changed` of the first changed row at or after `row`.
  private func firstChanged(atOrAfter row: Int) -> Int {
    var low = 0
    var high = changed.count
    while low < high {
      let middle = (low + high) / 2
      if changed[middle] < row { low = middle + 1 } else { high = middle }
    }
    return low
  }

  public var count: Int { rows.count }

  /// The first row showing `id` (a view that stayed comes before its ghost), if any.
  public func row(of id: ViewID) -> Int? { ids.firstIndex(of: id) }

  /// The rows from the window down to `row`, both included.
  public func chain(to row: Int) -> [TreeRow] {
    var result: [TreeRow] = []
    var index = row
    while rows.indices.contains(index), result.count <= rows.count {
      result.append(rows[index])
      index = rows[index].parent
    }
    return result.reversed()
  }
}
