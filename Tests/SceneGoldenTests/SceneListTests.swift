import Foundation
import Testing

/// Every scene in `Scenes/` has its place in the teaching order (`order.txt`, what the picker
/// follows) and a row in the table of `Scenes/README.md`, once each, and both name only
/// scenes that exist.
@Suite struct SceneListTests {
  private static func text(_ name: String) throws -> String {
    try String(
      contentsOf: SceneGoldenTests.scenes.appendingPathComponent(name), encoding: .utf8)
  }

  private static var files: [String] { SceneGoldenTests.sceneNames.map { $0 + ".yaml" } }

  @Test func theTeachingOrderNamesEveryScene() throws {
    let listed = try Self.text("order.txt").split(separator: "\n").map(String.init)
      .filter { !$0.isEmpty && !$0.hasPrefix("#") }
    #expect(listed.count == Set(listed).count, "a scene is listed twice in order.txt")
    #expect(Set(Self.files).subtracting(listed).sorted() == [], "scenes missing from order.txt")
    #expect(Set(listed).subtracting(Self.files).sorted() == [], "order.txt names no such file")
  }

  @Test func theReadmeTableNamesEveryScene() throws {
    let rows = try Self.text("README.md").split(separator: "\n").compactMap { line -> String? in
      guard line.hasPrefix("| `"), line.contains(".yaml` |") else { return nil }
      return line.dropFirst(3).split(separator: "`").first.map(String.init)
    }
    #expect(rows.count == Set(rows).count, "a scene has two rows in Scenes/README.md")
    #expect(Set(Self.files).subtracting(rows).sorted() == [], "scenes missing from the table")
    #expect(Set(rows).subtracting(Self.files).sorted() == [], "the table names no such file")
  }
}
