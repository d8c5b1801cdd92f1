/// The view-tree part of a `Diagram`: one node per view, marked with what changed since the
/// previous phase (matched by `ViewID`); removed subtrees appear as one dashed ghost node
/// under their old superview.
enum DiagramViews {
  static func cluster(_ root: ViewNode, previous: ViewNode?, prefix: String) -> Diagram.Cluster {
    var cluster = Diagram.Cluster(id: prefix, title: "views")
    let diff = ViewDiff(from: previous, to: root)
    var stack: [(node: ViewNode, parent: ViewNode?)] = [(root, nil)]
    while let (node, parent) = stack.popLast() {
      var marks: [Diagram.Mark] = []
      if previous != nil, let change = diff.mark(node.id) { marks.append(Diagram.Mark(change)) }
      if node.role == .containerView { marks.append(.container) }
      cluster.nodes.append(
        Diagram.Node(id: prefix + "\(node.id.raw)", lines: lines(node, marks: marks), marks: marks))
      if let parent {
        cluster.edges.append(
          Diagram.Edge(
            from: prefix + "\(parent.id.raw)", to: prefix + "\(node.id.raw)", label: nil,
            dashed: false))
      }
      stack += node.subviews.reversed().map { ($0, node) }
    }
    guard let previous else { return cluster }
    for (node, parent) in removedRoots(previous, diff) {
      let id = prefix + "\(node.id.raw)"
      var text = lines(node, marks: [.removed])
      if node.count > 1 { text.append("with \(node.count - 1) subviews") }
      cluster.nodes.append(Diagram.Node(id: id, lines: text, marks: [.removed]))
      cluster.edges.append(
        Diagram.Edge(from: prefix + "\(parent.id.raw)", to: id, label: nil, dashed: true))
    }
    return cluster
  }

  /// Class, frame, owner, and the words for hidden, role and change.
  static func lines(_ node: ViewNode, marks: [Diagram.Mark]) -> [String] {
    var text = [node.className, node.frame.description]
    if let owner = node.owner { text.append("<\(owner)>") }
    var words: [String] = []
    if node.isHidden { words.append("hidden") }
    if let role = node.role { words.append(role.rawValue) }
    words += marks.filter { $0 != .container }.map(\.rawValue)
    if !words.isEmpty { text.append(words.joined(separator: ", ")) }
    return text
  }

  /// The topmost views of the earlier tree that are gone, with their old superview (which is
  /// still in the later tree).
  private static func removedRoots(_ previous: ViewNode, _ diff: ViewDiff)
    -> [(node: ViewNode, parent: ViewNode)]
  {
    var result: [(node: ViewNode, parent: ViewNode)] = []
    var stack = [previous]
    while let node = stack.popLast() {
      for child in node.subviews.reversed() {
        if diff.mark(child.id) == .removed {
          result.append((child, node))
        } else {
          stack.append(child)
        }
      }
    }
    return result
  }
}

extension Diagram.Mark {
  /// The diagram's mark for a change the diff found.
  init(_ change: ChangeMark) {
    switch change {
    case .added: self = .added
    case .removed: self = .removed
    case .moved: self = .moved
    case .reframed: self = .reframed
    }
  }
}
