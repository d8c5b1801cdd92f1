import Foundation
import SceneFile
import SceneText
import SwiftScene
import TUI
import Testing
import TransitionEngine

@testable import TScopeCLI

/// `w` writes every step kind the loader reads: each shipped scene's steps, loaded and written
/// back by `StepWriter` after the scene's own header, print the same JSON timeline
/// (`tscope print --format json`) as the scene itself. The real-Swift scenes too: their steps
/// are written with their Swift keys as the scene wrote them.
@Suite struct StepRoundTripTests {
  static var shippedScenes: [String] {
    let folder = PrintCheckTests.root.appendingPathComponent("Scenes").path
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter { $0.hasSuffix(".yaml") }.sorted()
  }

  @Test func theRealSwiftScenesAreCovered() {
    let swift = Self.shippedScenes.filter { $0.hasPrefix("real-swift-") }
    #expect(swift.count >= 12)
    #expect(swift.contains("real-swift-custom-segue.yaml"))
    #expect(swift.contains("real-swift-pan-dismiss.yaml"))
  }

  /// The scene's text up to its `steps:` key (the last one in every shipped scene).
  static func header(_ text: String) throws -> String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let steps = try #require(lines.firstIndex { $0.hasPrefix("steps:") }, "no steps: key")
    return lines[..<steps].joined(separator: "\n") + "\n"
  }

  @Test func everyShippedSceneIsCovered() {
    #expect(Self.shippedScenes.count >= 40)
    #expect(Self.shippedScenes.contains("code-custom-segue.yaml"))
  }

  @Test(arguments: shippedScenes)
  func theWrittenStepsLoadToTheSameTimeline(_ name: String) throws {
    let path = PrintCheckTests.scene(name)
    let spec = try SwiftSceneLoader.load(path: path)
    #expect(!spec.steps.isEmpty)
    let base = try Self.header(try String(contentsOfFile: path, encoding: .utf8))
    let written = try #require(SceneWriter.appending(spec.steps, to: base))
    let copy = try PrintCheckTests.write(written, name: name)
    defer { try? FileManager.default.removeItem(atPath: copy) }
    try Self.copySwiftFiles(of: spec, from: path, besides: copy)
    let reloaded = try SwiftSceneLoader.load(path: copy)
    #expect(reloaded.steps.count == spec.steps.count)
    // The steps themselves, but for where they were read from.
    #expect(StepWriter.items(reloaded.steps) == StepWriter.items(spec.steps))
    let original = try CommandRunner.run(["print", "--format", "json", path])
    let again = try CommandRunner.run(["print", "--format", "json", copy])
    #expect(original.status == 0 && again.status == 0, "\(again.error)")
    // Phases and explanations of code name its lines ("line 15: …", "Line 16 calls …"):
    // those of the new file, which lie elsewhere when the scene spaced its steps otherwise.
    #expect(Self.lineless(again.output) == Self.lineless(original.output), "\(written)")
    try Self.expectLinesPointAtTheirStatements(reloaded, in: written)
  }

  /// Every key written for a step is its action's or one of the action's own keys in the
  /// one table of them (`StepActionKey`), or a common key.
  @Test(arguments: shippedScenes)
  func theWrittenKeysAreTheTablesKeys(_ name: String) throws {
    for step in try SwiftSceneLoader.load(path: PrintCheckTests.scene(name)).steps {
      let key = step.action.key
      let allowed = Set([key.rawValue] + key.options + StepActionKey.commonKeys)
      let keys = StepWriter.items([step], indent: "").split(separator: "\n").compactMap {
        line -> Substring? in
        let body = line.dropFirst(2)  // after "- " or the two spaces under it
        guard body.first?.isLetter == true, line.hasPrefix("- ") || line.hasPrefix("  ") else {
          return nil
        }
        return body.prefix { $0 != ":" }
      }
      #expect(keys.first.map(String.init) == key.rawValue)
      for written in keys { #expect(allowed.contains(String(written)), "\(name): \(written)") }
    }
  }

  /// A scene's `swift:` files are named relative to it: they go beside the written copy.
  static func copySwiftFiles(of spec: SceneSpec, from path: String, besides copy: String) throws {
    let source = URL(fileURLWithPath: path).deletingLastPathComponent()
    let target = URL(fileURLWithPath: copy).deletingLastPathComponent()
    let text = try String(contentsOfFile: path, encoding: .utf8)
    for line in text.split(separator: "\n") where line.hasPrefix("swift:") {
      // `swift: File.swift` or a flow list, `swift: [Base.swift, Sheet.swift]`.
      let value = line.dropFirst("swift:".count).trimmingCharacters(in: .whitespaces)
      let names = value.trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
      for name in names {
        try FileManager.default.copyItem(
          at: source.appendingPathComponent(name), to: target.appendingPathComponent(name))
      }
    }
  }

  /// The JSON with every line number of a block of code taken out.
  static func lineless(_ json: String) -> String {
    json.replacing(/([Ll]ine) [0-9]+/) { "\($0.1) _" }
  }

  /// Every statement read back from the written file is located on the line that holds it.
  static func expectLinesPointAtTheirStatements(_ spec: SceneSpec, in text: String) throws {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    // The lines of real Swift are located in its file, or are statements that span lines.
    let blocks = spec.steps.filter { $0.swift == nil }.flatMap { step -> [CodeBlock] in
      var blocks = [step.animator, step.perform].compactMap { $0 }
      if case .code(let block) = step.action { blocks.append(block) }
      return blocks
    }
    // A call with a completion block holds its `{` too, and the block's lines follow it.
    for line in blocks.flatMap(\.lines).flatMap({ [$0] + $0.completion }) {
      let row = line.location.line - 1
      try #require(lines.indices.contains(row))
      let written = line.completion.isEmpty ? line.text : line.text + " {"
      #expect(
        lines[row].trimmingCharacters(in: .whitespaces) == written,
        "line \(line.location.line) holds '\(lines[row])', not '\(line.text)'")
    }
  }
}
