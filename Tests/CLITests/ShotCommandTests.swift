import Foundation
import Testing

@testable import TScopeCLI

/// `tscope shot`: options, the step and phase it picks, and the frame it draws.
@Suite("Shot command")
struct ShotCommandTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  static func scene(_ name: String) -> String {
    root.appendingPathComponent("Scenes/\(name).yaml").path
  }

  @Test("every option parses")
  func options() throws {
    let command = try #require(
      try TScopeCommand.parseAsRoot([
        "shot", "a.yaml", "--step", "1", "--phase", "animating", "--size", "60x20", "--pane",
        "screen", "--format", "ansi", "-o", "out.txt",
      ]) as? ShotCommand)
    #expect(command.step == 1)
    #expect(command.phase == "animating")
    #expect(command.size == ShotSize(width: 60, height: 20))
    #expect(command.pane == .screen)
    #expect(command.format == .ansi)
    #expect(command.output == "out.txt")
  }

  @Test("defaults: 120x40, every pane, text")
  func defaults() throws {
    let command = try #require(try TScopeCommand.parseAsRoot(["shot", "a.yaml"]) as? ShotCommand)
    #expect(command.size == ShotSize(width: 120, height: 40))
    #expect(command.pane == .all)
    #expect(command.format == .text)
    #expect(command.step == nil && command.phase == nil && command.output == nil)
  }

  @Test("sizes that are not COLSxROWS in 1...1000 are refused")
  func badSizes() {
    for bad in ["0x10", "abc", "10", "10x", "x10", "100000x2", "-5x4", "10x10x10"] {
      #expect(throws: (any Error).self, "\(bad)") {
        try TScopeCommand.parseAsRoot(["shot", "a.yaml", "--size", bad])
      }
    }
    #expect(ShotSize(argument: "80X24") == ShotSize(width: 80, height: 24))
  }

  @Test("the default position is the last phase of the last step; a phase is found by name")
  func positions() throws {
    let path = Self.scene("push")
    let timeline = try SceneInput.timeline(path: path)
    let last = try parse([path]).selector.position(in: timeline)
    #expect(last.step == timeline.steps.count - 1)
    #expect(last.phase == timeline.steps[last.step].phases.count - 1)
    let animating = try parse([path, "--step", "1", "--phase", "animating"]).selector
      .position(in: timeline)
    #expect(animating.step == 1)
    #expect(timeline.steps[1].phases[animating.phase].name == "animating")
    let said = StandardError.lines {
      #expect(throws: (any Error).self) {
        try parse([path, "--step", "99"]).selector.position(in: timeline)
      }
      #expect(throws: (any Error).self) {
        try parse([path, "--step", "1", "--phase", "nope"]).selector.position(in: timeline)
      }
    }
    #expect(
      said == [
        "error: step 99 does not exist; the scene has steps 0...1",
        "error: step 1 has no phase named 'nope'; its phases: before, container ready, "
          + "to-view added, animating, completed, after",
      ])
  }

  @Test("text is the canvas rows without trailing spaces; ansi carries colour sequences")
  func formats() throws {
    let path = Self.scene("push")
    let text = try shot([path, "--size", "80x24"])
    let rows = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(rows.count == 24)
    #expect(rows.allSatisfy { $0.count <= 80 && !$0.hasSuffix(" ") })
    #expect(rows[1].hasPrefix(" step 1/1"))
    let ansi = try shot([path, "--size", "80x24", "--format", "ansi"])
    #expect(ansi.contains("\u{1B}["))
    #expect(ansi.split(separator: "\n").count == 24)
  }

  @Test("--pane screen draws only the device picture, filling the size")
  func screenOnly() throws {
    let text = try shot([Self.scene("push"), "--size", "40x20", "--pane", "screen"])
    let rows = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(rows.count == 20)
    #expect(rows.first?.contains("┌") == true)
    #expect(rows.last?.contains("┘") == true)
    #expect(!text.contains("TransitionScope"))
  }

  @Test("-o writes the file")
  func writesFile() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tscope-shot-\(UInt32.random(in: 0...UInt32.max)).txt")
    defer { try? FileManager.default.removeItem(at: file) }
    try parse([Self.scene("push"), "--size", "40x12", "-o", file.path]).run()
    let written = try String(contentsOf: file, encoding: .utf8)
    #expect(written == (try shot([Self.scene("push"), "--size", "40x12"])))
  }

  private func parse(_ arguments: [String]) throws -> ShotCommand {
    try #require(try TScopeCommand.parseAsRoot(["shot"] + arguments) as? ShotCommand)
  }

  private func shot(_ arguments: [String]) throws -> String {
    let command = try parse(arguments)
    return try command.render(try command.canvas())
  }
}
