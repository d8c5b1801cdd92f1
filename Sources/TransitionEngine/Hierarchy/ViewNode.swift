/// One view in a snapshot: a record of the snapshot's table of views, which snapshots share
/// except where a view changed, so that a snapshot costs what changed however deep the tree
/// is; or, for a tree built by hand (tests, the viewer's in-between frames), a record with its
/// subview nodes held directly.
public struct ViewNode: Sendable {
  let record: ViewRecord
  private let source: Source

  /// Where the subviews come from.
  private enum Source: Sendable {
    /// The snapshot's table; below `limit` levels the tree ends (the forest refuses cycles,
    /// and a walk deeper than there are views stops there).
    case table(SharedSlots<ViewRecord>, depth: Int, limit: Int)
    case built([ViewNode])
  }

  private init(record: ViewRecord, source: Source) {
    self.record = record
    self.source = source
  }

  /// A copy with some fields replaced and the same subviews; `frame` is the untransformed one.
  func with(frame: Rect? = nil, transform: Transform? = nil, alpha: Double? = nil) -> ViewNode {
    ViewNode(record: record.with(frame: frame, transform: transform, alpha: alpha), source: source)
  }

  init(record: ViewRecord, table: SharedSlots<ViewRecord>, depth: Int, depthLimit: Int) {
    self.record = record
    self.source = .table(table, depth: depth, limit: depthLimit)
  }

  /// `frame` is the untransformed frame; the stored `frame` is that with `transform` applied.
  public init(
    id: ViewID, className: String, frame: Rect, owner: String? = nil, role: ViewRole? = nil,
    isHidden: Bool = false, transform: Transform = .identity, alpha: Double = 1,
    subviews: [ViewNode] = [], appMark: AppViewMark? = nil
  ) {
    record = ViewRecord(
      id: id, className: className, frame: frame, owner: owner, role: role, isHidden: isHidden,
      transform: transform, alpha: alpha, subviewIDs: subviews.map(\.id), appMark: appMark)
    source = .built(subviews)
  }

  public var id: ViewID { record.id }
  public var className: String { record.className }
  /// The frame `recursiveDescription` prints: `layoutFrame` with `transform` applied around
  /// the view's centre.
  public var frame: Rect { record.frame }
  /// The frame before the transform (what `center` and `bounds` describe).
  public var layoutFrame: Rect { record.layoutFrame }
  /// `UIView.transform`; identity for nearly every view.
  public var transform: Transform { record.transform }
  /// `UIView.alpha`, 0 to 1.
  public var alpha: Double { record.alpha }
  /// Name of the controller whose root view this is.
  public var owner: String? { record.owner }
  public var role: ViewRole? { record.role }
  public var isHidden: Bool { record.isHidden }
  /// Set for a view the app's code made.
  public var appMark: AppViewMark? { record.appMark }

  /// Subviews back to front, as `UIView.subviews`.
  public var subviews: [ViewNode] {
    switch source {
    case .built(let subviews):
      return subviews
    case .table(let table, let depth, let limit):
      guard depth < limit else { return [] }
      return record.subviewIDs.compactMap { id in
        table[id.raw].map {
          ViewNode(record: $0, table: table, depth: depth + 1, depthLimit: limit)
        }
      }
    }
  }

  /// The table, depth and depth limit of a node read from a snapshot; nil for a built tree.
  var stored: (table: SharedSlots<ViewRecord>, depth: Int, limit: Int)? {
    guard case .table(let table, let depth, let limit) = source else { return nil }
    return (table, depth, limit)
  }

  /// Identity of the stored record: equal for the same view in two snapshots exactly when
  /// they share its record (what `tscope bench` counts).
  public var recordIdentity: ObjectIdentifier { ObjectIdentifier(record) }

  /// True when both are the very same stored version of the same tree (what `===` was for a
  /// class): a cheap test that never says yes for two different trees.
  public func isSameVersion(as other: ViewNode) -> Bool {
    guard record === other.record else { return false }
    switch (source, other.source) {
    case (.built, .built):
      return true
    case (
      .table(let table, let depth, let limit),
      .table(let otherTable, let otherDepth, let otherLimit)
    ):
      return table.isSameVersion(as: otherTable) && depth == otherDepth && limit == otherLimit
    default:
      return false
    }
  }

  /// Number of views in this subtree, this one included.
  public var count: Int { subviews.reduce(1) { $0 + $1.count } }

  /// Every view of the subtree in depth-first order, with its depth (this view at 0).
  public func flattened() -> [(depth: Int, node: ViewNode)] {
    var result: [(depth: Int, node: ViewNode)] = []
    var stack: [(Int, ViewNode)] = [(0, self)]
    while let (depth, node) = stack.popLast() {
      result.append((depth, node))
      for child in node.subviews.reversed() { stack.append((depth + 1, child)) }
    }
    return result
  }

  /// The first view of the subtree (depth-first) that satisfies `test`.
  public func first(where test: (ViewNode) -> Bool) -> ViewNode? {
    if test(self) { return self }
    for child in subviews {
      if let found = child.first(where: test) { return found }
    }
    return nil
  }
}
