import Foundation
import RuleBook
import SceneFile
import SwiftScene
import Testing
import TransitionEngine

/// No rule ID is cited anywhere that `tscope rules ID` cannot print: not in any explanation,
/// warning, note or teaching text of a shipped scene, not in the engine's or the viewer's
/// sources, not in a golden file.
@Suite struct CitationCoverageTests {
  static let root = RuleBookTests.root

  static var sceneFiles: [URL] {
    let folder = root.appendingPathComponent("Scenes")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".yaml") }.sorted().map { folder.appendingPathComponent($0) }
  }

  static func files(under folder: String, suffix: String) -> [URL] {
    let base = root.appendingPathComponent(folder)
    guard let walker = FileManager.default.enumerator(atPath: base.path) else { return [] }
    return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(suffix) }.sorted().map {
      base.appendingPathComponent($0)
    }
  }

  /// The IDs `text` cites that the book does not define.
  static func undefined(in text: String) -> Set<String> {
    RuleCitations.ids(in: text).filter { RuleBook.rule($0) == nil }
  }

  @Test func thereAreScenesAndSources() {
    #expect(Self.sceneFiles.count >= 20)
    #expect(Self.files(under: "Sources/TransitionEngine", suffix: ".swift").count >= 20)
  }

  @Test(arguments: sceneFiles.map(\.lastPathComponent))
  func everyIDAShippedSceneCitesIsDefined(_ name: String) throws {
    let path = Self.root.appendingPathComponent("Scenes/\(name)").path
    let timeline = TimelineBuilder.build(try SwiftSceneLoader.load(path: path))
    var texts = [timeline.about ?? ""]
    for step in timeline.steps {
      texts += [step.note ?? "", step.error ?? ""] + step.warnings
      texts += step.phases.map(\.explanation)
    }
    let missing = Self.undefined(in: texts.joined(separator: "\n"))
    #expect(missing.isEmpty, "\(name) cites \(missing.sorted()) which the rule book lacks")
  }

  @Test func everyIDTheSourcesAndGoldensCiteIsDefined() throws {
    let files =
      Self.files(under: "Sources", suffix: ".swift").filter {
        !$0.path.contains("/Sources/RuleBook/")
      } + Self.files(under: "Tests/Goldens", suffix: ".txt")
    var missing: [String: Set<String>] = [:]
    for file in files {
      let found = Self.undefined(in: try String(contentsOf: file, encoding: .utf8))
      if !found.isEmpty { missing[file.lastPathComponent] = found }
    }
    #expect(missing.isEmpty, "undefined rule IDs: \(missing)")
  }
}
