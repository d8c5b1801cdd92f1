import Foundation
import TUI
import TestSupport
import Testing
import Wording

@testable import TScopeCLI

/// The surfaces translated after the viewer's chrome: `tscope explain`'s text (two dumps,
/// against `Tests/Goldens/zh-Hans`), `tscope compare` at 80×24 and 120×40 (every row the
/// terminal's width in columns), `compare --text` and `scan`'s table in Chinese. English stays
/// byte for byte what it was (the English goldens and tests of each command).
@Suite struct ChineseSurfaceTests {
  static let goldens = ChineseScreenTests.goldens
  static let dumps = ExplainCommandTests.root.appendingPathComponent("Tests/Dumps")

  /// The dumps whose Chinese explanation is pinned: the black screen of `Examples/` (a
  /// recursiveDescription and a _printHierarchy joined) and a two-moments paste (a reused
  /// address, an iOS version from the view form).
  static let explained: [(name: String, files: [String])] = [
    ("explain-black-screen", [ExplainCommandTests.hierarchy, ExplainCommandTests.controllers]),
    (
      "explain-e02-two-moments",
      [dumps.appendingPathComponent("e02-printhierarchy-two-moments-one-paste.txt").path]
    ),
    (
      "explain-d16-fullscreen-then-popover",
      [
        dumps.appendingPathComponent("d16-printhierarchy-ipad-fullscreen-then-popover-ios8.txt")
          .path
      ]
    ),
  ]

  @Test func explainSpeaksChineseAndCitesTheSameRules() throws {
    for (name, files) in Self.explained {
      let chinese = try CommandRunner.run(["explain"] + files + ["--lang", "zh-Hans"])
      let english = try CommandRunner.run(["explain"] + files + ["--lang", "en"])
      #expect(chinese.status == 0 && english.status == 0, "\(name)")
      #expect(chinese.output.contains("== 经过 ==") && chinese.output.contains("== 发现 =="))
      #expect(english.output.contains("== story =="))
      // The story and findings cite the same rules, sentence by sentence.
      let cited = { (text: String) in
        text.split(separator: "\n").filter { $0.hasPrefix("- ") }.map {
          PhraseRuleIDs.ids(String($0)).sorted()
        }
      }
      #expect(cited(chinese.output) == cited(english.output), "\(name): the rules differ")
      // Paths are relative to the checkout, so the golden holds none of this machine's.
      let relative = chinese.output.replacingOccurrences(
        of: ExplainCommandTests.root.path + "/", with: "")
      GoldenFile.check(
        relative, file: Self.goldens.appendingPathComponent("\(name).txt"),
        name: "zh-Hans/\(name).txt")
    }
  }

  @Test func explainJSONStaysEnglish() throws {
    let files = [ExplainCommandTests.hierarchy, ExplainCommandTests.controllers]
    let chinese = try CommandRunner.run(
      ["explain"] + files + ["--format", "json", "--lang", "zh-Hans"])
    let english = try CommandRunner.run(["explain"] + files + ["--format", "json"])
    #expect(chinese.output == english.output)
  }

  /// `tscope compare` in Chinese after `]ll` (a held phase on the left), and its help box.
  @Test(arguments: [(80, 24), (120, 40)])
  func compareMatchesItsGoldens(_ width: Int, _ height: Int) throws {
    for (name, keys) in [("compare", "]ll"), ("compare-help", "]ll?")] {
      var app = CompareApp(
        left: try CompareTests.session("compare-push").entry,
        right: try CompareTests.session("compare-page-sheet").entry, ascii: false,
        language: .zhHans)
      _ = app.handle(.input(.resize(width: width, height: height)))
      for key in keys { _ = app.handle(.input(.key(.character(key)))) }
      let canvas = app.render(width: width, height: height)
      let label = "\(name)-\(width)x\(height)"
      ChineseScreenTests.expectWidths(canvas, label)
      let text = canvas.rows.map { $0.trimmingTrailingSpaces + "\n" }.joined()
      #expect(text.contains("没有 'presentation"), "\(label)")
      GoldenFile.check(
        text, file: Self.goldens.appendingPathComponent("\(label).txt"),
        name: "zh-Hans/\(label).txt")
    }
  }

