import Foundation
import TUI
import TestSupport
import Testing
import Wording

@testable import TScopeCLI

/// The viewer in Simplified Chinese (`--lang zh-Hans`) on the teaching scenes, at 80×24 and
/// 120×40, against `Tests/Goldens/zh-Hans`: the panes' titles, the header, the hint bar and the
/// overlays in Chinese, every row exactly the terminal's width in columns (a Chinese character
/// takes two). The phase notes (the Why pane's text) stay English until they are typed notes.
/// Re-record with `TSCOPE_RECORD_GOLDENS=1`.
@Suite struct ChineseScreenTests {
  /// A frame: scene, step, phase and the terminal size.
  struct Case: CustomStringConvertible, Sendable {
    let scene: String
    let step: Int
    let phase: String
    let size: String
    var description: String { "\(scene)-\(step)-\(phase)-\(size)" }
  }

  static let cases: [Case] = ["80x24", "120x40"].flatMap { size in
    [
      Case(scene: "push", step: 1, phase: "container ready", size: size),
      Case(scene: "push", step: 1, phase: "completed", size: size),
      Case(scene: "present-fullscreen", step: 1, phase: "completed", size: size),
      Case(scene: "present-overfullscreen", step: 1, phase: "completed", size: size),
    ]
  }

  static let goldens = ShotCommandTests.root.appendingPathComponent("Tests/Goldens/zh-Hans")

  /// Every row takes exactly `width` columns.
  static func expectWidths(_ canvas: Canvas, _ label: String) {
    for (index, row) in canvas.rows.enumerated() {
      #expect(CellWidth.columns(row) == canvas.width, "\(label): row \(index) is not its width")
    }
  }

  @Test(arguments: cases)
  func screenMatchesItsGolden(_ frame: Case) throws {
    let command = try #require(
      try TScopeCommand.parseAsRoot([
        "shot", ShotCommandTests.scene(frame.scene), "--step", String(frame.step), "--phase",
        frame.phase, "--size", frame.size, "--lang", "zh-Hans",
      ]) as? ShotCommand)
    let canvas = try command.canvas()
    Self.expectWidths(canvas, frame.description)
    let text = try command.render(canvas)
    #expect(text.contains("视图") && text.contains("原因"), "\(frame): the panes' titles")
    let name = frame.description.replacingOccurrences(of: " ", with: "-")
    GoldenFile.check(
      text, file: Self.goldens.appendingPathComponent("\(name).txt"), name: "zh-Hans/\(name).txt")
  }

  /// The viewer on `push` in Chinese, after `keys`, at a size.
  static func screen(_ keys: [Key], width: Int, height: Int) throws -> Canvas {
    let spec = try SceneInput.spec(path: ShotCommandTests.scene("push"))
    var app = TransitionScopeApp(
      catalog: [], opened: SceneEntry(path: "push.yaml", spec: spec), ascii: false,
      live: LiveOptions(language: .zhHans))
    _ = app.handle(.resize(width: width, height: height))
    for key in keys { _ = app.handle(.key(key)) }
    return app.render(width: width, height: height)
  }

  /// The overlays and modes: help, the step list, the picker, predict mode's question and a
  /// rule from the Why pane.
  static let overlays: [(name: String, keys: [Key])] = [
    ("help", [.character("?")]),
    ("steps", [.character("s")]),
    ("picker", [.character("o")]),
    ("predict", [.character("g"), .character("x"), .right]),
    ("rule", [.character("G"), .tab, .tab, .tab, .enter]),
    ("actions", [.character("a")]),
    ("actions-present", [.character("a"), .down, .down, .down, .enter]),
    ("compare-mode", [.character("c")]),
  ]

  @Test func overlaysMatchTheirGoldens() throws {
    for (name, keys) in Self.overlays {
      for (width, height) in [(80, 24), (120, 40)] {
        let canvas = try Self.screen(keys, width: width, height: height)
        let label = "\(name)-\(width)x\(height)"
        Self.expectWidths(canvas, label)
        let text = canvas.rows.map { $0.trimmingTrailingSpaces + "\n" }.joined()
        GoldenFile.check(
          text, file: Self.goldens.appendingPathComponent("\(label).txt"),
          name: "zh-Hans/\(label).txt")
      }
    }
  }

  @Test func theLocaleChoosesChineseAndLangOverridesIt() throws {
    #expect(TScopeCommand.language(of: ["print", "push", "--lang", "en"]) == .en)
    #expect(TScopeCommand.language(of: ["print", "push", "--lang=zh-Hans"]) == .zhHans)
    let command = try #require(
      try TScopeCommand.parseAsRoot(["rules", "M-1", "--lang", "zh-Hans"]) as? RulesCommand)
    #expect(command.lang.language == .zhHans)
  }

  @Test func checkAndErrorsSpeakChinese() throws {
    let lines = StandardError.lines {
      _ = try? SceneInput.spec(path: "no-such-scene.yaml", language: .zhHans)
    }
    #expect(lines == ["no-such-scene.yaml:1:1: error: 无法读取文件：文件不存在"])
    let english = StandardError.lines {
      _ = try? SceneInput.spec(path: "no-such-scene.yaml", language: .en)
    }
    #expect(english == ["no-such-scene.yaml:1:1: error: cannot read file: no such file"])
    #expect(
      CommandTypo.message(for: ["prnt"], fileExists: { _ in false }, language: .zhHans)
        == "error: 没有 'prnt' 这个命令；是不是想输入 'print'？")
    do {
      _ = try TScopeCommand.parseAsRoot(["shot", "push", "--theme", "purple"])
      Issue.record("--theme purple parsed")
    } catch {
      let message = try #require(TScopeCommand.chineseMessage(for: error))
      #expect(
        message.hasPrefix(
          "Error: 'purple' 不是 '--theme <theme>' 可以取的值；可选的值：'dark', 'light' or 'mono'\n"))
    }
  }
}
