import Foundation
import SceneFile
import SwiftScene
import Testing

/// `Tests/Regressions/MANIFEST.tsv` lists every kept regression scene with whether it must
/// load and what it pins; the folder and the list agree, and each scene loads (or is
/// rejected with a located error) as the list says.
@Suite struct RegressionManifestTests {
  /// One row of the manifest.
  struct Entry: Sendable {
    let name: String
    let mustLoad: Bool
    let pins: String
  }

  static let manifest = FuzzPaths.regressions.appendingPathComponent("MANIFEST.tsv")

  /// The manifest's rows, or the problems reading it.
  static func entries() throws -> [Entry] {
    let text = try String(contentsOf: manifest, encoding: .utf8)
    var entries: [Entry] = []
    for (index, line) in text.split(separator: "\n").enumerated() where !line.hasPrefix("#") {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      guard fields.count == 3, ["must-load", "rejects"].contains(fields[1]),
        !fields[2].trimmingCharacters(in: .whitespaces).isEmpty
      else {
        Issue.record("MANIFEST.tsv:\(index + 1): expected name, must-load|rejects, note")
        continue
      }
      entries.append(
        Entry(name: String(fields[0]), mustLoad: fields[1] == "must-load", pins: String(fields[2])))
    }
    return entries
  }

  @Test func everySceneIsListedAndEveryListedSceneExists() throws {
    let listed = try Self.entries().map(\.name)
    let files = FuzzPaths.yamlFiles(in: FuzzPaths.regressions).map(\.name)
    #expect(Set(listed).count == listed.count, "a scene is listed twice")
    #expect(Set(files).subtracting(listed).sorted() == [], "scenes missing from MANIFEST.tsv")
    #expect(Set(listed).subtracting(files).sorted() == [], "listed scenes with no file")
    #expect(listed.count >= 100)
  }

  @Test func eachSceneLoadsAsTheManifestSays() throws {
    let files = FuzzPaths.yamlFiles(in: FuzzPaths.regressions)
    for entry in try Self.entries() {
      guard let text = files.first(where: { $0.name == entry.name })?.text else { continue }
      let loaded: Bool
      do {
        _ = try SwiftSceneLoader.parse(text, path: entry.name + ".yaml")
        loaded = true
      } catch {
        loaded = false
      }
      #expect(
        loaded == entry.mustLoad,
        "\(entry.name) \(loaded ? "loads" : "does not load"); MANIFEST.tsv says \(entry.mustLoad ? "must-load" : "rejects") (\(entry.pins))"
      )
    }
  }
}
