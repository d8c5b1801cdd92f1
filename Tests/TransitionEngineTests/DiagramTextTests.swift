import TestSupport
import Testing

@testable import TransitionEngine

/// Labels in Mermaid and DOT output: no text of a scene can end a label or add markup.
@Suite struct DiagramTextTests {
  static let name = "Odd\"Name<b>#1&`x`\\"

  static var diagram: Diagram {
    let scene = Fixtures.navigationScene([Fixtures.step(.push(Fixtures.plain(name), on: nil))])
    return Diagram(TimelineBuilder.build(scene), controllers: true)
  }

  @Test func mermaidLabelsUseEntityCodes() {
    #expect(
      MermaidText.label(["a\"b", "<c>", "#&`"])
        == "\"a#quot;b<br/>#lt;c#gt;<br/>#35;#amp;#96;\"")
    let text = MermaidText.render(Self.diagram)
    #expect(text.contains("Odd#quot;Name#lt;b#gt;#35;1#amp;#96;x#96;\\"))
    #expect(!text.contains("Odd\""))
    // Every node line is `id["…"]` with no double quote inside the label.
    for line in text.split(separator: "\n") where line.contains("[\"") {
      let inner = line.drop { $0 != "\"" }.dropFirst().dropLast(2)
      #expect(!inner.contains("\""), "\(line)")
    }
  }

  @Test func dotLabelsEscapeQuotesAndBackslashes() {
    #expect(DotText.quote("a\"b\\c\nd") == "\"a\\\"b\\\\c\\nd\"")
    let text = DotText.render(Self.diagram)
    #expect(text.contains("Odd\\\"Name<b>#1&`x`\\\\"))
  }

  /// dot with rankdir=LR stacks the first cluster at the bottom, so DOT lists the phases last
  /// to first (and a view's subviews last to first) for the first phase to read on top.
  @Test func dotListsPhasesAndSubviewsInReverseSoTheyReadTopDown() {
    let diagram = Self.diagram
    let text = DotText.render(diagram)
    let positions = diagram.clusters.map { cluster in
      text.range(of: "subgraph cluster_\(cluster.id) {").map {
        text.distance(from: text.startIndex, to: $0.lowerBound)
      } ?? -1
    }
    #expect(!positions.contains(-1))
    #expect(positions == positions.sorted(by: >))
  }

  @Test func pushMarksTheNewViewAndTheContainer() {
    let clusters = Self.diagram.clusters
    let marks = Set(clusters.flatMap { $0.clusters.flatMap { $0.nodes.flatMap(\.marks) } })
    #expect(marks.isSuperset(of: [.added, .container, .changed]))
    // The initial phase has nothing to compare with.
    #expect(clusters[0].clusters.allSatisfy { $0.nodes.allSatisfy { $0.marks.isEmpty } })
  }
}
