/// Writes a `Diagram` as a Mermaid flowchart (what GitHub renders in a ```` ```mermaid ````
/// block): a subgraph per phase, classes for the marks, labels escaped with Mermaid's entity
/// codes so that no text of a scene can end a label or inject markup.
public enum MermaidText {
  public static func render(_ diagram: Diagram) -> String {
    var out = OutputSink()
    begin(diagram.title, to: &out)
    for cluster in diagram.clusters { write(cluster, to: &out) }
    var marked: [Diagram.Mark: [String]] = [:]
    for mark in Diagram.Mark.allCases {
      marked[mark] = diagram.clusters.flatMap { nodes(in: $0) }.filter { $0.marks.contains(mark) }
        .map(\.id)
    }
    end(marked: marked, to: &out)
    return out.text
  }

  static func begin(_ title: String, to out: inout OutputSink) {
    out.write("%% TransitionScope · \(comment(title))\nflowchart LR\n")
  }

  static func write(_ cluster: Diagram.Cluster, to out: inout OutputSink) {
    var lines: [String] = []
    append(cluster, indent: "  ", to: &lines)
    for line in lines {
      out.write(line)
      out.write("\n")
    }
  }

  /// The class definitions, then each mark's class on the IDs of the nodes it marks.
  static func end(marked: [Diagram.Mark: [String]], to out: inout OutputSink) {
    var lines: [String] = []
    lines.append("  classDef added fill:#dcfce7,stroke:#15803d,color:#14532d")
    lines.append(
      "  classDef removed fill:#fee2e2,stroke:#b91c1c,color:#7f1d1d,stroke-dasharray:5 5")
    lines.append("  classDef moved fill:#dbeafe,stroke:#1d4ed8,color:#1e3a8a")
    lines.append("  classDef reframed fill:#fef9c3,stroke:#a16207,color:#713f12")
    lines.append("  classDef changed fill:#f3e8ff,stroke:#7e22ce,color:#581c87")
    lines.append("  classDef container stroke:#ea580c,stroke-width:4px")
    for mark in Diagram.Mark.allCases {
      guard let ids = marked[mark], !ids.isEmpty else { continue }
      lines.append("  class \(ids.joined(separator: ",")) \(mark.rawValue)")
    }
    for line in lines {
      out.write(line)
      out.write("\n")
    }
  }

  /// A label's text between double quotes: `"`, `#`, `<`, `>`, `&` and the backtick as entity
  /// codes, newlines as `<br/>`.
  public static func label(_ lines: [String]) -> String {
    "\"" + lines.map(escape).joined(separator: "<br/>") + "\""
  }

  static func escape(_ text: String) -> String {
    var out = ""
    for character in text {
      switch character {
      case "\"": out += "#quot;"
      case "#": out += "#35;"
      case "<": out += "#lt;"
      case ">": out += "#gt;"
      case "&": out += "#amp;"
      case "`": out += "#96;"
      case "\n", "\r", "\r\n": out += " "
      default: out.append(character)
      }
    }
    return out
  }

  /// Text for a `%%` comment line: on one line.
  private static func comment(_ text: String) -> String {
    text.split(whereSeparator: \.isNewline).joined(separator: " ")
  }

  private static func append(_ cluster: Diagram.Cluster, indent: String, to lines: inout [String]) {
    lines.append(indent + "subgraph \(cluster.id)[\(label([cluster.title]))]")
    let inner = indent + "  "
    for child in cluster.clusters { append(child, indent: inner, to: &lines) }
    for node in cluster.nodes { lines.append(inner + node.id + "[" + label(node.lines) + "]") }
    for edge in cluster.edges {
      let arrow = edge.dashed ? "-.->" : "-->"
      let text = edge.label.map { "|" + label([$0]) + "|" } ?? ""
      lines.append(inner + edge.from + " " + arrow + text + " " + edge.to)
    }
    lines.append(indent + "end")
  }

  static func nodes(in cluster: Diagram.Cluster) -> [Diagram.Node] {
    cluster.nodes + cluster.clusters.flatMap { nodes(in: $0) }
  }
}
