import Foundation
import Testing

/// The layering of the targets in docs/ARCHITECTURE.md, file by file: every target folder
/// (sources and tests) imports only the modules its layer may use. A folder missing from the table fails,
/// so a new target has to state its layer here.
@Suite struct LayerImportTests {
  /// What a target may import besides the standard library.
  static let allowed: [String: Set<String>] = [
    "Sources/TransitionEngine": [],
    // The words in each language, standard library only: everything that shows words reads it.
    "Sources/Wording": [],
    "Sources/RuleBook": ["Wording"],
    "Sources/CNcurses": [],
    "Sources/CNcursesDarwin": [],
    "Sources/DumpReader": [],
    // Its sentences are typed phrases with their Chinese (`ExplainSentence`, `FindingWords`).
    "Sources/DumpExplain": ["DumpReader", "TransitionEngine", "RuleBook", "SceneText", "Wording"],
    // The one writer of scene YAML, standard library only, so DumpExplain can use it.
    "Sources/SceneText": ["TransitionEngine"],
    // Scene files: YAML, and no Swift parser (it is handed the app's Swift, `SceneSwift`).
    "Sources/SceneFile": ["TransitionEngine", "SceneText", "Yams", "Foundation", "Wording"],
    // The developer's real Swift: swift-syntax's parser and tree, the engine's statements,
    // and SceneFile, whose `SceneSwift` it implements (Foundation: `SwiftSourceCache`'s
    // spelling of a path).
    "Sources/SwiftScene": [
      "TransitionEngine", "SceneFile", "SwiftParser", "SwiftSyntax", "Foundation",
    ],
    // The app scanner: swift-syntax for the app's Swift, XMLParser (FoundationXML on Linux)
    // for storyboards, SceneText to write scenes and SceneFile to run them.
    "Sources/AppScan": [
      "TransitionEngine", "SceneText", "SceneFile", "SwiftScene", "SwiftParser", "SwiftSyntax",
      "Foundation", "FoundationXML",
    ],
    // Fix-its: scenes read by SceneFile with SwiftScene's runtime and planned by the engine,
    // edits of lines only.
    "Sources/FixIt": ["TransitionEngine", "SceneFile", "SwiftScene"],
    // The TUI draws a dump's explanation (DumpExplain imports no terminal, file or clock).
    "Sources/TUI": ["TransitionEngine", "RuleBook", "DumpExplain", "Wording"],
    "Sources/Pictures": ["TUI", "TransitionEngine", "RuleBook", "Wording"],
    "Sources/TerminalBackend": [
      "TUI", "Pictures", "CNcurses", "Glibc", "Darwin", "Synchronization",
    ],
    "Sources/TScopeCLI": [
      "TransitionEngine", "SceneFile", "SwiftScene", "TUI", "Pictures", "TerminalBackend",
      "RuleBook",
      "DumpReader", "DumpExplain", "AppScan", "FixIt", "ArgumentParser", "Foundation", "Glibc",
      "Darwin", "Wording",
      // The progress line's state, shared with its ticker (`ProgressReporter`), and the
      // captured standard-error lines (`LineCollector`), and the hand-off of `print`'s two
      // threads (`StepHandOff`, `Pipeline`).
      "Synchronization",
    ],
    "Sources/tscope": ["TScopeCLI"],
    "Tests/TestSupport": ["TransitionEngine", "Foundation", "Testing"],
    "Tests/TransitionEngineTests": ["TransitionEngine", "TestSupport", "Foundation", "Testing"],
    "Tests/SceneFileTests": [
      "SceneFile", "SceneText", "SwiftScene", "TransitionEngine", "TestSupport", "Foundation",
      "Testing",
    ],
    // Synchronization: a test's call log, shared with the `@Sendable` start of an AppProgram.
    "Tests/SwiftSceneTests": [
      "SwiftScene", "SceneFile", "TransitionEngine", "TestSupport", "Foundation", "Testing",
      "Synchronization",
    ],
    "Tests/CNcursesTests": ["CNcurses", "Glibc", "Darwin", "Foundation", "Testing"],
    "Tests/TUITests": [
      "TUI", "TransitionEngine", "RuleBook", "DumpReader", "DumpExplain", "Foundation", "Testing",
      "Wording",
    ],
    "Tests/TerminalBackendTests": [
      "TerminalBackend", "Pictures", "TUI", "CNcurses", "Glibc", "Darwin", "Foundation",
      "Testing", "XCTest",
    ],
    "Tests/PicturesTests": [
      "Pictures", "TUI", "SceneFile", "SwiftScene", "TransitionEngine", "RuleBook",
      "Foundation", "FoundationXML", "Testing", "Wording",
    ],
    "Tests/DumpReaderTests": ["DumpReader", "TestSupport", "Foundation", "Testing"],
    "Tests/DumpExplainTests": [
      "DumpExplain", "DumpReader", "TransitionEngine", "RuleBook", "SceneFile", "SceneText",
      "SwiftScene", "TestSupport", "Foundation", "Testing",
    ],
    "Tests/RuleBookTests": [
      "RuleBook", "SceneFile", "SwiftScene", "TransitionEngine", "TestSupport", "Foundation",
      "Testing", "Wording",
    ],
    "Tests/CLITests": [
      "TScopeCLI", "SceneFile", "SceneText", "SwiftScene", "TUI", "Pictures", "RuleBook",
      "TransitionEngine", "TestSupport", "ArgumentParser", "Foundation", "Synchronization",
      "Testing", "Wording",
    ],
    "Tests/SceneGoldenTests": [
      "SceneFile", "SwiftScene", "TransitionEngine", "TestSupport", "Foundation", "Testing",
    ],
    "Tests/AppScanTests": [
      "AppScan", "SceneFile", "SwiftScene", "TransitionEngine", "TestSupport", "Foundation",
      "Testing",
    ],
    "Tests/WordingTests": ["Wording", "Testing"],
    "Tests/FixItTests": [
      "FixIt", "SceneFile", "SwiftScene", "TransitionEngine", "Foundation", "Testing",
    ],
    "Tests/FuzzTests": [
      "FixIt", "SceneFile", "SceneText", "SwiftScene", "TransitionEngine", "TUI", "TestSupport",
      "Foundation", "Testing",
    ],
  ]

