import Foundation
import TestSupport

/// The engine's source files as text, for the tests that keep the code's shape: which files
/// may write the links, and how long a function may grow.
enum EngineSources {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/TransitionEngine")

  /// Every Swift file under `Sources/TransitionEngine`, by path inside it
  /// (`Model/World.swift`), in path order.
  static func files() throws -> [(path: String, text: String)] {
    guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return [] }
    var result: [(path: String, text: String)] = []
    for case let path as String in walker where path.hasSuffix(".swift") {
      let text = try String(
        contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
      result.append((path, text))
    }
    return result.sorted { $0.path < $1.path }
  }

  /// A line's code: without its `//` comment, and with the text of its string literals
  /// blanked (`"links \\(x)"` becomes `""`), so that prose never counts as code.
  static func code(_ line: Substring) -> String {
    var result = ""
    var inString = false
    var previous: Character = " "
    for character in line {
      defer { previous = character }
      if character == "\"" && previous != "\\" {
        inString.toggle()
        result.append(character)
        continue
      }
      if inString { continue }
      if character == "/" && previous == "/" {
        result.removeLast()
        return result
      }
      result.append(character)
    }
    return result
  }
}
