import Foundation
import SceneFile
import Testing

/// SceneFile reads YAML and parses no Swift: no file of it imports SwiftScene or swift-syntax,
/// `Package.swift` gives it neither, and without the `SceneSwift` the command line hands it a
/// scene that needs Swift is a located error, not a crash.
@Suite struct SceneFileNeedsNoSwiftTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  static let forbidden: Set<String> = ["SwiftScene", "SwiftSyntax", "SwiftParser"]

  @Test func noSourceOfSceneFileImportsSwiftSyntax() throws {
    let folder = Self.root.appendingPathComponent("Sources/SceneFile")
    let paths = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String }
    let files = (paths ?? []).filter { $0.hasSuffix(".swift") }
    #expect(files.count > 30)
    var found: [String] = []
    for file in files {
      let text = try String(
        contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      for line in text.split(separator: "\n") {
        let words = line.split(separator: " ").map(String.init)
        guard let index = words.firstIndex(of: "import"), index + 1 < words.count else {
          continue
        }
        if Self.forbidden.contains(words[index + 1]) { found.append("\(file): \(line)") }
      }
    }
    #expect(found == [])
  }

  @Test func packageGivesSceneFileNoSwiftSyntax() throws {
    let package = try String(
      contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
    let target = try #require(Self.target("SceneFile", in: package))
    #expect(target.contains("\"TransitionEngine\""))
    #expect(!target.contains("SwiftScene"))
    #expect(!target.contains("swift-syntax"))
    let swiftScene = try #require(Self.target("SwiftScene", in: package))
    #expect(swiftScene.contains("\"SceneFile\""))
  }

  @Test func aSceneWithSwiftNeedsTheRuntime() {
    let text = "title: t\nswift: Fade.swift\nroot: { vc: A }\n"
    #expect(
      throws: SceneError(
        path: "t.yaml", line: 2, column: 8,
        message: "this reader reads no Swift (it was given no Swift runtime); use tscope")
    ) {
      try SceneLoader.parse(
        text, path: "t.yaml", swiftFile: { _ in ("Fade.swift", "final class Fade {}") })
    }
  }

  /// The text of the `.target(name: "…", …)` entry, up to its closing parenthesis.
  static func target(_ name: String, in package: String) -> String? {
    guard let start = package.range(of: ".target(\n      name: \"\(name)\"") else { return nil }
    let rest = package[start.upperBound...]
    let end = rest.range(of: "\n    ),")?.lowerBound ?? rest.endIndex
    return String(rest[..<end])
  }
}
