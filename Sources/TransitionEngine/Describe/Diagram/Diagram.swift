/// A format-neutral picture of phases as graphs: one cluster per phase holding the window's
/// view tree (and optionally the controller tree), with the containerView and the changes
/// since the previous phase marked. `MermaidText` and `DotText` write it out.
public struct Diagram: Sendable {
  /// How a node is drawn beyond its label.
  public enum Mark: String, Hashable, Sendable, CaseIterable {
    case added
    case removed
    case moved
    case reframed
    /// A controller whose appearance state or window membership changed.
    case changed
    /// The transition's `containerView`.
    case container
  }

  /// One box: a view or a controller.
  public struct Node: Sendable {
    public let id: String
    public let lines: [String]
    public let marks: [Mark]
  }

  /// A line between two boxes; dashed for presentations and removed views.
  public struct Edge: Sendable {
    public let from: String
    public let to: String
    public let label: String?
    public let dashed: Bool
  }

  /// A titled group: a phase, or one of its trees.
  public struct Cluster: Sendable {
    public let id: String
    public let title: String
    public var nodes: [Node] = []
    public var edges: [Edge] = []
    public var clusters: [Cluster] = []
  }

  public let title: String
  public let clusters: [Cluster]

  /// The phases of `timeline` that `include` selects (by step index and phase name), each
  /// compared with the phase that comes before it in the whole timeline.
  public init(
    _ timeline: Timeline, controllers: Bool = false,
    include: (_ step: Int, _ phase: String) -> Bool = { _, _ in true }
  ) {
    title = timeline.title
    var result: [Cluster] = []
    var previous: Phase?
    let last = timeline.steps.count - 1
    for step in timeline.steps {
      for (offset, phase) in step.phases.enumerated() {
        defer { previous = phase }
        guard include(step.index, phase.name) else { continue }
        result.append(
          Self.cluster(
            step, phase: offset, of: last, previous: previous, controllers: controllers))
      }
    }
    clusters = result
  }

  /// The cluster of one phase (`offset` in its step), compared with `previous`.
  static func cluster(
    _ step: Step, phase offset: Int, of last: Int, previous: Phase?, controllers: Bool
  ) -> Cluster {
    let phase = step.phases[offset]
    let prefix = "s\(step.index)p\(offset + 1)"
    var cluster = Cluster(
      id: prefix,
      title: "step \(step.index)/\(last): \(step.action) · phase \(offset + 1)/"
        + "\(step.phases.count): \(phase.name)")
    let views = DiagramViews.cluster(
      phase.window, previous: previous?.window, prefix: prefix + "v")
    if controllers {
      cluster.clusters = [
        views,
        DiagramControllers.cluster(
          phase.controllers, previous: previous?.controllers, prefix: prefix + "c"),
      ]
    } else {
      cluster.nodes = views.nodes
      cluster.edges = views.edges
    }
    return cluster
  }
}
