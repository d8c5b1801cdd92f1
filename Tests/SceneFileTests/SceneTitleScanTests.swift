import Foundation
import SceneFile
import SwiftScene
import Testing

/// `SceneTitleScan` reads the plain forms of `title:` as the parser does, and declines the
/// rest (the picker then parses the file).
@Suite struct SceneTitleScanTests {
  @Test(arguments: [
    ("title: Push a screen\nroot: A\n", "Push a screen"),
    ("root: A\ntitle: Last  \n", "Last"),
    ("title: \"Your real Swift: a \\\"push\\\" \\\\ 1/2\"\n", "Your real Swift: a \"push\" \\ 1/2"),
    ("title: 'It''s here' # why\n", "It's here"),
    ("title: \"Quoted\"  # a comment\n", "Quoted"),
    ("title: 300×500 and 首页\r\nroot: A\r\n", "300×500 and 首页"),
    ("title: setViewController(_:for:)\n", "setViewController(_:for:)"),
  ])
  func readsThePlainForms(_ text: String, _ title: String) {
    #expect(SceneTitleScan.title(in: text) == title)
  }

  @Test(arguments: [
    "title: A long\n  title on two lines\n",
    "title: >\n  folded\n",
    "title: |\n  literal\n",
    "title: \"an \\n escape\"\n",
    "title: \"not closed\n  here\"\n",
    "title: 'trailing' text\n",
    "title: with # comment\n",
    "title: key: value\n",
    "title:\n",
    "title: ~\n",
    "title: null\n",
    "title: &anchor A\n",
    "title: [A]\n",
    "title: one\ntitle: two\n",
    "root: A\n",
    "title:tight\n",
  ])
  func declinesTheRest(_ text: String) {
    #expect(SceneTitleScan.title(in: text) == nil)
  }

  /// Wherever it answers, on every scene of the repository, it answers what the parser reads.
  @Test func agreesWithTheParserOnEveryScene() throws {
    var answered = 0
    for (path, text) in try Self.allScenes() {
      guard let title = SceneTitleScan.title(in: text) else { continue }
      answered += 1
      if let spec = try? SwiftSceneLoader.parse(text, path: path) {
        #expect(spec.title == title, "\(path)")
      }
    }
    #expect(answered > 100)
  }

  /// Every `*.yaml` of `Scenes/` and `Tests/Regressions/`, with its text.
  static func allScenes() throws -> [(String, String)] {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    var scenes: [(String, String)] = []
    for folder in ["Scenes", "Tests/Regressions"] {
      let url = root.appendingPathComponent(folder)
      for name in try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
      where name.hasSuffix(".yaml") {
        let path = url.appendingPathComponent(name).path
        scenes.append((path, try String(contentsOfFile: path, encoding: .utf8)))
      }
    }
    return scenes
  }
}
