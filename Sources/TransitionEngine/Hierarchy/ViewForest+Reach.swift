extension ViewForest {
  /// True when `id` is `top` or lies below it, as `isDescendant(_:of:)` says, remembering the
  /// answer for every view on the way up until one of them moves: a view that moved takes
  /// the answers of everything below it with it.
  mutating func reaches(_ id: ViewID, top: ViewID) -> Bool {
    if reach.top != top || reach.overflow {
      reach = ReachMemo(top: top)
    } else {
      for view in reach.takeMoved() { forgetReach(below: view) }
    }
    var path: [ViewID] = []
    var current: ViewID? = id
    var result = false
    while let candidate = current {
      if candidate == top {
        result = true
        break
      }
      if let known = reach.answers[candidate] {
        result = known
        break
      }
      path.append(candidate)
      current = superview(of: candidate)
    }
    for candidate in path { reach.answers[candidate] = result }
    return result
  }

  /// Forgets the answers about a view and every view below it.
  private mutating func forgetReach(below view: ViewID) {
    var stack = [view]
    while let next = stack.popLast() {
      reach.answers[next] = nil
      stack += subviews(of: next)
    }
  }
}
