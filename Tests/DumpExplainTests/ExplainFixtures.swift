import DumpExplain
import DumpReader
import Foundation

/// The real dumps of Tests/Dumps, explained.
enum ExplainFixtures {
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Dumps")

  static func path(_ prefix: String) throws -> String {
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    guard let name = names.sorted().first(where: { $0.hasPrefix(prefix + "-") }) else {
      throw CocoaError(.fileNoSuchFile)
    }
    return folder.appendingPathComponent(name).path
  }

  static func dump(_ prefix: String) throws -> Dump {
    let text = try String(contentsOfFile: try path(prefix), encoding: .utf8)
    return try DumpReader.read(text, path: prefix + ".txt")
  }

  static func explain(_ prefixes: String...) throws -> Explanation {
    Explainer.explain(try prefixes.map { try dump($0) })
  }
}

extension Explanation {
  /// The view with this address.
  func view(_ address: String) -> ExplainedView? { views.first { $0.id == address } }

  /// `role [rule]` of the view with this address.
  func role(_ address: String) -> String {
    guard let view = view(address) else { return "missing" }
    return "\(view.role.rawValue) [\(view.rule ?? "none")]"
  }

  /// True when a story sentence contains every part.
  func says(_ parts: String...) -> Bool {
    story.contains { sentence in parts.allSatisfy { sentence.contains($0) } }
  }
}
