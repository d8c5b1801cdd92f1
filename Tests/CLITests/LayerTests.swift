import Foundation
import Testing

/// The layers' imports: the engine imports only the standard library, the TUI no terminal,
/// the pictures no ncurses (so writing an SVG, HTML, ANSI or asciicast file links none), and
/// only the terminal backend imports ncurses.
@Suite struct LayerTests {
  /// The modules each source target's files import (`import X`, `@testable import X`).
  static func imports() throws -> [String: Set<String>] {
    var result: [String: Set<String>] = [:]
    for (target, files) in try PlatformImportTests.targets() where target.hasPrefix("Sources/") {
      var modules = Set<String>()
      for path in files {
        for line in try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n") {
          let words = line.split(separator: " ")
          if let index = words.firstIndex(of: "import"), index + 1 < words.count,
            words[..<index].allSatisfy({ $0.hasPrefix("@") })
          {
            modules.insert(String(words[index + 1]))
          }
        }
      }
      result[String(target.dropFirst("Sources/".count))] = modules
    }
    return result
  }

  @Test func eachLayerImportsOnlyWhatIsBelowIt() throws {
    let imports = try Self.imports()
    #expect(imports["TransitionEngine"] == [], "\(imports["TransitionEngine"] ?? [])")
    let pictures = try #require(imports["Pictures"])
    #expect(
      pictures.isSubset(of: ["TUI", "TransitionEngine", "RuleBook", "Wording"]), "\(pictures)")
    // The TUI draws a dump's explanation: DumpExplain and what it stands on import no
    // terminal, file or clock either.
    let tui = try #require(imports["TUI"])
    #expect(
      tui.isSubset(of: ["TransitionEngine", "RuleBook", "DumpExplain", "Wording"]), "\(tui)")
    let explain = try #require(imports["DumpExplain"])
    #expect(
      explain.isSubset(of: ["DumpReader", "TransitionEngine", "RuleBook", "SceneText", "Wording"]),
      "\(explain)")
    // Scene YAML is written in one place, which the TUI's layer may use: no Yams, no files.
    #expect(imports["SceneText"] == ["TransitionEngine"], "\(imports["SceneText"] ?? [])")
    #expect(imports["DumpReader"] == [], "\(imports["DumpReader"] ?? [])")
    // The rule book's Chinese titles and summaries are chosen by the words' `Language`.
    #expect(imports["RuleBook"] == ["Wording"], "\(imports["RuleBook"] ?? [])")
    // The words in each language stand alone: standard library only.
    #expect(imports["Wording"] == [], "\(imports["Wording"] ?? [])")
    let ncurses = imports.filter { $0.value.contains("CNcurses") }.keys.sorted()
    #expect(ncurses == ["TerminalBackend"])
  }

  @Test func thePicturesTargetDependsOnTheTUIAndTheWordsOnly() throws {
    let package = try String(
      contentsOf: PrintCheckTests.root.appendingPathComponent("Package.swift"), encoding: .utf8)
    // The TUI and the words of the page's chrome; no terminal.
    #expect(package.contains(#".target(name: "Pictures", dependencies: ["TUI", "Wording"])"#))
  }
}
