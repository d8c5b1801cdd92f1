import Foundation
import Testing
import TransitionEngine

/// The phase table of `Scenes/README.md` names exactly the engine's phase kinds.
@Suite struct PhaseTableTests {
  @Test func theReadmeListsEveryPhaseKindOnce() throws {
    let url = SceneGoldenTests.scenes.appendingPathComponent("README.md")
    let text = try String(contentsOf: url, encoding: .utf8)
    let section = text.components(separatedBy: "## Phases").dropFirst().first ?? ""
    let table = section.components(separatedBy: "\n## ").first ?? ""
    let names = table.split(separator: "\n").compactMap { line -> String? in
      guard line.hasPrefix("| `") else { return nil }
      return line.dropFirst(3).split(separator: "`").first.map(String.init)
    }
    let kinds = PhaseKind.fixed.map(\.description) + ["line N: statement"]
    #expect(names.sorted() == kinds.sorted())
    #expect(PhaseKind.codeLine(number: 12, text: "x()").description == "line 12: x()")
  }
}
