import Foundation

/// Where the fuzzer's inputs and outputs live in the repository.
enum FuzzPaths {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  static let scenes = root.appendingPathComponent("Scenes")
  static let regressions = root.appendingPathComponent("Tests/Regressions")
  /// `TSCOPE_FUZZ_RUNNING`: where each case is written before it runs, so that a case that
  /// crashes the process (no test can report it) is left on disk.
  static let running = ProcessInfo.processInfo.environment["TSCOPE_FUZZ_RUNNING"].map {
    URL(fileURLWithPath: $0)
  }

  /// A shipped scene's `swift:` file (named relative to the Scenes folder), so that mutants of
  /// the real-Swift scenes load and go through every check, the written-back round trip too.
  static func swiftFile(_ name: String) -> (path: String, text: String)? {
    guard name.hasSuffix(".swift"), !name.contains("/") else { return nil }
    let url = scenes.appendingPathComponent(name)
    return (try? String(contentsOf: url, encoding: .utf8)).map { (url.path, $0) }
  }

  /// The `.yaml` files of a directory, sorted by name, with their text.
  static func yamlFiles(in directory: URL) -> [(name: String, text: String)] {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return files.filter { $0.hasSuffix(".yaml") }.sorted().compactMap { file in
      let url = directory.appendingPathComponent(file)
      guard let text = try? String(contentsOf: url, encoding: .utf8) else { return nil }
      return (String(file.dropLast(5)), text)
    }
  }
}
