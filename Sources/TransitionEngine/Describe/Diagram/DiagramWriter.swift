/// Writes a diagram (Mermaid or DOT) as the steps are planned: each selected phase becomes a
/// cluster, compared with the phase before it in the scene, written, and forgotten. Mermaid's
/// closing `class` lines need the IDs of every marked node, which are all that is kept. DOT
/// lists the clusters last phase first (dot stacks the first at the bottom), so its writer
/// keeps every cluster's text until the end: DOT output is held in memory.
public struct DiagramWriter: TimelineWriter {
  /// The two diagram languages.
  public enum Language: Sendable {
    case mermaid
    case dot
  }

  let language: Language
  let controllers: Bool
  let include: (_ step: Int, _ phase: String) -> Bool
  private var lastStepIndex = 0
  private var previous: Phase?
  private var marked: [Diagram.Mark: [String]] = [:]
  private var dotClusters: [String] = []

  /// `include` selects phases by step index and phase name.
  public init(
    _ language: Language, controllers: Bool = false,
    include: @escaping (_ step: Int, _ phase: String) -> Bool = { _, _ in true }
  ) {
    self.language = language
    self.controllers = controllers
    self.include = include
  }

  public mutating func begin(_ header: TimelineHeader, to out: inout OutputSink) {
    lastStepIndex = header.lastStepIndex
    switch language {
    case .mermaid: MermaidText.begin(header.title, to: &out)
    case .dot: DotText.begin(header.title, to: &out)
    }
  }

  public mutating func write(_ step: Step, to out: inout OutputSink) {
    for (offset, phase) in step.phases.enumerated() {
      defer { previous = phase }
      guard include(step.index, phase.name) else { continue }
      let cluster = Diagram.cluster(
        step, phase: offset, of: lastStepIndex, previous: previous, controllers: controllers)
      switch language {
      case .mermaid:
        MermaidText.write(cluster, to: &out)
        for node in MermaidText.nodes(in: cluster) {
          for mark in Diagram.Mark.allCases where node.marks.contains(mark) {
            marked[mark, default: []].append(node.id)
          }
        }
      case .dot:
        dotClusters.append(DotText.text(of: cluster))
      }
    }
  }

  public func end(to out: inout OutputSink) {
    switch language {
    case .mermaid: MermaidText.end(marked: marked, to: &out)
    case .dot:
      for text in dotClusters.reversed() { out.write(text) }
      DotText.end(to: &out)
    }
  }
}
