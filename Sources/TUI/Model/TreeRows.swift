import TransitionEngine

/// Flattens a window tree into rows for the views pane, merging in ghosts of removed views
/// and leaving out the insides of folded views. Only lightweight references are built here;
/// text is made for the visible rows only. One walk per phase: the result is kept in a
/// `RowCache`, so keys that do not change the phase or the folds never walk the tree.
public enum TreeRows {
  public static func rows(_ root: ViewNode, diff: ViewDiff, folded: Set<ViewID>) -> [TreeRow] {
    var walk = Walk(diff: diff, folded: folded, hasGhosts: !diff.ghosts.isEmpty)
    walk.rows.reserveCapacity(root.subviews.count + 1)
    walk.append(root, ghost: false, depth: 0, isLast: true, guides: 0, parent: -1)
    return walk.rows
  }

  /// The state of one flattening.
  private struct Walk {
    let diff: ViewDiff
    let folded: Set<ViewID>
    let hasGhosts: Bool
    var rows: [TreeRow] = []

    mutating func append(
      _ node: ViewNode, ghost: Bool, depth: Int, isLast: Bool, guides: UInt64, parent: Int
    ) {
      let special = ghost || (hasGhosts && diff.ghosts(under: node.id) != nil)
      let children = special ? TreeRows.children(of: node, ghost: ghost, diff) : []
      let childCount = special ? children.count : node.subviews.count
      let isFolded = childCount > 0 && !folded.isEmpty && folded.contains(node.id)
      let row = rows.count
      rows.append(
        TreeRow(
          node: node, depth: depth, isLast: isLast, guides: guides, isGhost: ghost,
          mark: ghost ? .removed : diff.mark(node.id),
          foldedCount: isFolded ? TreeRows.count(children, or: node) : 0, parent: parent))
      guard !isFolded, childCount > 0 else { return }
      let childGuides = depth > 0 && depth < 64 && !isLast ? guides | (1 << UInt64(depth)) : guides
      if special {
        for (offset, child) in children.enumerated() {
          append(
            child.node, ghost: child.ghost, depth: depth + 1, isLast: offset == childCount - 1,
            guides: childGuides, parent: row)
        }
      } else {
        for (offset, child) in node.subviews.enumerated() {
          append(
            child, ghost: false, depth: depth + 1, isLast: offset == childCount - 1,
            guides: childGuides, parent: row)
        }
      }
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
    for ghost in diff.ghosts(under: node.id) ?? [] {
      result.insert((ghost.node, true), at: min(ghost.index, result.count))
    }
    return result
  }

  /// Views under a folded row: its listed children when it has ghosts, else its subviews.
  private static func count(_ children: [(node: ViewNode, ghost: Bool)], or node: ViewNode) -> Int {
    guard !children.isEmpty else { return node.count - 1 }
    return children.reduce(0) { $0 + $1.node.count }
  }
}
