import Foundation
import Testing

/// The standard that keeps the code building on macOS: in every target (sources and tests) at
/// most one file imports the C library, and it picks it with `#if canImport(Glibc) … #elseif
/// canImport(Darwin)`. Everything else calls that file's functions.
@Suite struct PlatformImportTests {
  static let root = PrintCheckTests.root

  /// Swift files by target folder (`Sources/TerminalBackend`, `Tests/CLITests`, …).
  static func targets() throws -> [String: [String]] {
    var files: [String: [String]] = [:]
    for top in ["Sources", "Tests"] {
      let folder = root.appendingPathComponent(top)
      for target in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
        let base = folder.appendingPathComponent(target)
        guard let walker = FileManager.default.enumerator(atPath: base.path) else { continue }
        // A fixture app's Swift (Tests/AppScanTests/Fixtures) is input to scan, not a target.
        for case let path as String in walker
        where path.hasSuffix(".swift") && !path.hasPrefix("Fixtures/") {
          files["\(top)/\(target)", default: []].append(base.appendingPathComponent(path).path)
        }
      }
    }
    return files
  }

  static func importsCLibrary(_ text: String) -> Bool {
    text.split(separator: "\n").contains { line in
      let code = line.trimmingCharacters(in: .whitespaces)
      return code == "import Glibc" || code == "import Darwin"
    }
  }

  @Test func atMostOnePlatformFilePerTarget() throws {
    let targets = try Self.targets()
    #expect(targets["Sources/TerminalBackend"] != nil, "the walk finds the targets")
    for (target, files) in targets {
      let platform = try files.filter {
        Self.importsCLibrary(try String(contentsOfFile: $0, encoding: .utf8))
      }
      #expect(
        platform.count <= 1,
        "\(target): \(platform.map { URL(fileURLWithPath: $0).lastPathComponent }) import Glibc or Darwin"
      )
      for path in platform {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains("#if canImport(Glibc)"), "\(path)")
        #expect(text.contains("#elseif canImport(Darwin)"), "\(path)")
      }
    }
  }

  @Test func theBackendsPlatformFileIsTheOne() throws {
    let files = try #require(try Self.targets()["Sources/TerminalBackend"])
    let platform = try files.filter {
      Self.importsCLibrary(try String(contentsOfFile: $0, encoding: .utf8))
    }
    #expect(platform.map { URL(fileURLWithPath: $0).lastPathComponent } == ["SystemCalls.swift"])
  }
}
