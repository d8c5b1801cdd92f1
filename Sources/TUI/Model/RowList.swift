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
  /// (in `--ascii`'s glyphs, at least as wide as the others, so both settings lay out alike).
  public let widest: Int

  /// Rows measured for `widest`: a longer list is measured by its first rows only, so a tree
  /// of a hundred thousand views costs no more to lay out than one of a thousand.
  public static let measuredRows = 1_000

  public init(_ rows: [TreeRow]) {
    self.rows = rows
    ids = rows.map(\.node.id)
    changed = rows.indices.filter { rows[$0].mark != nil }
    widest = rows.prefix(Self.measuredRows).reduce(0) { widest, row in
      let line = ViewRowText.line(row, glyphs: .ascii, selected: false, match: false)
      return max(widest, line.reduce(0) { $0 + CellWidth.columns($1.text) })
    }
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
