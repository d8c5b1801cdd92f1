import TransitionEngine

/// The rows of one view tree as the views pane lists them, with the view IDs in a flat array
/// so that finding a view's row is a scan of integers, never a walk of the tree.
public struct RowList: Sendable {
  public let rows: [TreeRow]
  /// `ids[i] == rows[i].node.id`.
  public let ids: [ViewID]

  public init(_ rows: [TreeRow]) {
    self.rows = rows
    ids = rows.map(\.node.id)
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
