/// One immutable view in a snapshot; unchanged subtrees are shared between snapshots.
public final class ViewNode: Sendable {
  public let id: ViewID
  public let className: String
  /// The frame `recursiveDescription` prints: `layoutFrame` with `transform` applied around
  /// the view's centre.
  public let frame: Rect
  /// The frame before the transform (what `center` and `bounds` describe).
  public let layoutFrame: Rect
  /// `UIView.transform`; identity for nearly every view.
  public let transform: Transform
  /// `UIView.alpha`, 0 to 1.
  public let alpha: Double
  /// Name of the controller whose root view this is.
  public let owner: String?
  public let role: ViewRole?
  public let isHidden: Bool
  /// Subviews back to front, as `UIView.subviews`.
  public let subviews: [ViewNode]

  /// `frame` is the untransformed frame; the stored `frame` is that with `transform` applied.
  public init(
    id: ViewID, className: String, frame: Rect, owner: String? = nil, role: ViewRole? = nil,
    isHidden: Bool = false, transform: Transform = .identity, alpha: Double = 1,
    subviews: [ViewNode] = []
  ) {
    self.id = id
    self.className = className
    self.layoutFrame = frame
    self.transform = transform
    self.frame = transform.applied(to: frame)
    self.alpha = alpha
    self.owner = owner
    self.role = role
    self.isHidden = isHidden
    self.subviews = subviews
  }

  /// A copy with some fields replaced; `frame` is the untransformed frame.
  func with(
    frame: Rect? = nil, role: ViewRole?? = nil, isHidden: Bool? = nil,
    transform: Transform? = nil, alpha: Double? = nil, subviews: [ViewNode]? = nil
  ) -> ViewNode {
    ViewNode(
      id: id, className: className, frame: frame ?? layoutFrame, owner: owner,
      role: role ?? self.role, isHidden: isHidden ?? self.isHidden,
      transform: transform ?? self.transform, alpha: alpha ?? self.alpha,
      subviews: subviews ?? self.subviews)
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
