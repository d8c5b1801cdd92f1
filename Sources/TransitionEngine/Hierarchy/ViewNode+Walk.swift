extension ViewNode {
  /// Calls `visit` for every view of the subtree in depth-first order with its depth (this
  /// view at 0), holding no more than the views along one path and their waiting siblings.
  public func walk(_ visit: (_ depth: Int, _ node: ViewNode) -> Void) {
    var stack: [(Int, ViewNode)] = [(0, self)]
    while let (depth, node) = stack.popLast() {
      visit(depth, node)
      let subviews = node.subviews
      for child in subviews.reversed() { stack.append((depth + 1, child)) }
    }
  }
}
