/// The controller-tree part of a `Diagram`: children joined by solid lines, presented
/// controllers by dashed lines labelled `presented`; a controller new since the previous
/// phase is marked added, one whose state or window membership changed is marked changed.
enum DiagramControllers {
  static func cluster(_ root: ControllerNode, previous: ControllerNode?, prefix: String)
    -> Diagram.Cluster
  {
    var cluster = Diagram.Cluster(id: prefix, title: "controllers")
    var before: [String: ControllerNode] = [:]
    for node in previous?.flattened() ?? [] { before[node.name] = node }
    var counter = 0

    func visit(_ node: ControllerNode, parent: String?, presented: Bool) {
      counter += 1
      let id = prefix + "\(counter)"
      var marks: [Diagram.Mark] = []
      if previous != nil {
        if let old = before[node.name] {
          if old.state != node.state || old.inWindow != node.inWindow { marks.append(.changed) }
        } else {
          marks.append(.added)
        }
      }
      cluster.nodes.append(Diagram.Node(id: id, lines: lines(node, marks: marks), marks: marks))
      if let parent {
        cluster.edges.append(
          Diagram.Edge(
            from: parent, to: id, label: presented ? "presented" : nil, dashed: presented))
      }
      for child in node.children { visit(child, parent: id, presented: false) }
      if let next = node.presented { visit(next, parent: id, presented: true) }
    }
    visit(root, parent: nil, presented: false)
    return cluster
  }

  /// Name, class, state, view, presentation controller, change.
  static func lines(_ node: ControllerNode, marks: [Diagram.Mark]) -> [String] {
    var text = [node.name, node.className, "state: \(node.state.rawValue)"]
    if let viewClass = node.viewClassName {
      text.append("view: \(viewClass)" + (node.inWindow ? "" : " (not in the window)"))
    } else {
      text.append("view not loaded")
    }
    if let presentation = node.presentationControllerClass {
      text.append("presented with: \(presentation)")
    }
    if !marks.isEmpty { text.append(marks.map(\.rawValue).joined(separator: ", ")) }
    return text
  }
}
