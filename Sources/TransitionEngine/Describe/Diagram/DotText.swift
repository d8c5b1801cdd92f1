/// Writes a `Diagram` as a Graphviz `digraph`: a cluster per phase (the first on top), filled
/// colours and dashed
/// outlines for the marks, a thick orange border for the containerView, labels escaped for
/// DOT's double-quoted strings.
public enum DotText {
  public static func render(_ diagram: Diagram) -> String {
    var out = OutputSink()
    begin(diagram.title, to: &out)
    // With rankdir=LR, dot stacks what comes first at the bottom, so clusters, nodes and
    // edges go in reverse: the first phase reads at the top, a view's first subview above the
    // next.
    for cluster in diagram.clusters.reversed() { out.write(text(of: cluster)) }
    end(to: &out)
    return out.text
  }

  static func begin(_ title: String, to out: inout OutputSink) {
    let lines = [
      "// TransitionScope",
      "digraph TransitionScope {",
      "  label=\(quote(title));",
      "  labelloc=t;",
      "  rankdir=LR;",
      "  node [shape=box, fontname=\"Helvetica\", fontsize=10];",
      "  edge [arrowsize=0.6];",
    ]
    for line in lines { out.write(line + "\n") }
  }

  /// One cluster's lines, each ended by a newline.
  static func text(of cluster: Diagram.Cluster) -> String {
    var lines: [String] = []
    append(cluster, indent: "  ", to: &lines)
    return lines.map { $0 + "\n" }.joined()
  }

  static func end(to out: inout OutputSink) {
    out.write("}\n")
  }

  /// A DOT double-quoted string: backslash and quote escaped, lines joined with `\n`.
  public static func quote(_ text: String) -> String {
    quote(lines: text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
  }

  static func quote(lines: [String]) -> String {
    var out = "\""
    for (index, line) in lines.enumerated() {
      if index > 0 { out += "\\n" }
      for character in line {
        switch character {
        case "\\": out += "\\\\"
        case "\"": out += "\\\""
        case "\r", "\r\n": out += " "
        default: out.append(character)
        }
      }
    }
    return out + "\""
  }

  /// Node attributes for a set of marks.
  static func attributes(_ marks: [Diagram.Mark]) -> String {
    var attributes: [String] = []
    var styles: [String] = []
    let fills: [Diagram.Mark: String] = [
      .added: "#dcfce7", .removed: "#fee2e2", .moved: "#dbeafe", .reframed: "#fef9c3",
      .changed: "#f3e8ff",
    ]
    if let fill = marks.compactMap({ fills[$0] }).first {
      styles.append("filled")
      attributes.append("fillcolor=\"\(fill)\"")
    }
    if marks.contains(.removed) { styles.append("dashed") }
    if marks.contains(.container) {
      attributes.append("color=\"#ea580c\"")
      attributes.append("penwidth=3")
    }
    if !styles.isEmpty { attributes.insert("style=\"\(styles.joined(separator: ","))\"", at: 0) }
    return attributes.map { ", " + $0 }.joined()
  }

  private static func append(_ cluster: Diagram.Cluster, indent: String, to lines: inout [String]) {
    lines.append(indent + "subgraph cluster_\(cluster.id) {")
    let inner = indent + "  "
    lines.append(inner + "label=\(quote(cluster.title));")
    for child in cluster.clusters.reversed() { append(child, indent: inner, to: &lines) }
    for node in cluster.nodes.reversed() {
      lines.append(
        inner + "\(node.id) [label=\(quote(lines: node.lines))\(attributes(node.marks))];")
    }
    for edge in cluster.edges.reversed() {
      var attributes: [String] = []
      if edge.dashed { attributes.append("style=dashed") }
      if let label = edge.label { attributes.append("label=\(quote(label))") }
      let suffix = attributes.isEmpty ? "" : " [\(attributes.joined(separator: ", "))]"
      lines.append(inner + "\(edge.from) -> \(edge.to)\(suffix);")
    }
    lines.append(indent + "}")
  }
}
