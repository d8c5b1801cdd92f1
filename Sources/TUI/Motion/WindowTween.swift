import TransitionEngine

/// The window part-way between two phases, for animation frames: the later phase's tree, with
/// every view that keeps its superview moved, scaled and faded along a straight line from
/// where it was (`progress` 0) to where it is (`progress` 1). Views that appear are drawn from
/// the start; views that leave are gone. Pure and linear in the size of the tree.
public enum WindowTween {
  public static func window(from start: ViewNode, to end: ViewNode, progress: Double) -> ViewNode {
    let t = progress.isFinite ? min(max(progress, 0), 1) : 1
    var earlier: [ViewID: (parent: ViewID?, node: ViewNode)] = [start.id: (nil, start)]
    var stack = [start]
    while let node = stack.popLast() {
      for child in node.subviews {
        earlier[child.id] = (node.id, child)
        stack.append(child)
      }
    }
    return blend(end, parent: nil, earlier: earlier, t: t)
  }

  /// True when some view keeps its superview but changes frame, transform or alpha: there is
  /// something to animate between the two phases.
  public static func moves(from start: ViewNode, to end: ViewNode) -> Bool {
    let earlier = nodes(start)
    var stack: [(ViewNode, ViewID?)] = [(end, nil)]
    while let (node, parent) = stack.popLast() {
      if let old = earlier[node.id], old.parent == parent,
        old.node.layoutFrame != node.layoutFrame || old.node.transform != node.transform
          || old.node.alpha != node.alpha
      {
        return true
      }
      stack += node.subviews.map { ($0, node.id) }
    }
    return false
  }

  private static func nodes(_ root: ViewNode) -> [ViewID: (parent: ViewID?, node: ViewNode)] {
    var result: [ViewID: (parent: ViewID?, node: ViewNode)] = [root.id: (nil, root)]
    var stack = [root]
    while let node = stack.popLast() {
      for child in node.subviews {
        result[child.id] = (node.id, child)
        stack.append(child)
      }
    }
    return result
  }

  private static func blend(
    _ node: ViewNode, parent: ViewID?, earlier: [ViewID: (parent: ViewID?, node: ViewNode)],
    t: Double
  ) -> ViewNode {
    let subviews = node.subviews.map { blend($0, parent: node.id, earlier: earlier, t: t) }
    guard let old = earlier[node.id], old.parent == parent else {
      return copy(
        node, frame: node.layoutFrame, transform: node.transform, alpha: node.alpha, subviews)
    }
    let from = old.node
    let frame = Rect(
      x: mix(from.layoutFrame.x, node.layoutFrame.x, t),
      y: mix(from.layoutFrame.y, node.layoutFrame.y, t),
      width: mix(from.layoutFrame.width, node.layoutFrame.width, t),
      height: mix(from.layoutFrame.height, node.layoutFrame.height, t))
    let a = from.transform
    let b = node.transform
    let transform = Transform(
      a: mix(a.a, b.a, t), b: mix(a.b, b.b, t), c: mix(a.c, b.c, t), d: mix(a.d, b.d, t),
      tx: mix(a.tx, b.tx, t), ty: mix(a.ty, b.ty, t))
    return copy(
      node, frame: frame, transform: transform, alpha: mix(from.alpha, node.alpha, t), subviews)
  }

  private static func copy(
    _ node: ViewNode, frame: Rect, transform: Transform, alpha: Double, _ subviews: [ViewNode]
  ) -> ViewNode {
    ViewNode(
      id: node.id, className: node.className, frame: frame, owner: node.owner, role: node.role,
      isHidden: node.isHidden, transform: transform, alpha: alpha, subviews: subviews,
      appMark: node.appMark)
  }

  private static func mix(_ a: Double, _ b: Double, _ t: Double) -> Double { a + (b - a) * t }
}
