import TransitionEngine

/// One line of the views pane: a view of the current tree or a ghost of a removed one.
public struct TreeRow: Sendable {
  public let node: ViewNode
  public let depth: Int
  public let isLast: Bool
  /// Bit `d` set: the ancestor at depth `d` has a later sibling, so a guide line passes.
  public let guides: UInt64
  public let isGhost: Bool
  public let mark: ChangeMark?
  /// Views hidden under this row because it is folded (0 when open).
  public let foldedCount: Int
}

/// Flattens a window tree into rows for the views pane, merging in ghosts of removed views
/// and leaving out the insides of folded views. Only lightweight references are built here;
/// text is made for the visible rows only.
public enum TreeRows {
  public static func rows(_ root: ViewNode, diff: ViewDiff, folded: Set<ViewID>) -> [TreeRow] {
    var rows: [TreeRow] = []
    append(root, ghost: false, depth: 0, isLast: true, guides: 0, diff, folded, &rows)
    return rows
  }

  private static func append(
    _ node: ViewNode, ghost: Bool, depth: Int, isLast: Bool, guides: UInt64, _ diff: ViewDiff,
    _ folded: Set<ViewID>, _ rows: inout [TreeRow]
  ) {
    let children = self.children(of: node, ghost: ghost, diff)
    let isFolded = folded.contains(node.id) && !children.isEmpty
    rows.append(
      TreeRow(
        node: node, depth: depth, isLast: isLast, guides: guides, isGhost: ghost,
        mark: ghost ? .removed : diff.mark(node.id),
        foldedCount: isFolded ? count(children) : 0))
    guard !isFolded else { return }
    let childGuides = depth > 0 && depth < 64 && !isLast ? guides | (1 << UInt64(depth)) : guides
    for (offset, child) in children.enumerated() {
      append(
        child.node, ghost: child.ghost, depth: depth + 1, isLast: offset == children.count - 1,
        guides: childGuides, diff, folded, &rows)
    }
  }

  /// Subviews, with ghosts put back where they were; a ghost's own subviews leave out views
  /// that are still in the window elsewhere.
  static func children(of node: ViewNode, ghost: Bool, _ diff: ViewDiff) -> [(
    node: ViewNode, ghost: Bool
  )] {
    if ghost {
      return node.subviews.filter { !diff.stayed($0.id) }.map { ($0, true) }
    }
    var result = node.subviews.map { (node: $0, ghost: false) }
    for ghost in diff.ghosts[node.id] ?? [] {
      result.insert((ghost.node, true), at: min(ghost.index, result.count))
    }
    return result
  }

  private static func count(_ children: [(node: ViewNode, ghost: Bool)]) -> Int {
    children.reduce(0) { $0 + $1.node.count }
  }
}
