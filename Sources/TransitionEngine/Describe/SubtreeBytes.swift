/// The bytes a writer made of the last phase's whole view tree, with where each view's subtree
/// lies in them, so that the next phase copies every subtree that kept all its records whole
/// instead of walking it view by view. Which subtrees kept their records comes from the two
/// phases' tables of views (`SharedSlots.changedSlots`): a view whose record changed marks
/// itself and the views above it; the rest are copied, at the depth they were written at.
/// It holds two phases at most (the last one and the one being written), so its memory
/// follows the largest phase. A disabled cache walks every view (the reference its tests
/// compare with).
struct SubtreeBytes {
  /// How a format writes one view: what goes before its subviews, between two of them and
  /// after them.
  struct Format {
    let separator: [UInt8]
    let close: [UInt8]
  }

  private let enabled: Bool
  private var last: SubtreeLayout?
  /// The layout before `last`, whose storage the next phase's layout reuses.
  private var spare: SubtreeLayout?
  /// The position of each view ID in the last layout, and in the one being written.
  private var lastPositions: [Int] = []
  private var positions: [Int] = []

  init(enabled: Bool = true) { self.enabled = enabled }

  /// Writes the tree under `root`: `open` writes a view's own bytes (at its depth, the root
  /// at 0), then its subviews follow, separated by `format.separator`, then `format.close`.
  mutating func write(
    _ root: ViewNode, format: Format, to out: inout OutputSink,
    open: (ViewNode, Int, inout [UInt8]) -> Void
  ) {
    guard enabled, let stored = root.stored, stored.depth == 0 else {
      var layout = SubtreeLayout(table: nil, limit: 0, root: root.record)
      layout.bytes.reserveCapacity(4_096)
      walk(root, format: format, into: &layout, reusing: nil, dirty: [], open: open)
      out.write(layout.bytes[...])
      return
    }
    var layout = spare ?? SubtreeLayout(table: nil, limit: 0, root: root.record)
    spare = nil
    layout.reuse(table: stored.table, limit: stored.limit, root: root.record)
    layout.reserve(last?.count ?? 64, bytes: last?.bytes.count ?? 4_096)
    // The depth limit grows with the views a scene makes; under a lower one a copied subtree
    // could hold a path the new limit cuts.
    let reusable = last.flatMap { $0.limit <= stored.limit ? $0 : nil }
    let dirty = reusable.map { dirtyPositions(of: $0, in: stored.table) } ?? []
    walk(root, format: format, into: &layout, reusing: reusable, dirty: dirty, open: open)
    out.write(whole: layout.bytes)
    spare = last
    last = layout
    swap(&lastPositions, &positions)
  }

  /// The positions of `layout` whose subtree holds a view whose record is not the one in
  /// `table`, or that had to be walked (`pinned`).
  private func dirtyPositions(of layout: SubtreeLayout, in table: SharedSlots<ViewRecord>)
    -> [Bool]
  {
    guard let old = layout.table else { return Array(repeating: true, count: layout.count) }
    var dirty = layout.pinned
    if old.isSameVersion(as: table) { return dirty }
    for id in table.changedSlots(since: old) {
      guard var position = layout.position(of: id, in: lastPositions) else { continue }
      while position >= 0 && !dirty[position] {
        dirty[position] = true
        position = layout.parents[position]
      }
    }
    return dirty
  }

  /// A step of the walk: a view to write, `separator` before a sibling, or the end of the
  /// view at a position of the layout.
  private enum Piece {
    case view(ViewNode, depth: Int, parent: Int)
    case separator
    case close(Int)
  }

  private mutating func walk(
    _ root: ViewNode, format: Format, into layout: inout SubtreeLayout,
    reusing old: SubtreeLayout?, dirty: [Bool], open: (ViewNode, Int, inout [UInt8]) -> Void
  ) {
    var stack: [Piece] = [.view(root, depth: 0, parent: -1)]
    while let piece = stack.popLast() {
      switch piece {
      case .separator:
        layout.bytes.append(contentsOf: format.separator)
      case .close(let position):
        layout.bytes.append(contentsOf: format.close)
        layout.close(position)
      case .view(let node, let depth, let parent):
        let id = node.id.raw
        if let old, let from = old.position(of: id, in: lastPositions), !dirty[from],
          old.records[from] == ObjectIdentifier(node.record), old.depths[from] == depth
        {
          layout.copy(from: old, at: from, parent: parent, positions: &positions)
          continue
        }
        let position = layout.open(node, depth: depth, parent: parent, positions: &positions)
        open(node, depth, &layout.bytes)
        let subviews = node.subviews
        // A subview named but not stored, or the depth limit: walk this path every time.
        if subviews.count != node.record.subviewIDs.count { layout.pin(position) }
        stack.append(.close(position))
        for (offset, subview) in subviews.enumerated().reversed() {
          stack.append(.view(subview, depth: depth + 1, parent: position))
          if offset > 0 { stack.append(.separator) }
        }
      }
    }
  }
}
