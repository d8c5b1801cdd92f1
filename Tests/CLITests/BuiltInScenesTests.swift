import Foundation
import Testing

@testable import TScopeCLI

/// The scenes compiled into tscope are the repository's `Scenes/`, byte for byte, and the
/// generated source that holds them is what the generator makes of the folder today.
///
/// When a scene changes, `TSCOPE_WRITE_BUILTIN_SCENES=1 swift test --filter BuiltInScenesTests`
/// writes `Sources/TScopeCLI/BuiltIn/BuiltInScenes+Files.swift` anew; that run still fails
/// (writing is never a pass), the next one passes.
@Suite struct BuiltInScenesTests {
  static let root = PrintCheckTests.root
  static let scenes = root.appendingPathComponent("Scenes")
  static let generated = root.appendingPathComponent(
    "Sources/TScopeCLI/BuiltIn/BuiltInScenes+Files.swift")

  /// Every `*.yaml` of the folder by name, and its `order.txt`.
  static func folder() throws -> (files: [(name: String, text: String)], order: String) {
    try folder(suffix: ".yaml")
  }

  /// Every file of the folder whose name ends in `suffix`, by name, and its `order.txt`.
  static func folder(suffix: String) throws -> (
    files: [(name: String, text: String)], order: String
  ) {
    let names = try FileManager.default.contentsOfDirectory(atPath: scenes.path)
      .filter { $0.hasSuffix(suffix) }.sorted()
    let files = try names.map { name in
      (name, try String(contentsOf: scenes.appendingPathComponent(name), encoding: .utf8))
    }
    let order = try String(
      contentsOf: scenes.appendingPathComponent("order.txt"), encoding: .utf8)
    return (files, order)
  }

  /// A raw multi-line string literal holding `text` exactly: its closing delimiter at the
  /// start of a line (so no indentation is stripped) and enough `#`s that nothing in the text
  /// ends the literal or starts an escape.
  static func literal(_ text: String) -> String {
    var hashes = "#"
    while text.contains("\"\"\"" + hashes) || text.contains("\\" + hashes) { hashes += "#" }
    let body = text.hasSuffix("\n") ? text : text + "\\" + hashes + "\n"
    return "\(hashes)\"\"\"\n\(body)\n\"\"\"\(hashes)"
  }

  /// The generated source for the folder's scenes.
  static func source(
    files: [(name: String, text: String)], order: String,
    swiftFiles: [(name: String, text: String)] = []
  ) -> String {
    var lines = [
      "// Generated from Scenes/*.yaml and Scenes/order.txt by Tests/CLITests/BuiltInScenesTests.swift:",
      "// do not edit. Regenerate: TSCOPE_WRITE_BUILTIN_SCENES=1 swift test --filter BuiltInScenesTests",
      "// swift-format-ignore-file",
      "",
      "extension BuiltInScenes {",
      "  /// Scenes/order.txt: the picker's teaching order.",
      "  static let orderText = \(literal(order))",
      "",
      "  /// Scenes/*.yaml, by file name.",
      "  static let files: [(name: String, text: String)] = [",
    ]
    for file in files {
      lines.append("    (")
      lines.append("      \"\(file.name)\",")
      lines.append("      \(literal(file.text))")
      lines.append("    ),")
    }
    lines += [
      "  ]", "", "  /// Scenes/*.swift, the scenes' `swift:` files, by file name.",
      "  static let swiftFiles: [(name: String, text: String)] = [",
    ]
    for file in swiftFiles {
      lines.append("    (")
      lines.append("      \"\(file.name)\",")
      lines.append("      \(literal(file.text))")
      lines.append("    ),")
    }
    lines += ["  ]", "}", ""]
    return lines.joined(separator: "\n")
  }

  @Test func theBuiltInScenesAreTheScenesFolder() throws {
    let (files, order) = try Self.folder()
    #expect(files.count > 40, "the folder has its scenes")
    #expect(BuiltInScenes.files.map(\.name) == files.map(\.name), "stale: regenerate")
    for file in files {
      #expect(BuiltInScenes.text(of: file.name) == file.text, "\(file.name) is stale: regenerate")
    }
    #expect(BuiltInScenes.orderText == order, "order.txt is stale: regenerate")
  }

  @Test func theGeneratedSourceIsCurrent() throws {
    let (files, order) = try Self.folder()
    let expected = Self.source(
      files: files, order: order, swiftFiles: try Self.folder(suffix: ".swift").files)
    let committed = try String(contentsOf: Self.generated, encoding: .utf8)
    if committed != expected,
      ProcessInfo.processInfo.environment["TSCOPE_WRITE_BUILTIN_SCENES"] == "1"
    {
      try expected.write(to: Self.generated, atomically: true, encoding: .utf8)
      Issue.record("wrote \(Self.generated.lastPathComponent); build and test again")
      return
    }
    #expect(
      committed == expected,
      "BuiltInScenes+Files.swift is stale: TSCOPE_WRITE_BUILTIN_SCENES=1 swift test --filter BuiltInScenesTests"
    )
  }

  @Test func literalsKeepAnyText() {
    #expect(Self.literal("a\n") == "#\"\"\"\na\n\n\"\"\"#")
    #expect(Self.literal("has \"\"\"# and \\#(x)\n").hasPrefix("##\"\"\""))
  }

  @Test func namesFollowTheTeachingOrder() throws {
    let names = BuiltInScenes.names
    #expect(names.first == "push.yaml")
    #expect(Set(names).count == BuiltInScenes.files.count)
    #expect(BuiltInScenes.name(for: "push") == "push.yaml")
    #expect(BuiltInScenes.name(for: "push.yaml") == "push.yaml")
    #expect(BuiltInScenes.name(for: "Scenes/push.yaml") == nil)
    #expect(BuiltInScenes.name(for: "no-such-scene") == nil)
    let catalog = BuiltInScenes.catalog()
    #expect(catalog.failures.isEmpty)
    #expect(catalog.entries.map(\.path) == names)
  }
}