  /// The modules a Swift file imports (`import X`, `@testable import X`, `import struct X.Y`).
  /// Lines inside multi-line string literals (Swift examples held as text) are not imports.
  static func imports(_ text: String) -> Set<String> {
    var modules = Set<String>()
    var inLiteral = false
    for line in text.split(separator: "\n") {
      let delimiters = line.components(separatedBy: "\"\"\"").count - 1
      if delimiters % 2 == 1 {
        inLiteral.toggle()
        continue
      }
      if inLiteral { continue }
      var words = line.split(separator: " ").map(String.init)
      if words.first == "@testable" { words.removeFirst() }
      guard words.first == "import", words.count >= 2 else { continue }
      let path = words.count >= 3 ? words[2] : words[1]
      if let module = path.split(separator: ".").first { modules.insert(String(module)) }
    }
    return modules
  }

  @Test func everyTargetImportsOnlyItsLayer() throws {
    let targets = try PlatformImportTests.targets()
    #expect(targets["Sources/TransitionEngine"] != nil, "the walk finds the targets")
    for (target, files) in targets.sorted(by: { $0.key < $1.key }) {
      guard let allowed = Self.allowed[target] else {
        Issue.record("\(target) has no layer in LayerImportTests.allowed")
        continue
      }
      for path in files {
        let extra = Self.imports(try String(contentsOfFile: path, encoding: .utf8))
          .subtracting(allowed)
        #expect(
          extra.isEmpty,
          "\(URL(fileURLWithPath: path).lastPathComponent) in \(target) imports \(extra.sorted())")
      }
    }
  }
}