  @Test func compareTextSpeaksChinese() throws {
    let result = try CommandRunner.run([
      "compare", "compare-push", "compare-page-sheet", "--text", "--lang", "zh-Hans",
    ])
    #expect(result.status == 0)
    #expect(result.output.contains("A: 步骤 1/2：push Message on InboxNav · 阶段 2/6："))
    #expect(result.output.contains("（停住：没有 'presentation 即将开始' 阶段）"))
  }

  @Test func scanTableSpeaksChineseAndAligns() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("tscope-scan-zh-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try CommandRunner.run(
      ["scan", ScanCommandTests.fixture, "--lang", "zh-Hans"], in: folder.path)
    #expect(result.status == 0)
    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("场景") == true)
    #expect(lines.contains("1 个场景，跳过 0 处"))
    // The second column starts at the same terminal column in the heading and the row.
    let column = { (line: String) -> Int? in
      guard let range = line.range(of: "  +[^ ]", options: .regularExpression) else { return nil }
      return CellWidth.columns(line[..<range.upperBound]) - 1
    }
    #expect(lines.count > 1 && column(lines[0]) != nil)
    #expect(lines.first?.contains("从 → 到") == true && lines.first?.contains("自定义") == true)
  }

  /// The scan table names the app's mistakes in Chinese too; its JSON keeps the English.
  @Test func scanNamesTheAppMistakesInChinese() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("tscope-scan-mistakes-zh-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let app = PrintCheckTests.root
      .appendingPathComponent("Tests/AppScanTests/Fixtures/StuckAnimator").path
    let result = try CommandRunner.run(["scan", app, "--lang", "zh-Hans"], in: folder.path)
    #expect(result.status == 0)
    #expect(
      result.output.contains(
        "  转场没有完成; appearance 状态与视图是否在 window 中不一致：NowPlaying; "
          + "appearance 状态与视图是否在 window 中不一致：PlayerList\n"), "\(result.output)")
    let json = try CommandRunner.run(
      ["scan", app, "--lang", "zh-Hans", "-o", "json-out", "--format", "json"], in: folder.path)
    #expect(
      json.output.contains("\"unfinished transition\", \"appearance out of step: NowPlaying\""))
  }

  /// `check --lang zh-Hans` names each app mistake in Chinese, its line as `第 N 行`; the
  /// `mistake:` keyword, the file and the action stay as they are, and English is unchanged.
  @Test func checkNamesTheAppMistakesInChinese() throws {
    let scene = PrintCheckTests.scene("animator-tab.yaml")
    let result = try CommandRunner.run(["check", scene, "--lang", "zh-Hans"])
    #expect(result.status == 0)
    #expect(
      result.error.split(separator: "\n").map(String.init) == [
        "\(scene): mistake: 步骤 3（select Mail in Tabs）: "
          + "appearance 状态与视图是否在 window 中不一致：Mail（第 25 行）",
        "\(scene): mistake: 步骤 3（select Mail in Tabs）: 容器里的视图与 UIKit 不同：Tabs（第 25 行）",
      ])
    let english = try CommandRunner.run(["check", scene, "--lang", "en"])
    #expect(english.error.contains(": appearance out of step: Mail (line 25)\n"))
  }

  @Test func theActionMenuSpeaksChinese() throws {
    let canvas = try ChineseScreenTests.screen([.character("a")], width: 120, height: 40)
    let text = canvas.rows.joined(separator: "\n")
    #expect(text.contains("操作：在步骤 1 之后加一步"))
    #expect(text.contains("旋转到 landscape"))
    #expect(text.contains("n 命名  t 动画：有  Esc 关闭"))
  }
}

/// The rule IDs a line of the explanation cites (`W-3`, `TB-2`, `§1.4`).
enum PhraseRuleIDs {
  static func ids(_ text: String) -> [String] {
    var ids: [String] = []
    var current = ""
    for character in text + " " {
      if character == "§" {
        current = "§"
      } else if character.isASCII,
        character.isUppercase || character.isNumber || character == "-" || character == "."
      {
        current.append(character)
      } else {
        while current.last == "." { current.removeLast() }
        let isRule =
          (current.first?.isLetter == true && current.contains("-"))
          || (current.hasPrefix("§") && current.count > 1)
        if isRule, current.contains(where: \.isNumber) { ids.append(current) }
        current = ""
      }
    }
    return ids
  }
}
